// HostedApp: the hexagonal app's root view mounted in a ViewHost over fake ports, played as a UI test
// plays an app: each gesture a tap, a keystroke or a pull on an element found by accessibility
// identifier, each screen read back from what the views rendered.

import Foundation
import Hexagonal
import HexagonalPresentation
import ScreenContract
import SharedModel
import TestSupport
import Testing

/// The app as the composition root makes it, over a fake gateway and a fake repository, mounted
/// with its window covered, as an app before its first screen shows.
///
/// Each gesture runs through the fake server its requests go to, and returns once the work it
/// started has ended or waits on an answer the test holds, as `server.run` promises.
@MainActor
final class HostedApp {
  let gateway: FakeProfileGateway
  let repository: FakeTodoRepository
  let profilePresenter: ProfilePresenter
  let presenter: TodosPresenter
  let host: ViewHost
  private var group = 0

  /// The app over fake ports, or over the presenters given, which the composition root built over other adapters.
  init(profile: ProfilePresenter? = nil, todos: TodosPresenter? = nil) {
    gateway = FakeProfileGateway()
    repository = FakeTodoRepository()
    profilePresenter = profile ?? CompositionRoot.makeProfilePresenter(gateway: gateway)
    presenter = todos ?? CompositionRoot.makeTodosPresenter(repository: repository, makeTodoID: TodoIDs().next)
    host = ViewHost(CompositionRoot.makeAppView(profile: profilePresenter, todos: presenter), onScreen: false)
    // The fake servers tell the test what waits on them; the host only renders, and never waits.
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// Runs `action` as a gesture of `server`; returns when the work it started has ended or waits.
  func play(on server: FakeServer, _ action: @escaping @MainActor () throws -> Void) async {
    group += 1
    let group = group
    await server.run { [self] in
      await WorkGroup.$current.withValue(group) {
        #expect(throws: Never.self) { try action() }
        while true {
          await host.settle()
          let seen = host.progress
          guard host.hasLiveWork(inGroup: group) else { return }
          await host.waitForProgress(after: seen)
        }
      }
    }
    await host.settle()
  }

  /// A tab's screen opens: a tap on its tab, or the window coming back on it.
  func open(tab: String, on server: FakeServer) async {
    await play(on: server) { [host] in
      if host.isOnScreen { _ = try host.tap(tab) } else { try host.setOnScreen(true, showing: tab) }
    }
  }

  /// A tab's screen goes away with no other coming: the window is covered, if that tab is on screen.
  func close(tab: String) async {
    await play(on: repository.server) { [host] in
      guard host.isOnScreen, host.tree.element(identifier: tab)?.isSelected == true else { return }
      try host.setOnScreen(false)
    }
  }

  /// The system hands the app a link: the window comes back on the link's tab if it was covered, and
  /// the scene's `onOpenURL` gets it.
  func open(link: String) async {
    let target = AppLink(link)
    await play(on: target == .profile ? gateway.server : repository.server) { [host] in
      if !host.isOnScreen, let target {
        try host.setOnScreen(
          true, showing: target == .profile ? AccessibilityID.Tab.profile : AccessibilityID.Tab.todos)
      }
      // A link is text; the system hands it over as a URL, percent-encoding what a URL can't hold.
      if let url = URL(string: link.replacingOccurrences(of: "%", with: "%25")) { host.openURL(url) }
    }
  }

  /// The element with this identifier, on screen or alive off it.
  func element(_ identifier: String) -> Element? {
    host.tree.element(identifier: identifier)
  }

  /// The Todos tab's badge: the number it shows, nil when it shows none.
  var badge: Int? {
    element(AccessibilityID.Tab.todos)?.badge.flatMap { Int($0) }
  }

  // MARK: - The screens, read from what the views rendered

  var profileScreen: ProfileScreen {
    guard let screen = element(AccessibilityID.Profile.screen) else { return ProfileScreen() }
    return ProfileScreen(
      isLoading: screen.element(identifier: AccessibilityID.Profile.loading) != nil,
      name: screen.element(identifier: AccessibilityID.Profile.name)?.label,
      email: screen.element(identifier: AccessibilityID.Profile.email)?.label,
      error: screen.element(identifier: AccessibilityID.Profile.error)?.label)
  }

  var todosScreen: TodosScreen {
    guard let screen = element(AccessibilityID.Todos.screen) else { return TodosScreen() }
    let rows = screen.allElements.filter { $0.identifier == AccessibilityID.Todos.row }.map { row in
      TodosScreen.Row(
        id: row.tag?.base as? Todo.ID ?? Todo.ID(rawValue: ""),
        title: row.element(identifier: AccessibilityID.Todos.rowTitle)?.label ?? "",
        isDone: row.element(identifier: AccessibilityID.Todos.rowDone)?.value == "on",
        isSaving: row.element(identifier: AccessibilityID.Todos.rowSaving) != nil)
    }
    let counter = screen.element(identifier: AccessibilityID.Todos.counter)?.label ?? ""
    return TodosScreen(
      isLoading: screen.element(identifier: AccessibilityID.Todos.loading) != nil, rows: rows,
      itemsLeft: Int(counter.prefix { $0.isNumber }) ?? 0,
      filter: screen.element(identifier: AccessibilityID.Todos.filter)?.value.flatMap(TodosScreen.Filter.init)
        ?? .all,
      field: screen.element(identifier: AccessibilityID.Todos.field)?.value ?? "",
      error: screen.element(identifier: AccessibilityID.Todos.error)?.label)
  }

  /// The Todo screen pushed over the list, nil when none is.
  var todoScreen: TodoScreen? {
    guard let screen = element(AccessibilityID.Todo.screen) else { return nil }
    return TodoScreen(
      id: screen.tag?.base as? Todo.ID ?? Todo.ID(rawValue: ""),
      title: screen.element(identifier: AccessibilityID.Todo.title)?.label ?? "",
      field: screen.element(identifier: AccessibilityID.Todo.field)?.value ?? "",
      isDone: screen.element(identifier: AccessibilityID.Todo.done)?.value == "on",
      isSaving: screen.element(identifier: AccessibilityID.Todo.saving) != nil,
      error: screen.element(identifier: AccessibilityID.Todo.error)?.label)
  }
}

/// The Profile screen, played through the app's views.
@MainActor
struct HostedProfile {
  let app: HostedApp

