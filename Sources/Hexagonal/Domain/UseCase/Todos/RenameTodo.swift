// RenameTodo: the use case that gives a todo a new title, from what the user typed on its Todo screen.
// Lesson 10 reads it beside AddTodo and ToggleTodo: the title rules and "nothing to save" are the domain's.

import SharedModel

/// Gives a todo a new title (N4): decided first (``change(_:titled:in:)``), then run on a screen's
/// list, shown before the answer. The title passes ``AddTodo``'s rules (T2): no screen skips them.
public struct RenameTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  // snippet.hexagonal-rename-todo (N4)
  /// The todo `id` with the title `text` means and its done mark as it is; or nil when there is nothing
  /// to save: the todo must be shown with no change on its way (T6), and its own title changes nothing.
  /// Throws ``TitleError`` when the title breaks a rule (T2), for a todo that can change.
  public func change(_ id: Todo.ID, titled text: String, in list: TodoList) throws(TitleError) -> RenamedTodo? {
    guard list.canChange(id), let todo = list.todo(id) else { return nil }
    let title = try TodoTitle.validate(text)
    guard title != todo.title else { return nil }
    var renamed = todo
    renamed.title = title
    return RenamedTodo(old: todo, new: renamed)
  }
  // snippet.end

  // snippet.hexagonal-rename-todo-run (N4)
  /// Shows the title `text` means on the todo `id` of `output`'s list, and saves it; what became of it,
  /// or nil when there is nothing to save. A title that breaks a rule throws; nothing shows or is sent.
  @MainActor
  public func callAsFunction(
    _ id: Todo.ID, titled text: String, on output: some TodoListOutput
  ) async throws(TitleError) -> ChangeOutcome<RenamedTodo>? {
    guard let renamed = try output.decide({ list throws(TitleError) in try change(id, titled: text, in: list) }) else {
      return nil
    }
    let accepted = await output.send(renamed.change) { [repository] in try await repository.save(renamed.new) }
    return ChangeOutcome(renamed, accepted: accepted)
  }
  // snippet.end
}
