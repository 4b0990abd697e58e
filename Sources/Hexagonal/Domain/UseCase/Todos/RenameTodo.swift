// RenameTodo: the use case that gives a todo a new title, from what the user typed on its Todo screen.
// Lesson 10 reads it beside AddTodo and ToggleTodo: the title rules and "nothing to save" are the domain's.

import SharedModel

// snippet.hexagonal-rename-todo (N4)
/// Gives a todo a new title (N4).
///
/// Like ``ToggleTodo``, it decides the change first (``change(_:titled:in:)``)
/// and saves it when called, so a screen can show the new title before the
/// answer. The title passes the same rules as ``AddTodo``'s (T2): no screen
/// can skip them.
public struct RenameTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The todo `id` with the title `text` means, by the title rules, its done
  /// mark as it is; or nil when there is nothing to save: the todo must be
  /// shown with no change on its way (T6), and a title equal to the one it has
  /// changes nothing.
  ///
  /// - Throws: ``TitleError`` when the title breaks a rule (T2), for a todo that can change.
  public func change(_ id: Todo.ID, titled text: String, in list: TodoList) throws(TitleError) -> RenamedTodo? {
    guard list.canChange(id), let todo = list.todo(id) else { return nil }
    let title = try TodoTitle.validate(text)
    guard title != todo.title else { return nil }
    var renamed = todo
    renamed.title = title
    return RenamedTodo(old: todo, new: renamed)
  }

  /// Saves the renamed todo; the todo as saved.
  @discardableResult
  public func callAsFunction(_ renamed: RenamedTodo) async throws -> Todo {
    try await repository.save(renamed.new)
    return renamed.new
  }
}
// snippet.end
