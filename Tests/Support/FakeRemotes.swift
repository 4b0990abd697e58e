// The remote end every architecture's tests talk to, defined once: each architecture's tests make it
// conform to their own port (`TodosAPI`, `TodosService`, `TodoRepository`...) in one line, so the fakes
// cannot drift apart. Each request waits on a FakeServer until the test answers it (lesson 07).

import SharedModel

/// A profile server whose fetches the test answers.
@MainActor
public final class FakeProfileRemote {
  public let server = FakeServer()
  public let fetches: HeldEndpoint<Void, Profile>

  /// - Parameter honoursCancellation: false plays a server that answers even after the client gave up.
  public init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("profile", answering: Profile.self, honoursCancellation: honoursCancellation)
  }

  public func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

/// A todos server whose fetches, saves and deletions the test answers.
@MainActor
public final class FakeTodosRemote {
  public let server = FakeServer()
  public let fetches: HeldEndpoint<Void, [Todo]>
  public let saves: HeldEndpoint<Todo, Void>
  public let deletions: HeldEndpoint<[Todo.ID], Void>

  /// - Parameter honoursCancellation: false plays a server that answers every request, fetch, save or
  ///   deletion, even after the client gave up.
  public init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("list", answering: [Todo].self, honoursCancellation: honoursCancellation)
    saves = server.endpoint("save", of: Todo.self, honoursCancellation: honoursCancellation)
    deletions = server.endpoint("delete", of: [Todo.ID].self, honoursCancellation: honoursCancellation)
  }

  public func fetchTodos() async throws -> [Todo] {
    try await fetches.receive(())
  }

  public func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }

  public func delete(_ ids: [Todo.ID]) async throws {
    try await deletions.receive(ids)
  }
}
