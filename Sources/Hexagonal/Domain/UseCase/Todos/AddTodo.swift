// AddTodo: the use case that decides a new todo from what the user typed, then stores it.
// Lesson 04 reads it: the title rules are the domain's decision, made before anything is stored.

import SharedModel

// snippet.hexagonal-add-todo (T3)
/// Adds a todo at the end of the list.
///
/// It comes in two steps. ``change(titled:id:)`` decides the new todo,
/// synchronously and without I/O; calling the use case stores it. A screen can
/// show the todo between the two steps: that choice belongs to the
/// presentation, while what a valid new todo is belongs here.
public struct AddTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The todo the user means by `text`: the title as the title rules return it, a new id, not done.
  ///
  /// Nothing is stored. The id is made only once the title has passed, so a
  /// refused title uses none.
  ///
  /// - Throws: ``TitleError`` when the title breaks a rule (T2).
  public func change(titled text: String, id makeID: () -> Todo.ID) throws(TitleError) -> NewTodo {
    let title = try TodoTitle.validate(text)
    return NewTodo(todo: Todo(id: makeID(), title: title, isDone: false))
  }

  /// Stores the new todo; the todo as stored.
  @discardableResult
  public func callAsFunction(_ new: NewTodo) async throws -> Todo {
    try await repository.save(new.todo)
    return new.todo
  }
}
// snippet.end
