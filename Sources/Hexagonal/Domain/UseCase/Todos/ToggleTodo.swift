// ToggleTodo: the use case that marks a todo done or not done.
// Lesson 04 reads it: what a toggle changes is decided here, shown by the presenter.

import SharedModel

/// Flips a todo between done and not done.
///
/// Like ``AddTodo``, it decides the change first (``toggled(_:)``) and stores
/// it when called, so a screen can show the change before the answer.
public struct ToggleTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// `todo` with its done mark flipped, and nothing else changed. Nothing is stored.
  public func toggled(_ todo: Todo) -> Todo {
    var toggled = todo
    toggled.isDone.toggle()
    return toggled
  }

  /// Stores `toggled`, as ``toggled(_:)`` made it.
  public func callAsFunction(_ toggled: Todo) async throws {
    try await repository.save(toggled)
  }
}
