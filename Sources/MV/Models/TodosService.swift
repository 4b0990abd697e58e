// Where todos are read and written: the one dependency of the app's TodosModel, injected so tests can fake it.

import SharedModel

/// Reads and writes the user's todos.
///
/// ``TodosModel`` receives one through its `init`: ``URLSessionTodosService``
/// in the app, a fake in tests.
public protocol TodosService: Sendable {
  /// Every todo, in the order they were first saved.
  func fetchTodos() async throws -> [Todo]
  /// Creates `todo`, or updates the one with its id.
  func save(_ todo: Todo) async throws
  /// Deletes every todo whose id is in `ids`, in one request.
  func delete(_ ids: [Todo.ID]) async throws
}
