// ClearCompletedTodos: the use case that deletes every completed todo in one request.
// Lesson 04 reads it: "which todos are completed" and "nothing to clear sends nothing" are domain rules.

import SharedModel

// snippet.hexagonal-clear-completed-todos
/// Deletes the completed todos, all in one request (T9).
public struct ClearCompletedTodos: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The removal of every todo of ``TodoList/completed``, or nil when there is
  /// none: nothing to clear sends nothing.
  public func change(in list: TodoList) -> ClearedTodos? {
    let completed = list.completed
    return completed.isEmpty ? nil : ClearedTodos(todos: completed)
  }

  /// Deletes those todos, with one request.
  public func callAsFunction(_ cleared: ClearedTodos) async throws {
    try await repository.delete(cleared.todos.map(\.id))
  }
}
// snippet.end
