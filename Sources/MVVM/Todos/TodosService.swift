// The Todos view model's one dependency: where todos are read and written.
// Injected like ProfileService (lesson 05 lists it); tests inject a fake.

import SharedModel

/// Reads and writes the user's todos.
///
/// The view model receives one through its `init`: ``URLSessionTodosService``
/// in the app, ``InMemoryTodosService`` in previews, a fake in tests.
public protocol TodosService: Sendable {
  /// Every todo, in the order they were first saved.
  func fetchTodos() async throws -> [Todo]
  /// Creates `todo`, or updates the one with its id.
  func save(_ todo: Todo) async throws
  /// Deletes every todo whose id is in `ids`, in one request.
  func delete(_ ids: [Todo.ID]) async throws
}
