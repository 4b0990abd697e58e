// The hexagonal architecture as the engine plays it: the scripted server plugged into the hexagon's output ports.
// Lesson 04 reads it: to the hexagon, the lab is one more pair of adapters handed to the composition root.

import Hexagonal
import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-driver
/// Builds the hexagonal app over the scripted server, through its composition root.
@MainActor
final class HexagonalDriver: Driver {
  static let name = "hexagonal"
  static let summary = "Hexagonal: use cases and ports in a pure domain, adapters around it, one composition root"

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    profile = CompositionRoot.makeProfile(gateway: ScriptedServerProfileGateway(server: server))
    todos = CompositionRoot.makeTodos(
      repository: ScriptedServerTodoRepository(server: server), makeTodoID: makeTodoID)
  }
}

/// The scripted server as a ``ProfileGateway``.
private struct ScriptedServerProfileGateway: ProfileGateway {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile {
    try await server.fetchProfile()
  }
}

/// The scripted server as a ``TodoRepository``.
private struct ScriptedServerTodoRepository: TodoRepository {
  let server: ScriptedServer

  func fetchAll() async throws -> [Todo] {
    try await server.fetchTodos()
  }

  func save(_ todo: Todo) async throws {
    try await server.save(todo)
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await server.delete(ids)
  }
}
// snippet.end
