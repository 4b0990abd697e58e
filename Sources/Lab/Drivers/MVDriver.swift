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
      driver.retained = [ObservedObjects([profile, list, router], narrator: narrator)]
    }
    return driver
  }
  // snippet.end
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
