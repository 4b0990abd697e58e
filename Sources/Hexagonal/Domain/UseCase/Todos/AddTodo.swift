// AddTodo: the use case that decides a new todo from what the user typed, then stores it.
// Lesson 04 reads it: the title rules are the domain's decision, made before anything is stored.

import SharedModel

// snippet.hexagonal-add-todo (T3)
/// Adds a todo at the end of the list: ``change(titled:id:)`` decides it, with no I/O;
/// calling the use case runs the whole addition on a screen's list (T3, T6).
public struct AddTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The todo `text` means: the title as the rules return it, not done, and a new id, made only once the
  /// title has passed. Nothing is stored. Throws ``TitleError`` when the title breaks a rule (T2).
  public func change(titled text: String, id makeID: () -> Todo.ID) throws(TitleError) -> NewTodo {
    let title = try TodoTitle.validate(text)
    return NewTodo(todo: Todo(id: makeID(), title: title, isDone: false))
  }

  /// Shows the todo `text` means on `output`'s list, and stores it; what became of it, or nil when the
  /// list takes no change (T6). A title that breaks a rule throws, and nothing shows or is sent.
  @MainActor
  public func callAsFunction(
    titled text: String, id makeID: () -> Todo.ID, on output: some TodoListOutput
  ) async throws(TitleError) -> ChangeOutcome<NewTodo>? {
    guard let new = try output.decide({ _ throws(TitleError) in try change(titled: text, id: makeID) }) else {
      return nil
    }
    let accepted = await output.send(new.change) { [repository] in try await repository.save(new.todo) }
    return ChangeOutcome(new, accepted: accepted)
  }
}
// snippet.end
