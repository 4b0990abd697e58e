// Plugs the plain SwiftUI way into the engine: the app's models, its router and its scene, made once, as an
// `App` would make them and put them in the environment, and a view per opening over them.

import LabEngine
import LabLanguage
import LabNarration
import LabServer
import MV
import ScreenContract
import SharedModel

/// The MV app as the engine plays it: app-level models, a router and a scene, kept by the app, read by views.
@MainActor
final class MVDriver: Driver {
  static let architecture = Architecture(
    name: "mv", summary: "MV: the plain SwiftUI way, app-level @Observable models that views read and call",
    isShownByDefault: false
  ) { context in MVDriver(context, narrator: context.observer(Narrator.self)) }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  /// The Todo screen, drawn for the todo on top of the router's path.
  private let todoHost: TodoHost
  /// The root view, with the badge and `onOpenURL`.
  private let app: AppView
  private let linkNarration: Narration?
  private var observers: [AnyObject] = []

  var todo: (any TodoUserInterface)? { todoHost.ifOpen }
  var badge: Int? { app.badge }

  func open(_ link: String) async {
    linkNarration?.begin("link", Scenario.quoted(link))
    await app.open(link)
    linkNarration?.narrator.endGesture()
  }

  init(_ context: DriverContext, narrator: Narrator?) {
    let server = context.server
    let profileModel = ProfileModel(
      service: ScriptedServices(server: server, narrator: narrator, caller: "ProfileModel"))
    let todosModel = TodosModel(
      service: ScriptedServices(server: server, narrator: narrator, caller: "TodosModel"),
      makeTodoID: context.makeTodoID)
    let router = Router()
    let scene = SceneValues()
    profile = ProfileHost(
      narration: narrator.map { Narration(narrator: $0, view: "ProfileView", calls: Self.profileCalls) }
    ) {
      ProfileView(model: profileModel, scene: scene)
    }
    todos = TodosHost(narration: narrator.map { Narration(narrator: $0, view: "TodosView", calls: Self.todosCalls) }) {
      TodosView(list: todosModel, router: router, scene: scene)
    }
    todoHost = TodoHost(
      narration: narrator.map { Narration(narrator: $0, view: "TodoView", calls: Self.todoCalls) },
      screenOnTop: { router.top },
      makeView: { router.top.flatMap { TodoView(id: $0, list: todosModel, router: router, scene: scene) } })
    app = AppView(profile: profileModel, list: todosModel, router: router, scene: scene)
    linkNarration = narrator.map { Narration(narrator: $0, view: "AppView") }
    if let narrator {
      observers = [
        ObservedState("ProfileModel", name: "", fields: .mvProfile, narrator: narrator) {
          ProfileModelProperties(profileModel)
        },
        ObservedState("TodosModel", name: "", fields: .mvTodos, narrator: narrator) {
          TodosModelProperties(todosModel)
        },
        ObservedState("ProfileView", name: "scene", fields: .mvProfileScene, narrator: narrator) {
          ProfileSceneValues(scene)
        },
        ObservedState("TodosView", name: "scene", fields: .mvTodosScene, narrator: narrator) {
          TodosSceneValues(scene)
        },
        ObservedState("Router", name: "", fields: .mvRouter, narrator: narrator) { RouterProperties(router) },
        ObservedState("TodoView", name: "scene", fields: .mvTodoScene, narrator: narrator) {
          TodoSceneValues(scene)
        },
      ]
    }
  }

  /// Which model call each Profile gesture makes; the rest the view does on its own.
  private static func profileCalls(_ gesture: String) -> (to: String, text: String)? {
    let methods = [
      "open": "fetch(), if nothing is shown or on its way", "refresh": "fetch()", "retry": "fetch()",
      "close": "stopFetching()",
    ]
    return methods[gesture].map { ("ProfileModel", $0) }
  }

  /// Which model call each Todos gesture makes; typing and filtering stay in the view.
  private static func todosCalls(_ gesture: String) -> (to: String, text: String)? {
    if gesture == "show" { return ("Router", "path = [id]") }
    let methods = [
      "open": "load(), if nothing is shown or on its way", "retry": "load()", "add": "add(_:)", "toggle": "toggle(_:)",
      "delete": "delete(_:)",
      "clear-completed": "clearCompleted()", "close": "stopLoading()",
    ]
    return methods[gesture].map { ("TodosModel", $0) }
  }

