// The whole MV app as the navigation and link tests play it: the app's models, router and scene, and
// each view made over them as SwiftUI would make it, the Todo screen from the router's path.

import MV
import ScreenContract
import SharedModel
import TestSupport

/// One running app, over fake services: what an `App` makes once and puts in the environment.
@MainActor
struct TestApp {
  let todosService = FakeTodosService()
  let profileService = FakeProfileService()
  let list: TodosModel
  let profile: ProfileModel
  let router = Router()
  let scene = SceneValues()

  init() {
    list = TodosModel(service: todosService, makeTodoID: TodoIDs().next)
    profile = ProfileModel(service: profileService)
  }

  /// An app whose list has loaded `todos`, its Todos screen open on the list.
  static func loaded(with todos: [Todo]) async -> TestApp {
    let app = TestApp()
    await app.todosService.server.run { await app.todosView().open() }
    await app.todosService.fetches.answer(1, with: .success(todos))
    return app
  }

  /// The root view, with the badge and `onOpenURL`.
  var root: AppView { AppView(profile: profile, list: list, router: router, scene: scene) }

  /// The list's view, as the Todos tab makes it.
  func todosView() -> TodosView { TodosView(list: list, router: router, scene: scene) }

  func profileView() -> ProfileView { ProfileView(model: profile, scene: scene) }

  /// The Todo screen on top of the stack, as the navigation destination makes it: nil when none is open.
  var todoView: TodoView? {
    router.top.flatMap { TodoView(id: $0, list: list, router: router, scene: scene) }
  }

  /// A tap on a row: its screen is pushed, and the list, covered, disappears (N1).
  func show(_ id: Todo.ID) async {
    let view = todosView()
    await view.show(id)
    await view.close()
  }
}
