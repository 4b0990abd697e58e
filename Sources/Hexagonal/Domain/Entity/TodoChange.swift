// TodoChange: one change the user makes to the list, as a value the domain can show, keep or undo.
// Lesson 04 reads it with TodoList: the use cases decide a change, the entity applies it.

import SharedModel

// snippet.hexagonal-todo-change
/// A change to the list that waits for the server's word.
///
/// It carries what undoing it needs: an update keeps the todo's old value, a
/// rename its old title, a removal the todos it removes.
public enum TodoChange: Equatable, Sendable {
  /// A new todo, at the end of the list (T3).
  case add(Todo)
  /// A todo whose value changes, such as its done mark (T4).
  case update(from: Todo, to: Todo)
  /// A todo whose title changes, and nothing else (N4): undoing it sets the old title back.
  case rename(Todo.ID, from: String, to: String)
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

/// A todo ``RenameTodo`` gave a new title, not saved yet.
public struct RenamedTodo: Equatable, Sendable {
  public let old: Todo
  public let new: Todo
  /// The title alone: a refusal gives the todo its old title back, whatever else it holds by then.
  public var change: TodoChange { .rename(old.id, from: old.title, to: new.title) }
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