  /// Which call each Todo gesture makes: the list's model for changes, the router for Back.
  private static func todoCalls(_ gesture: String) -> (to: String, text: String)? {
    let methods = [
      "save": "rename(_:to:), if the title is valid and new", "toggle": "toggle(_:)", "delete": "delete(_:)",
    ]
    if gesture == "back" { return ("Router", "path.removeLast()") }
    return methods[gesture].map { ("TodosModel", $0) }
  }
}

/// The Profile model's stored properties, read together so the narrator can tell which of them changed.
struct ProfileModelProperties: Equatable {
  var profile: Profile?
  var isFetching: Bool

  @MainActor
  init(_ model: ProfileModel) {
    profile = model.profile
    isFetching = model.isFetching
  }
}

/// The Todos model's stored properties, read together.
struct TodosModelProperties: Equatable {
  var todos: [Todo]
  var saving: Set<Todo.ID>
  var deleting: Set<Todo.ID>
  var isLoading: Bool
  var hasLoaded: Bool

  @MainActor
  init(_ model: TodosModel) {
    todos = model.todos
    saving = model.saving
    deleting = model.deleting
    isLoading = model.isLoading
    hasLoaded = model.hasLoaded
  }
}

/// What the Profile view keeps in the scene, read through the same keys.
struct ProfileSceneValues: Equatable {
  var error: String?

  @MainActor
  init(_ scene: SceneValues) {
    error = SceneStorage<String?>(wrappedValue: nil, ProfileView.Key.error, in: scene).wrappedValue
  }
}

/// What the Todos view keeps in the scene, read through the same keys.
struct TodosSceneValues: Equatable {
  var field: String
  var filter: TodosScreen.Filter
  var error: String?

  @MainActor
  init(_ scene: SceneValues) {
    field = SceneStorage(wrappedValue: "", TodosView.Key.field, in: scene).wrappedValue
    filter = SceneStorage(wrappedValue: TodosScreen.Filter.all, TodosView.Key.filter, in: scene).wrappedValue
    error = SceneStorage<String?>(wrappedValue: nil, TodosView.Key.error, in: scene).wrappedValue
  }
}

/// The router's stored properties, read together.
struct RouterProperties: Equatable {
  var path: [Todo.ID]
  var waitingLink: Todo.ID?

  @MainActor
  init(_ router: Router) {
    path = router.path
    waitingLink = router.waitingLink
  }
}

/// What the Todo view keeps in the scene, read through the same keys.
struct TodoSceneValues: Equatable {
  var field: String
  var typedSinceSave: Bool

  @MainActor
  init(_ scene: SceneValues) {
    field = SceneStorage(wrappedValue: "", TodoView.Key.field, in: scene).wrappedValue
    typedSinceSave = SceneStorage(wrappedValue: false, TodoView.Key.typedSinceSave, in: scene).wrappedValue
  }
}

extension StateFields<RouterProperties> {
  /// MV's `Router`'s stored properties.
  static var mvRouter: Self {
    Self(.field("path", \.path), .field("waitingLink", \.waitingLink))
  }
}

extension StateFields<TodoSceneValues> {
  /// What MV's `TodoView` keeps in the scene.
  static var mvTodoScene: Self {
    Self(.field("field", \.field), .field("typedSinceSave", \.typedSinceSave))
  }
}

/// The scripted server as the models' services.
private struct ScriptedServices: ProfileService, TodosService {
  let server: ScriptedServer
  let narrator: Narrator?
  /// The model whose calls these are.
  let caller: String

  func fetchProfile() async throws -> Profile {
    try await narrator.relay(caller, "ProfileService.fetchProfile()") { try await server.fetchProfile() }
  }

  func fetchTodos() async throws -> [Todo] {
    try await narrator.relay(caller, "TodosService.fetchTodos()") { try await server.fetchTodos() }
  }

  func save(_ todo: Todo) async throws {
    try await narrator.relay(caller, "TodosService.save(\(todo.narration))") { try await server.save(todo) }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await narrator.relay(caller, "TodosService.delete(\(ids.count) ids)") { try await server.delete(ids) }
  }
}
