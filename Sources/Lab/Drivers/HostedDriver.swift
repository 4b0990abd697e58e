// Plays an architecture's app the way a UI test plays one: mounted in a ViewHost over the scripted server,
// each gesture a tap, a keystroke or a pull on an element found by its accessibility identifier, each screen
// read back from what the views rendered. One driver for every architecture whose screens are SwiftUI views.

import Foundation
import LabEngine
import LabLanguage
import LabNarration
import LabServer
import ScreenContract
import ScreenReading
import SharedModel
import SwiftUISubset

// snippet.hosted-driver
/// An app played through its rendered views: the engine's ``Driver``, for any root view.
///
/// An architecture's driver builds its app over the scripted server and hands the root
/// view here. The app starts with its window covered, no screen open, as a scenario
/// starts; `open` puts it on screen on its tab.
///
/// Each gesture returns once the work it started has ended, as awaiting a view model's
/// call did: the host settles (work waiting on an answer the server holds counts as
/// settled, R49), and the gesture waits on until its own work, told apart by its
/// ``WorkGroup``, has ended. Meanwhile its requests carry the engine's gesture tag, so
/// the engine sees it waiting on the server.
@MainActor
final class HostedDriver: Driver {
  let host: ViewHost
  private let narrator: Narrator?
  private let names: ViewNames
  private var nextGroup = 0
  /// The body counts as last told to the narrator.
  private var toldBodies: [String: Int] = [:]
  /// What a gesture could not do (no such control on screen), for the narration and the tests.
  private(set) var refusals: [String] = []
  /// What the architecture's driver keeps alive with the app: the observers that narrate its state.
  var retained: [AnyObject] = []

  /// The names the narration gives the screens' views.
  struct ViewNames {
    var app = "AppView"
    var profile = "ProfileView"
    var todos = "TodosView"
    var todo = "TodoView"
  }

  private(set) lazy var profile: any ProfileUserInterface = HostedProfile(driver: self)
  private(set) lazy var todos: any TodosUserInterface = HostedTodos(driver: self)
  private lazy var todoScreen = HostedTodo(driver: self)

  var todo: (any TodoUserInterface)? { screens.todo == nil ? nil : todoScreen }
  var badge: Int? { screens.badge }

  /// The screens as the app renders them now.
  var screens: RenderedScreens { RenderedScreens(host: host) }

  init<Root: View>(_ root: Root, server: ScriptedServer, narrator: Narrator?, names: ViewNames = ViewNames()) {
    host = ViewHost(root, onScreen: false)
    self.narrator = narrator
    self.names = names
    let host = host
    host.isWaitingOnHeldAnswer = { [weak server] in server?.isWaitingOnHeldAnswer(work: $0) ?? false }
    server.currentWork = { ViewHost.currentWorkID }
    server.onHeldChange = { [weak host] in host?.workDidChange() }
    // A gesture counts as settled once its request is held: what it changed is rendered first.
    server.willHold = { [weak host] in host?.render() }
    // Mounting is not a gesture: the bodies it evaluated are not told.
    toldBodies = host.bodyCounts
    narrator?.atEndOfEachStep { [weak self] in self?.tellBodies() }
  }

  /// SwiftUI's `onOpenURL` on the app's scene: the system hands the link over, and brings the
  /// window back on the tab a link the app knows opens.
  func open(_ link: String) async {
    await play("link", Scenario.quoted(link), view: names.app) {
      if !host.isOnScreen, let target = AppLink(link) {
        try host.setOnScreen(
          true, showing: target == .profile ? AccessibilityID.Tab.profile : AccessibilityID.Tab.todos)
      }
      // A link is text; the system hands it over as a URL, percent-encoding what a URL can't hold.
      if let url = URL(string: link.replacingOccurrences(of: "%", with: "%25")) { host.openURL(url) }
    }
  }

  /// `todos open` while the Todos tab is away over a pushed Todo screen: a tap on the tab, which
  /// comes back showing that screen; the list under it stays covered, and loads nothing.
  func reopenTodosTab() async {
    await play("open", view: names.todo) { try openTab(AccessibilityID.Tab.todos) }
  }

  // MARK: - Gestures

  /// Opens a tab's screen: a tap on the tab, or the window coming back on it (R57).
  func openTab(_ tab: String) throws {
    if host.isOnScreen {
      _ = try host.tap(tab)
    } else {
      try host.setOnScreen(true, showing: tab)
    }
  }

  /// A tab's screen goes away with no other coming, as `close` says: when its tab is on
  /// screen, the window is covered; otherwise it is away already.
  func closeTab(_ tab: String) throws {
    guard host.isOnScreen, screens.isSelected(tab) else { return }
    try host.setOnScreen(false)
  }

  /// Plays one gesture and returns when the work it started has ended.
  func play(
    _ gesture: String, _ argument: @autoclosure () -> String? = nil, view: String,
    _ action: () async throws -> Void
  ) async {
    narrator?.beginGesture(gesture, argument: narrator == nil ? nil : argument(), view: view)
    nextGroup += 1
    let group = nextGroup
    await WorkGroup.$current.withValue(group) {
      do {
        try await action()
      } catch {
        refuse(error, view: view)
      }
      await finish(group)
    }
    narrator?.endGesture()
  }

  private func refuse(_ error: any Error, view: String) {
    let message = (error as? HostError)?.message ?? "\(error)"
    refusals.append(message)
    narrator?.tell(.note(view, "can't: \(message)"))
  }

