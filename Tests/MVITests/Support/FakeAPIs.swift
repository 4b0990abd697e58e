// Fake servers for the MVI stores: each request waits on a FakeServer until the test answers it.
// Used by the store and view tests (lesson 07).

import MVI
import SharedModel
import TestSupport

/// A ``ProfileAPI`` whose fetches the test answers.
@MainActor
final class FakeProfileAPI: ProfileAPI {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, Profile>

  /// - Parameter honoursCancellation: false plays a server that answers even after the client gave up.
  init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("profile", answering: Profile.self, honoursCancellation: honoursCancellation)
  }

  func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

/// A ``TodosAPI`` whose fetches, saves and deletions the test answers.
@MainActor
final class FakeTodosAPI: TodosAPI {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, [Todo]>
  let saves: HeldEndpoint<Todo, Void>
  let deletions: HeldEndpoint<[Todo.ID], Void>

  init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("list", answering: [Todo].self, honoursCancellation: honoursCancellation)
    saves = server.endpoint("save", of: Todo.self, honoursCancellation: honoursCancellation)
    deletions = server.endpoint("delete", of: [Todo.ID].self, honoursCancellation: honoursCancellation)
  }

  func fetchTodos() async throws -> [Todo] {
    try await fetches.receive(())
  }

  func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await deletions.receive(ids)
  }
}
