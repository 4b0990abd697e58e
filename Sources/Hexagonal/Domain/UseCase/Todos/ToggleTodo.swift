// ToggleTodo: the use case that marks a todo done or not done.
// Lesson 04 reads it: what a toggle changes, and when one is allowed, is decided here.

import SharedModel

// snippet.hexagonal-toggle-todo
/// Flips a todo between done and not done.
///
/// Like ``AddTodo``, it decides the change first (``change(_:in:)``) and stores
/// it when called, so a screen can show the change before the answer.
public struct ToggleTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The todo `id` with its done mark flipped and nothing else changed, or nil
  /// when the rules allow no change: it must be shown, with none on its way (T6).
  public func change(_ id: Todo.ID, in list: TodoList) -> ToggledTodo? {
    guard list.canChange(id), let todo = list.todo(id) else { return nil }
    var toggled = todo
    toggled.isDone.toggle()
    return ToggledTodo(old: todo, new: toggled)
  }

  /// Saves the flipped todo; the todo as saved.
  @discardableResult
  public func callAsFunction(_ toggled: ToggledTodo) async throws -> Todo {
    try await repository.save(toggled.new)
    return toggled.new
  }
}
// snippet.end
