// Fake services for the MVVM view models: each request waits on a FakeServer until the test answers it.
// Read in lesson 07 (testing), with the view model tests that use them.

import MVVM
import SharedModel
import TestSupport

/// A ``ProfileService`` for tests: each fetch waits until the test answers it.
@MainActor
final class FakeProfileService: ProfileService {
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

/// A ``TodosService`` for tests: each request waits until the test answers it.
@MainActor
final class FakeTodosService: TodosService {
  let server = FakeServer()
  let lists: HeldEndpoint<Void, [Todo]>
  let saves: HeldEndpoint<Todo, Void>
  let deletions: HeldEndpoint<[Todo.ID], Void>

  init(honoursCancellation: Bool = true) {
    lists = server.endpoint("list", answering: [Todo].self, honoursCancellation: honoursCancellation)
    saves = server.endpoint("save", of: Todo.self)
    deletions = server.endpoint("delete", of: [Todo.ID].self)
  }

  func fetchTodos() async throws -> [Todo] {
    try await lists.receive(())
  }

  func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await deletions.receive(ids)
  }
}
