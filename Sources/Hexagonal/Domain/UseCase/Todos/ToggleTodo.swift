// ToggleTodo: the use case that marks a todo done or not done.
// Lesson 04 reads it: what a toggle changes, and when one is allowed, is decided here.

import SharedModel

// snippet.hexagonal-toggle-todo
/// Flips a todo between done and not done.
///
/// Like ``AddTodo``, it decides the change first (``change(_:in:)``), and runs
/// it on a screen's list when called: shown at once, then kept or undone.
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

  /// Flips the todo `id` on `output`'s list, and saves it; what became of it, or nil when the rules
  /// allow no change.
  @MainActor
  public func callAsFunction(_ id: Todo.ID, on output: some TodoListOutput) async -> ChangeOutcome<ToggledTodo>? {
    guard let toggled = output.decide({ change(id, in: $0) }) else { return nil }
    let accepted = await output.send(toggled.change) { [repository] in try await repository.save(toggled.new) }
    return ChangeOutcome(toggled, accepted: accepted)
  }
}
// snippet.end
