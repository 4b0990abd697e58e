// The MVI binding: the scripted server behind MVI's own ProfileAPI and TodosAPI, and the two views.
// Lab wiring, outside the architecture; lesson 02 shows it as MVI's composition.

import MVI
import ScreenContract
import SharedModel

/// The MVI app as the engine plays it: one store per screen, each behind its view.
@MainActor
final class MVIDriver: Driver {
  static let name = "mvi"
  static let summary = "MVI: one State per screen, event Intents, a Store with a pure reducer and async effects"

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    let api = ScriptedServerAPI(server: server)
    profile = ProfileView(store: ProfileStore(api: api))
    todos = TodosView(store: TodosStore(api: api, makeTodoID: makeTodoID))
  }
}

/// The scripted server, seen through the APIs the MVI stores ask for.
private struct ScriptedServerAPI: ProfileAPI, TodosAPI {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile { try await server.fetchProfile() }
  func fetchTodos() async throws -> [Todo] { try await server.fetchTodos() }
  func save(_ todo: Todo) async throws { try await server.save(todo) }
  func delete(_ ids: [Todo.ID]) async throws { try await server.delete(ids) }
}
