// TodoList: the user's todos in order, the entity the todo use cases hand to the screen.
// Lesson 04 reads it: an entity is a plain value with the rules of its own data, and no I/O.

import SharedModel

// snippet.hexagonal-todo-list
/// The user's todos, in the order they were first saved.
///
/// The domain's entities are the shared model's `Todo` and `Profile`: plain
/// values that import nothing. The seed article names its entity `Task`; here it
/// is `Todo`, because a `Task` type in the hexagon would shadow Swift's own
/// `Task`, and every `Task { }` that could see it would stop compiling.
///
/// Like the rest of the domain it needs nothing but the standard library: no
/// Foundation, no UI, no storage. That is what lets a test build one in a line.
public struct TodoList: Equatable, Sendable {
  /// The todos, in order.
  public private(set) var todos: [Todo]

  public init(_ todos: [Todo] = []) {
    self.todos = todos
  }

  /// How many todos are not done yet (T8).
  public var itemsLeft: Int {
    todos.count { !$0.isDone }
  }

  /// The todo with `id`, if the list holds it.
  public func todo(_ id: Todo.ID) -> Todo? {
    todos.first { $0.id == id }
  }

  /// Puts `todo` at the end of the list.
  public mutating func append(_ todo: Todo) {
    todos.append(todo)
  }

  /// Puts `todo` in the place of the todo with its id; does nothing if there is none.
  public mutating func replace(_ todo: Todo) {
    guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
    todos[index] = todo
  }

  /// Takes out the todos whose id is in `ids`, and returns them with the place each had.
  @discardableResult
  public mutating func remove(_ ids: some Sequence<Todo.ID>) -> [Removed] {
    let ids = Set(ids)
    let removed = todos.enumerated()
      .filter { ids.contains($0.element.id) }
      .map { Removed(todo: $0.element, position: $0.offset) }
    todos.removeAll { ids.contains($0.id) }
    return removed
  }

  /// Puts todos taken out by ``remove(_:)`` back where they were.
  ///
  /// Going from the first position to the last, each todo finds the neighbours
  /// it had before it, so several come back in place together (T5, T9).
  public mutating func restore(_ removed: [Removed]) {
    for entry in removed.sorted(by: { $0.position < $1.position }) {
      todos.insert(entry.todo, at: min(entry.position, todos.count))
    }
  }

  /// A todo taken out of the list, and the place it had.
  public struct Removed: Equatable, Sendable {
    public var todo: Todo
    public var position: Int

    public init(todo: Todo, position: Int) {
      self.todo = todo
      self.position = position
    }
  }
}
// snippet.end