  /// Settles, and waits on while work of `group` is alive, held or not: the gesture is not
  /// over before its work is. Cancelling the gesture's task does not end the wait, as it did
  /// not end a change the user made (L2): the work itself stops where it should.
  private func finish(_ group: Int) async {
    while true {
      await host.settle()
      let seen = host.progress
      guard host.hasLiveWork(inGroup: group) else { return }
      await host.waitForProgress(after: seen)
    }
  }

  /// The view types whose bodies the step evaluated: SwiftUI's own answer to "what did it
  /// redraw". Told at the end of the step, and without counts: how many writes one render pass
  /// takes in depends on when the passes run (R20), which the story does not.
  private func tellBodies() {
    let counts = host.bodyCounts
    let evaluated = counts.filter { $0.value > toldBodies[$0.key, default: 0] }.keys.sorted()
    toldBodies = counts
    guard let narrator, !evaluated.isEmpty else { return }
    narrator.tell(.note("SwiftUI", "body: \(evaluated.joined(separator: ", "))"))
  }

  fileprivate var todoView: String { names.todo }
  fileprivate var profileView: String { names.profile }
  fileprivate var todosView: String { names.todos }
}
// snippet.end

/// The Profile screen, as a UI test plays it.
@MainActor
private final class HostedProfile: ProfileUserInterface {
  unowned let driver: HostedDriver

  init(driver: HostedDriver) {
    self.driver = driver
  }

  var screen: ProfileScreen { driver.screens.profile }

  func open() async {
    await driver.play("open", view: driver.profileView) { try driver.openTab(AccessibilityID.Tab.profile) }
  }

  func refresh() async {
    await driver.play("refresh", view: driver.profileView) {
      // The indicator spins while the app goes on drawing: the pull returns, its work is the gesture's.
      try driver.host.pullToRefresh(AccessibilityID.Profile.screen)
    }
  }

  func retry() async {
    await driver.play("retry", view: driver.profileView) { _ = try driver.host.tap(AccessibilityID.Profile.retry) }
  }

  func close() async {
    await driver.play("close", view: driver.profileView) { try driver.closeTab(AccessibilityID.Tab.profile) }
  }
}

/// The Todos screen, as a UI test plays it.
@MainActor
private final class HostedTodos: TodosUserInterface {
  unowned let driver: HostedDriver

  init(driver: HostedDriver) {
    self.driver = driver
  }

  var screen: TodosScreen { driver.screens.todos }
  private var host: ViewHost { driver.host }

  func open() async {
    await play("open") { try driver.openTab(AccessibilityID.Tab.todos) }
  }

  func retry() async { await play("retry") { _ = try host.tap(AccessibilityID.Todos.retry) } }

  func type(_ text: String) async {
    await play("type", Scenario.quoted(text)) { _ = try host.type(text, into: AccessibilityID.Todos.field) }
  }

  func add() async { await play("add") { _ = try host.tap(AccessibilityID.Todos.add) } }

  func toggle(_ id: Todo.ID) async {
    await play("toggle", title(of: id)) { _ = try host.toggle(AccessibilityID.Todos.rowDone, in: row(id)) }
  }

  func delete(_ id: Todo.ID) async {
    await play("delete", title(of: id)) { _ = try host.tap(AccessibilityID.Todos.rowDelete, in: row(id)) }
  }

  func clearCompleted() async {
    await play("clear-completed") { _ = try host.tap(AccessibilityID.Todos.clearCompleted) }
  }

  func filter(_ filter: TodosScreen.Filter) async {
    await play("filter", filter.rawValue) { _ = try host.pick(filter, in: AccessibilityID.Todos.filter) }
  }

  func show(_ id: Todo.ID) async {
    await play("show", title(of: id)) { _ = try host.tap(AccessibilityID.Todos.rowShow, in: row(id)) }
  }

  func close() async {
    await play("close") { try driver.closeTab(AccessibilityID.Tab.todos) }
  }

  func reveal(_ id: Todo.ID) async {
    await play("scroll", title(of: id)) { _ = try host.reveal(row(id)) }
  }

  private func row(_ id: Todo.ID) -> ElementScope { ElementScope(AccessibilityID.Todos.row, tag: id) }

  /// A row's title as the narration names it.
  private func title(of id: Todo.ID) -> String {
    screen.rows.first { $0.id == id }.map { "“\($0.title)”" } ?? id.rawValue
  }

  private func play(_ gesture: String, _ argument: @autoclosure () -> String? = nil, _ action: () throws -> Void)
    async
  {
    await driver.play(gesture, argument(), view: driver.todosView, action)
  }
}

/// The Todo screen on top of the Todos tab's stack, as a UI test plays it.
@MainActor
private final class HostedTodo: TodoUserInterface {
  unowned let driver: HostedDriver

  init(driver: HostedDriver) {
    self.driver = driver
  }

  var screen: TodoScreen {
    driver.screens.todo
      ?? TodoScreen(id: Todo.ID(rawValue: ""), title: "", field: "", isDone: false, isSaving: false, error: nil)
  }

  private var host: ViewHost { driver.host }

  func type(_ text: String) async {
    await play("type", Scenario.quoted(text)) { _ = try host.type(text, into: AccessibilityID.Todo.field) }
  }

  func save() async { await play("save") { _ = try host.tap(AccessibilityID.Todo.save) } }
  func toggle() async { await play("toggle") { _ = try host.toggle(AccessibilityID.Todo.done) } }
  func delete() async { await play("delete") { _ = try host.tap(AccessibilityID.Todo.delete) } }
  /// The navigation stack's Back button.
  func back() async { await play("back") { _ = host.goBack() } }

  private func play(_ gesture: String, _ argument: @autoclosure () -> String? = nil, _ action: () throws -> Void)
    async
  {
    await driver.play(gesture, argument(), view: driver.todoView, action)
  }
}
