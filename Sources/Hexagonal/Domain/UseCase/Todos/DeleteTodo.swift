// DeleteTodo: the use case that deletes one todo.
// Lesson 04 reads it as the thinnest use case: a name for what the user does, over the port.

import SharedModel

// snippet.hexagonal-delete-todo
/// Deletes one todo.
public struct DeleteTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Deletes `todo`, and only it.
  public func callAsFunction(_ todo: Todo) async throws {
    try await repository.delete([todo.id])
  }
}
// snippet.end
