// Plugs the plain SwiftUI way into the engine: the app's models and its router, made once, as an `App` makes
// them and puts them in the environment of its root view, which the hosted driver plays as a UI test does.

import LabEngine
import LabLanguage
import LabNarration
import LabServer
import MV
import ScreenContract
import SharedModel
import SwiftUISubset

/// The MV app as the engine plays it: app-level models and a router in the environment of the root view.
@MainActor
enum MVDriver {
  static let architecture = Architecture(
    name: "mv", summary: "MV: the plain SwiftUI way, app-level @Observable models that views read and call",
    isShownByDefault: false
  ) { context in hosted(context, narrator: context.observer(Narrator.self)) }

  // snippet.mv-hosted
  /// The app: its models and router over the scripted server, put in the environment of the
  /// root view, as the `App` struct's `WindowGroup { AppView().environment(…) }` does.
  static func hosted(_ context: DriverContext, narrator: Narrator?) -> HostedDriver {
    let server = context.server
    let profile = ProfileModel(service: ScriptedServices(server: server, narrator: narrator, caller: "ProfileModel"))
    let list = TodosModel(
      service: ScriptedServices(server: server, narrator: narrator, caller: "TodosModel"),
      makeTodoID: context.makeTodoID)
    let router = Router()
    let root = AppView().environment(profile).environment(list).environment(router)
    let driver = HostedDriver(root, server: server, narrator: narrator)
    if let narrator {
      driver.retained = [
        ObservedState("ProfileModel", name: "", fields: .mvProfile, narrator: narrator) {
          ProfileModelProperties(profile)
        },
        ObservedState("TodosModel", name: "", fields: .mvTodos, narrator: narrator) { TodosModelProperties(list) },
        ObservedState("Router", name: "", fields: .mvRouter, narrator: narrator) { RouterProperties(router) },
      ]
    }
    return driver
  }
  // snippet.end
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

extension StateFields<RouterProperties> {
  /// MV's `Router`'s stored properties.
  static var mvRouter: Self {
    Self(.field("path", \.path), .field("waitingLink", \.waitingLink))
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
