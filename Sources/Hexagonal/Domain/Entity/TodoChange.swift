// TodoChange: one change the user makes to the list, as a value the domain can show, keep or undo.
// Lesson 04 reads it with TodoList: the use cases decide a change, the entity applies it.

import SharedModel

// snippet.hexagonal-todo-change
/// A change to the list that waits for the server's word.
///
/// It carries what undoing it needs: an update keeps the todo's old value, a
/// removal the todos it removes.
public enum TodoChange: Equatable, Sendable {
  /// A new todo, at the end of the list (T3).
  case add(Todo)
  /// A todo whose value changes, such as its done mark (T4).
  case update(from: Todo, to: Todo)
  /// Todos taken off the list, in one request (T5, T9).
  case remove([Todo])
}
// snippet.end

extension TodoChange {
  /// Sends the change through `repository`: a save for an addition or an update, one deletion for a removal.
  func store(in repository: any TodoRepository) async throws {
    switch self {
    case .add(let todo), .update(_, let todo):
      try await repository.save(todo)
    case .remove(let todos):
      try await repository.delete(todos.map(\.id))
    }
  }
}
