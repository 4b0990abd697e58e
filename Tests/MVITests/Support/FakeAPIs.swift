// Fake servers for the MVI stores: every request waits in a HeldRequests until the test answers it.
// Used by the store and view tests (lesson 07).

import MVI
import SharedModel

/// A ``ProfileAPI`` whose fetches the test answers.
final class FakeProfileAPI: ProfileAPI {
  let fetches: HeldRequests<Void, Profile>

  init(fetches: HeldRequests<Void, Profile> = HeldRequests()) {
    self.fetches = fetches
  }

  func fetchProfile() async throws -> Profile {
    try await fetches.send(())
  }
}

/// A ``TodosAPI`` whose fetches, saves and deletions the test answers.
final class FakeTodosAPI: TodosAPI {
  let fetches: HeldRequests<Void, [Todo]>
  let saves: HeldRequests<Todo, Void>
  let deletions: HeldRequests<[Todo.ID], Void>

  init(
    fetches: HeldRequests<Void, [Todo]> = HeldRequests(),
    saves: HeldRequests<Todo, Void> = HeldRequests(),
    deletions: HeldRequests<[Todo.ID], Void> = HeldRequests()
  ) {
    self.fetches = fetches
    self.saves = saves
    self.deletions = deletions
  }

  func fetchTodos() async throws -> [Todo] {
    try await fetches.send(())
  }

  func save(_ todo: Todo) async throws {
    try await saves.send(todo)
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await deletions.send(ids)
  }
}

/// The failure a fake server answers with.
struct ServerDown: Error {}
