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

  /// Takes the todo `id` off `output`'s list at once, then deletes it: kept, refused, or nil if not allowed.
  @MainActor
  public func callAsFunction(_ id: Todo.ID, on output: some TodoListOutput) async -> ChangeOutcome<DeletedTodo>? {
    guard let deleted = output.decide({ change(id, in: $0) }) else { return nil }
    let accepted = await output.send(deleted.change) { [repository] in try await repository.delete([deleted.todo.id]) }
    return ChangeOutcome(deleted, accepted: accepted)
  }
}
// snippet.end
