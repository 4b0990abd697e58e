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

  /// Takes those todos off `output`'s list at once, and deletes them with one request; what became of
  /// the deletion, or nil when there is nothing to clear.
  @MainActor
  public func callAsFunction(on output: some TodoListOutput) async -> ChangeOutcome<ClearedTodos>? {
    guard let cleared = output.decide({ change(in: $0) }) else { return nil }
    let ids = cleared.todos.map(\.id)
    let accepted = await output.send(cleared.change) { [repository] in try await repository.delete(ids) }
    return ChangeOutcome(cleared, accepted: accepted)
  }
}
// snippet.end
