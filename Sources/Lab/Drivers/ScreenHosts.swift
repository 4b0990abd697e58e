// The screen hosts: the lab's stand-in for SwiftUI, which makes a view when its screen opens,
// drops it when the screen closes, and tells each gesture to the narrator when there is one.

import LabLanguage
import LabNarration
import ScreenContract
import SharedModel

/// How a host tells its gestures: to whom, under which view's name, with which calls.
@MainActor
struct Narration {
  let narrator: Narrator
  /// The view's name in the architecture, e.g. `TodosView`.
  let view: String
  /// For a gesture, whom the view calls and how, when that is worth telling.
  var calls: (String) -> (to: String, text: String)? = { _ in nil }

  func begin(_ gesture: String, _ argument: String? = nil) {
    narrator.beginGesture(gesture, argument: argument, view: view, call: calls(gesture))
  }
}

// snippet.screen-host
/// The Profile screen as SwiftUI would host it: one view for each time it is open.
///
/// A closed screen's view is gone; the next one is made over the same state,
/// which the app owns. What a closed screen shows is what that next view shows.
@MainActor
final class ProfileHost: ProfileUserInterface {
  private let makeView: () -> any ProfileUserInterface
  private var view: any ProfileUserInterface
  private let narration: Narration?

  init(narration: Narration?, makeView: @escaping () -> any ProfileUserInterface) {
    self.makeView = makeView
    self.narration = narration
    view = makeView()
  }

  var screen: ProfileScreen { view.screen }

  func open() async { await perform("open") { await $0.open() } }
  func refresh() async { await perform("refresh") { await $0.refresh() } }
  func retry() async { await perform("retry") { await $0.retry() } }

  func close() async {
    await perform("close") { await $0.close() }
    view = makeView()
  }

  private func perform(_ gesture: String, _ body: (any ProfileUserInterface) async -> Void) async {
    narration?.begin(gesture)
    await body(view)
    narration?.narrator.endGesture()
  }
}
// snippet.end

/// The Todos screen as SwiftUI would host it: one view for each time it is open.
@MainActor
final class TodosHost: TodosUserInterface {
  private let makeView: () -> any TodosUserInterface
  private var view: any TodosUserInterface
  private let narration: Narration?

  init(narration: Narration?, makeView: @escaping () -> any TodosUserInterface) {
    self.makeView = makeView
    self.narration = narration
    view = makeView()
  }

  var screen: TodosScreen { view.screen }
  /// The view of the screen now, for `archlab bench`, which watches its parts.
  var currentView: any TodosUserInterface { view }

  func open() async { await perform("open") { await $0.open() } }
  func retry() async { await perform("retry") { await $0.retry() } }
  func type(_ text: String) async { await perform("type", Scenario.quoted(text)) { await $0.type(text) } }
  func add() async { await perform("add") { await $0.add() } }
  func toggle(_ id: Todo.ID) async { await perform("toggle", title(of: id)) { await $0.toggle(id) } }
  func delete(_ id: Todo.ID) async { await perform("delete", title(of: id)) { await $0.delete(id) } }
  func clearCompleted() async { await perform("clear-completed") { await $0.clearCompleted() } }
  func filter(_ filter: TodosScreen.Filter) async {
    await perform("filter", filter.rawValue) { await $0.filter(filter) }
  }

  /// A tap on a row pushes its Todo screen; the list, covered, goes away as SwiftUI's
  /// `NavigationStack` makes a pushed view's parent disappear (N1, L1).
  func show(_ id: Todo.ID) async {
    await perform("show", title(of: id)) { view in
      await view.show(id)
      await view.close()
    }
  }

  func close() async {
    await perform("close") { await $0.close() }
    view = makeView()
  }

  /// A row's title as the narration names it; read only when there is a narration.
  private func title(of id: Todo.ID) -> String? {
    guard narration != nil else { return nil }
    return view.screen.rows.first { $0.id == id }.map { "“\($0.title)”" } ?? id.rawValue
  }

  private func perform(
    _ gesture: String, _ argument: @autoclosure () -> String? = nil, _ body: (any TodosUserInterface) async -> Void
  ) async {
    narration?.begin(gesture, argument())
    await body(view)
    narration?.narrator.endGesture()
  }
}

/// The Todo screen as SwiftUI would host it: a view for the todo on top of the Todos tab's stack, made
/// when that screen is pushed and kept until it is popped or replaced, so its own update code runs.
@MainActor
final class TodoHost: TodoUserInterface {
  /// What identifies the screen on top of the stack, as SwiftUI's `NavigationStack` tells its views apart
  /// (the todo's id, or its view model); nil when none is pushed.
  private let screenOnTop: () -> AnyHashable?
  private let makeView: () -> (any TodoUserInterface)?
  /// The view of the screen on top, with the identity it was made for.
  private var shown: (identity: AnyHashable, view: any TodoUserInterface)?
  private let narration: Narration?

  init(
    narration: Narration?, screenOnTop: @escaping () -> AnyHashable?,
    makeView: @escaping () -> (any TodoUserInterface)?
  ) {
    self.screenOnTop = screenOnTop
    self.makeView = makeView
    self.narration = narration
  }

  /// The view of the screen on top now: the one made at its push while its identity stays the same.
  private func current() -> (any TodoUserInterface)? {
    guard let identity = screenOnTop() else {
      shown = nil
      return nil
    }
    if let shown, shown.identity == identity { return shown.view }
    shown = makeView().map { (identity, $0) }
    return shown?.view
  }

  /// This host when a Todo screen is open, nil when none is.
  var ifOpen: (any TodoUserInterface)? { current() == nil ? nil : self }

  var screen: TodoScreen {
    current()?.screen
      ?? TodoScreen(id: Todo.ID(rawValue: ""), title: "", field: "", isDone: false, isSaving: false, error: nil)
  }

  func type(_ text: String) async { await perform("type", Scenario.quoted(text)) { await $0.type(text) } }
  func save() async { await perform("save") { await $0.save() } }
  func toggle() async { await perform("toggle") { await $0.toggle() } }
  func delete() async { await perform("delete") { await $0.delete() } }
  func back() async {
    await perform("back") { await $0.back() }
    shown = nil  // popped: a later push of the same todo is a new view
  }

  private func perform(
    _ gesture: String, _ argument: @autoclosure () -> String? = nil, _ body: (any TodoUserInterface) async -> Void
  ) async {
    guard let view = current() else { return }
    narration?.begin(gesture, argument())
    await body(view)
    narration?.narrator.endGesture()
  }
}

/// Where the app's links come in, as SwiftUI's `onOpenURL` hands each one over: told to the narrator
/// as the user's gesture on the app, then passed to the architecture's own entry for links.
@MainActor
struct LinkEntry {
  let narration: Narration?
  let follow: (String) async -> Void

  func open(_ link: String) async {
    narration?.begin("open", Scenario.quoted(link))
    await follow(link)
    narration?.narrator.endGesture()
  }
}
