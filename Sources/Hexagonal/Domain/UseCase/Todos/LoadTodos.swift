// LoadTodos: the use case that loads the user's todos.
// Lesson 04 reads it beside LoadProfile: the same shape, another port.

import SharedModel

/// Loads the user's todos through the todo repository.
public struct LoadTodos: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Every todo the repository holds, in order.
  public func callAsFunction() async throws -> TodoList {
    TodoList(try await repository.fetchAll())
  }
}
