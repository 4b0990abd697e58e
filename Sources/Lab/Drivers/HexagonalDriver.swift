// The hexagonal architecture as the engine plays it: the scripted server plugged into the hexagon's output ports.
// Lesson 04 reads it: to the hexagon, the lab is one more pair of adapters handed to the composition root.

import Hexagonal
import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-driver
/// Builds the hexagonal app over the scripted server, through its composition root.
///
/// The adapters it hands over decorate the scripted server: each port call is
/// told to the narrator on its way through. The hexagon can't tell the
/// difference, and that is the point of a port: anything that honours the
/// protocol can stand behind it, a decorator included.
@MainActor
final class HexagonalDriver: Driver {
  static let name = "hexagonal"
  static let summary = "Hexagonal: use cases and ports in a pure domain, adapters around it, one composition root"

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    let presenter = CompositionRoot.makeProfile(
      gateway: ScriptedServerProfileGateway(server: server, narrator: narrator))
    let todosPresenter = CompositionRoot.makeTodos(
      repository: ScriptedServerTodoRepository(server: server, narrator: narrator), makeTodoID: makeTodoID)
    profile = NarratedProfile(presenter, view: "ProfilePresenter", narrator: narrator)
    todos = NarratedTodos(todosPresenter, view: "TodosPresenter", narrator: narrator)
  }
}

/// The scripted server as a ``ProfileGateway``.
private struct ScriptedServerProfileGateway: ProfileGateway {
  let server: ScriptedServer
  let narrator: Narrator

  func fetchProfile() async throws -> Profile {
    try await narrator.port("ProfilePresenter", "LoadProfile", "ProfileGateway.fetchProfile()") {
      try await server.fetchProfile()
    }
  }
}

/// The scripted server as a ``TodoRepository``.
private struct ScriptedServerTodoRepository: TodoRepository {
  let server: ScriptedServer
  let narrator: Narrator

  func fetchAll() async throws -> [Todo] {
    try await narrator.port("TodosPresenter", "LoadTodos", "TodoRepository.fetchAll()") {
      try await server.fetchTodos()
    }
  }

  func save(_ todo: Todo) async throws {
    let useCase = await narrator.currentGesture == "toggle" ? "ToggleTodo" : "AddTodo"
    try await narrator.port(
      "TodosPresenter", useCase, "TodoRepository.save(\(todo.narration))"
    ) {
      try await server.save(todo)
    }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    let useCase = await narrator.currentGesture == "clear-completed" ? "ClearCompletedTodos" : "DeleteTodo"
    try await narrator.port(
      "TodosPresenter", useCase, "TodoRepository.delete(\(ids.count) ids)"
    ) {
      try await server.delete(ids)
    }
  }
}
// snippet.end

extension Narrator {
  /// Tells a use case running, then its call through a port to the server and the answer.
  fileprivate func port<Answer: Narratable>(
    _ presenter: String, _ useCase: String, _ call: String, _ request: () async throws -> Answer
  ) async throws -> Answer {
    tell(.message(presenter, useCase, "run"))
    return try await relay(useCase, call, request)
  }

  /// Tells a use case running, then its call through a port to the server and whether it succeeded.
  fileprivate func port(
    _ presenter: String, _ useCase: String, _ call: String, _ request: () async throws -> Void
  ) async throws {
    tell(.message(presenter, useCase, "run"))
    try await relay(useCase, call, request)
  }
}
