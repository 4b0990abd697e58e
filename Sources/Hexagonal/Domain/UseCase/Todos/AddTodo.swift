// AddTodo: the use case that checks a new todo's title, then stores the todo.
// Lesson 04 reads it: the title rules are the domain's decision, made before anything is stored.

import SharedModel

// snippet.hexagonal-add-todo
/// Adds a todo at the end of the list.
///
/// It comes in two steps. ``todo(titled:id:)`` decides what the new todo is,
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
  /// - Throws: ``TitleError`` when the title breaks a rule.
  public func todo(titled text: String, id makeID: () -> Todo.ID) throws(TitleError) -> Todo {
    let title = try TodoTitle.validate(text)
    return Todo(id: makeID(), title: title, isDone: false)
  }

  /// Stores `todo`, as ``todo(titled:id:)`` made it.
  public func callAsFunction(_ todo: Todo) async throws {
    try await repository.save(todo)
  }
}
// snippet.end
