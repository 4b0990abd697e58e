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

  /// The todos of `todos` that Clear completed removes: the done ones, in order. Nothing is stored.
  public func completed(in todos: [Todo]) -> [Todo] {
    todos.filter(\.isDone)
  }

  /// Deletes `completed`, as ``completed(in:)`` chose them, with one request; none sends nothing.
  public func callAsFunction(_ completed: [Todo]) async throws {
    guard !completed.isEmpty else { return }
    try await repository.delete(completed.map(\.id))
  }
}
// snippet.end
