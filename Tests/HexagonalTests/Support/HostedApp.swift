// HostedApp: the hexagonal app's root view mounted in a ViewHost over fake ports, played as a UI test
// plays an app: each gesture a tap, a keystroke or a pull on an element found by accessibility
// identifier, each screen read back from what the views rendered.

import Foundation
import Hexagonal
import HexagonalPresentation
import ScreenContract
import ScreenReading
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
  let navigator: TodosNavigator
  var presenter: TodosPresenter { navigator.list }
  let views: HostedViews
  var host: ViewHost { views.host }

  /// The app over fake ports, or over the presenters given, which the composition root built over other adapters.
  init(profile: ProfilePresenter? = nil, todos: TodosNavigator? = nil) {
    gateway = FakeProfileGateway()
    repository = FakeTodoRepository()
    profilePresenter = profile ?? CompositionRoot.makeProfilePresenter(gateway: gateway)
    navigator = todos ?? CompositionRoot.makeTodosNavigator(repository: repository, makeTodoID: TodoIDs().next)
    views = HostedViews(
      covered: CompositionRoot.makeAppView(profile: profilePresenter, todos: navigator), server: repository.server)
  }

  /// Runs `action` as a gesture of `server`; returns when the work it started has ended or waits.
  func play(on server: FakeServer, _ action: @escaping @MainActor () throws -> Void) async {
    await views.play(on: server, action)
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
  func element(_ identifier: String) -> Element? { views.element(identifier) }

  // MARK: - The screens, read from what the views rendered, as the lab reads them

  var badge: Int? { views.screens.badge }
  var profileScreen: ProfileScreen { views.screens.profile }
  var todosScreen: TodosScreen { views.screens.todos }
  /// The Todo screen pushed over the list, nil when none is.
  var todoScreen: TodoScreen? { views.screens.todo }
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
