// DeleteTodo: the use case that deletes one todo.
// Lesson 04 reads it: when a deletion is allowed is a domain rule (T6).

import SharedModel

// snippet.hexagonal-delete-todo (T5)
/// Deletes one todo.
public struct DeleteTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The removal of todo `id`, or nil when the rules allow none: it must be
  /// shown, with no change of its own on its way (T6).
  public func change(_ id: Todo.ID, in list: TodoList) -> DeletedTodo? {
    guard list.canChange(id), let todo = list.todo(id) else { return nil }
    return DeletedTodo(todo: todo)
  }

  /// Deletes that todo, and only it.
  public func callAsFunction(_ deleted: DeletedTodo) async throws {
    try await repository.delete([deleted.todo.id])
  }
}
// snippet.end
