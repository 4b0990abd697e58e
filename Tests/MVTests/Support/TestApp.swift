// The whole MV app as its view tests play it: the models and the router an `App` makes once, put in the
// environment of the root view, mounted in a ViewHost and played as a UI test plays an app.

import Foundation
import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

/// One running app over fake services. Each gesture runs through the fake server of the service it
/// reaches, and returns once the work it started has ended or waits on an answer the test holds.
@MainActor
final class TestApp {
  let todosService = FakeTodosService()
  let profileService = FakeProfileService()
  let list: TodosModel
  let profile: ProfileModel
  let router = Router()
  let views: HostedViews
  var host: ViewHost { views.host }

  /// The app, mounted with its window covered: no screen is open yet.
  init() {
    list = TodosModel(service: todosService, makeTodoID: TodoIDs().next)
    profile = ProfileModel(service: profileService)
    views = HostedViews(
      covered: AppView().environment(profile).environment(list).environment(router), server: todosService.server)
  }

  /// An app whose list has loaded `todos`, the Todos tab on screen.
  static func loaded(with todos: [Todo]) async -> TestApp {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.todos)
    await app.todosService.fetches.answer(1, with: .success(todos))
    await app.host.settle()
    return app
  }

  /// Runs `action` as a gesture of `server`; returns when the work it started has ended or waits.
  func play(on server: FakeServer, _ action: @escaping @MainActor () throws -> Void) async {
    await views.play(on: server, action)
  }

  /// A gesture of the Todos tab.
  func todos(_ action: @escaping @MainActor () throws -> Void) async {
    await play(on: todosService.server, action)
  }

  /// Opens a tab: the window comes back on it, or a tap on it.
  func open(_ tab: String) async {
    let server = tab == AccessibilityID.Tab.profile ? profileService.server : todosService.server
    await play(on: server) { [host] in
      if host.isOnScreen { _ = try host.tap(tab) } else { try host.setOnScreen(true, showing: tab) }
    }
  }

  /// Follows a link, as the system hands it to the app's scene.
  func openLink(_ link: String, on server: FakeServer) async {
    await play(on: server) { [host] in host.openURL(URL(string: link)!) }
  }

  /// The element with this identifier, on screen or alive off it.
  func element(_ identifier: String) -> Element? { views.element(identifier) }

  /// The label of the element with this identifier.
  func text(_ identifier: String) -> String? { views.text(identifier) }

  /// The value of the control with this identifier: a field's text.
  func value(_ identifier: String) -> String? { views.value(identifier) }

  /// The rows' titles, in order.
  var rowTitles: [String] { views.rowTitles }

  /// The titles of the rows that show the saving mark.
  var savingRows: [String] { views.savingRows }

  /// The row of the todo `id`, to scope a gesture to.
  func row(_ id: Todo.ID) -> ElementScope { ElementScope(AccessibilityID.Todos.row, tag: id) }

  /// A tap on a row's Details: its Todo screen is pushed over the list.
  func show(_ id: Todo.ID) async {
    await todos { [host] in _ = try host.tap(AccessibilityID.Todos.rowShow, in: self.row(id)) }
  }
}
