// A fake todos service whose answers the test sends, in any order, and which records what it was sent.
// Read in lesson 07 (testing), with the view model tests that use it.

import MVVM
import SharedModel

/// A ``TodosService`` for tests: each request waits until the test answers it.
@MainActor
final class ControlledTodosService: TodosService {
  let lists: ControlledRequests<[Todo]>
  let saves = ControlledRequests<Void>()
  let deletions = ControlledRequests<Void>()
  /// Every todo sent to `save`, in order.
  private(set) var saved: [Todo] = []
  /// The ids of every `delete` request, in order.
  private(set) var deleted: [[Todo.ID]] = []

  init(honoursCancellation: Bool = true) {
    lists = ControlledRequests(honoursCancellation: honoursCancellation)
  }

  func fetchTodos() async throws -> [Todo] {
    try await lists.receive()
  }

  func save(_ todo: Todo) async throws {
    await recordSave(todo)
    try await saves.receive()
  }

  func delete(_ ids: [Todo.ID]) async throws {
    await recordDeletion(ids)
    try await deletions.receive()
  }

  // The requirements above run where their caller runs; the records live on the main actor.

  private func recordSave(_ todo: Todo) { saved.append(todo) }
  private func recordDeletion(_ ids: [Todo.ID]) { deleted.append(ids) }
}