  var screen: ProfileScreen { app.profileScreen }

  func open() async { await app.open(tab: AccessibilityID.Tab.profile, on: app.gateway.server) }

  func refresh() async {
    await app.play(on: app.gateway.server) { [host = app.host] in
      try host.pullToRefresh(AccessibilityID.Profile.screen)
    }
  }

  func retry() async { await tap(AccessibilityID.Profile.retry) }
  func close() async { await app.close(tab: AccessibilityID.Tab.profile) }

  private func tap(_ identifier: String) async {
    await app.play(on: app.gateway.server) { [host = app.host] in _ = try host.tap(identifier) }
  }
}

/// The Todos screen, played through the app's views.
@MainActor
struct HostedList {
  let app: HostedApp

  var screen: TodosScreen { app.todosScreen }

  func open() async { await app.open(tab: AccessibilityID.Tab.todos, on: app.repository.server) }
  func retry() async { await play { try $0.tap(AccessibilityID.Todos.retry) } }
  func type(_ text: String) async { await play { try $0.type(text, into: AccessibilityID.Todos.field) } }
  func add() async { await play { try $0.tap(AccessibilityID.Todos.add) } }
  func toggle(_ id: Todo.ID) async { await play { try $0.toggle(AccessibilityID.Todos.rowDone, in: row(id)) } }
  func delete(_ id: Todo.ID) async { await play { try $0.tap(AccessibilityID.Todos.rowDelete, in: row(id)) } }
  func clearCompleted() async { await play { try $0.tap(AccessibilityID.Todos.clearCompleted) } }
  func filter(_ filter: TodosScreen.Filter) async {
    await play { try $0.pick(filter, in: AccessibilityID.Todos.filter) }
  }
  /// A tap on a row's link: its Todo screen is pushed, and the list, covered, goes away (N1).
  func show(_ id: Todo.ID) async { await play { try $0.tap(AccessibilityID.Todos.rowShow, in: row(id)) } }
  func close() async { await app.close(tab: AccessibilityID.Tab.todos) }

  private func row(_ id: Todo.ID) -> ElementScope { ElementScope(AccessibilityID.Todos.row, tag: id) }

  private func play(_ action: @escaping @MainActor (ViewHost) throws -> Bool) async {
    await app.play(on: app.repository.server) { [host = app.host] in _ = try action(host) }
  }
}

/// The Todo screen on top of the Todos tab's stack, played through the app's views.
@MainActor
struct HostedTodo {
  let app: HostedApp

  var screen: TodoScreen {
    app.todoScreen ?? TodoScreen(id: "", title: "", field: "", isDone: false, isSaving: false, error: nil)
  }

  func type(_ text: String) async { await play { try $0.type(text, into: AccessibilityID.Todo.field) } }
  func save() async { await play { try $0.tap(AccessibilityID.Todo.save) } }
  func toggle() async { await play { try $0.toggle(AccessibilityID.Todo.done) } }
  func delete() async { await play { try $0.tap(AccessibilityID.Todo.delete) } }
  /// The navigation stack's Back button.
  func back() async { await play { $0.goBack() } }

  private func play(_ action: @escaping @MainActor (ViewHost) throws -> Bool) async {
    await app.play(on: app.repository.server) { [host = app.host] in _ = try action(host) }
  }
}
