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

// The change each use case decides, one type each, so that a use case can carry out no change but its
// own. Each shows on the list as a ``TodoChange``; the use case alone talks to the port.

/// A todo ``AddTodo`` decided on, not stored yet.
public struct NewTodo: Equatable, Sendable {
  public let todo: Todo
  /// How the list shows it while it waits: at the end, saving.
  public var change: TodoChange { .add(todo) }
}

/// A todo ``ToggleTodo`` flipped, not saved yet.
public struct ToggledTodo: Equatable, Sendable {
  public let old: Todo
  public let new: Todo
  public var change: TodoChange { .update(from: old, to: new) }
}

/// A todo ``DeleteTodo`` takes off the list, not deleted yet.
public struct DeletedTodo: Equatable, Sendable {
  public let todo: Todo
  public var change: TodoChange { .remove([todo]) }
}

/// The done todos ``ClearCompletedTodos`` takes off the list, in one deletion not sent yet.
public struct ClearedTodos: Equatable, Sendable {
  public let todos: [Todo]
  public var change: TodoChange { .remove(todos) }
}
