// TodoList: the user's todos with the changes on their way, the entity the todo use cases work on.
// Lesson 04 reads it: an entity is a plain value with the rules of its own data, and no I/O.

import SharedModel

// snippet.hexagonal-todo-list
/// The user's todos, in the order the server keeps them, with the changes
/// made here shown at once while their answers are on their way.
///
/// Every change has the same life: ``apply(_:)`` shows it, then ``confirm(_:)``
/// keeps it or ``undo(_:)`` takes it back, whatever happened to the list in
/// between (T12). A removal only hides its todos until the server agrees, so a
/// refused one shows them again in the very place they had (T5, T9).
///
/// Like the rest of the domain it needs nothing but the standard library and
/// the shared model: no Foundation, no UI, no storage.
public struct TodoList: Equatable, Sendable {
  /// Every todo, in order, including those whose removal waits for an answer.
  public private(set) var todos: [Todo]
  /// The todos whose save is on its way: an addition, a toggle or a rename.
  public private(set) var saving: Set<Todo.ID> = []
  /// The todos whose removal is on its way: hidden, and kept in their place.
  public private(set) var deleting: Set<Todo.ID> = []

  public init(_ todos: [Todo] = []) {
    self.todos = todos
  }

  /// The todos the user sees, in order: all but those being removed.
  public var shown: [Todo] {
    // Nothing hidden: the stored array itself, shared and not copied (arrays are copy-on-write).
    todos.filter(withoutIDsIn: deleting)
  }

  /// How many todos shown are not done yet (T8).
  public var itemsLeft: Int {
    todos.countNotDone(withoutIDsIn: deleting)
  }

  /// The todo with `id`, if it is shown.
  public func todo(_ id: Todo.ID) -> Todo? {
    deleting.contains(id) ? nil : todos.todo(withID: id)
  }

  /// Whether the todo with `id` is shown and can take a change: none of its own is on its way (T6).
  public func canChange(_ id: Todo.ID) -> Bool {
    !saving.contains(id) && todo(id) != nil
  }

  /// The todos Clear completed removes: the done ones shown, with no change on their way (T9).
  public var completed: [Todo] {
    todos.filter { $0.isDone && !saving.contains($0.id) && !deleting.contains($0.id) }
  }
}
// snippet.end

// snippet.hexagonal-todo-list-changes (T3, T5, N4)
extension TodoList {
  /// Shows `change` at once: a new todo at the end, a todo with its new value or title, todos hidden.
  public mutating func apply(_ change: TodoChange) {
    switch change {
    case .add(let todo):
      todos.append(todo)
      saving.insert(todo.id)
    case .update(_, let new):
      replace(new)
      saving.insert(new.id)
    case .rename(let id, _, let new):
      retitle(id, new)
      saving.insert(id)
    case .remove(let removed):
      deleting.formUnion(removed.map(\.id))
    }
  }

  /// The server took `change`: its marks go, and removed todos leave the list for good.
  public mutating func confirm(_ change: TodoChange) {
    switch change {
    case .add(let todo), .update(_, let todo):
      saving.remove(todo.id)
    case .rename(let id, _, _):
      saving.remove(id)
    case .remove(let removed):
      let ids = Set(removed.map(\.id))
      deleting.subtract(ids)
      todos.removeAll(withIDsIn: ids)
    }
  }

  /// The server refused `change`: the list goes back to what it was before it, as it is now (T12).
  ///
  /// A new todo leaves the list; an updated one gets back its old value (set,
  /// never flipped again), a renamed one its old title; removed todos show
  /// again where they always were. A todo that a reload took away meanwhile
  /// stays away: nothing shows twice.
  public mutating func undo(_ change: TodoChange) {
    switch change {
    case .add(let todo):
      saving.remove(todo.id)
      todos.removeAll { $0.id == todo.id }
    case .update(let old, _):
      saving.remove(old.id)
      replace(old)
    case .rename(let id, let old, _):
      saving.remove(id)
      retitle(id, old)
    case .remove(let removed):
      deleting.subtract(removed.map(\.id))
    }
  }

  /// The list as the server holds it now (a load's answer), with the marks of
  /// changes still on their way kept: their answers apply to it when they come (T12).
  public mutating func reload(with loaded: [Todo]) {
    todos = loaded
  }

  /// Puts `todo` in the place of the todo with its id; does nothing if there is none.
  private mutating func replace(_ todo: Todo) {
    guard let index = todos.index(of: todo.id) else { return }
    todos[index] = todo
  }

  /// Gives the todo with `id` the title `title`, and changes nothing else; does nothing if there is none.
  private mutating func retitle(_ id: Todo.ID, _ title: String) {
    guard let index = todos.index(of: id) else { return }
    todos[index].title = title
  }
}
// snippet.end
