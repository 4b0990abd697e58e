// Fakes of the hexagon's output ports for the presenter tests: each call waits on a FakeServer until the test answers.
// Lesson 07 reads them: the screen is checked while a change waits for its answer.

import HexagonalDomain
import SharedModel
import TestSupport

/// A ``ProfileGateway`` whose fetches the test answers.
@MainActor
final class FakeProfileGateway: ProfileGateway {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, Profile>

  init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("profile", answering: Profile.self, honoursCancellation: honoursCancellation)
  }

  func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

/// A ``TodoRepository`` whose fetches, saves and deletions the test answers.
@MainActor
final class FakeTodoRepository: TodoRepository {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, [Todo]>
  let saves: HeldEndpoint<Todo, Void>
  let deletions: HeldEndpoint<[Todo.ID], Void>

  init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("list", answering: [Todo].self, honoursCancellation: honoursCancellation)
    saves = server.endpoint("save", of: Todo.self)
    deletions = server.endpoint("delete", of: [Todo.ID].self)
  }

  func fetchAll() async throws -> [Todo] {
    try await fetches.receive(())
  }

  func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await deletions.receive(ids)
  }
}
