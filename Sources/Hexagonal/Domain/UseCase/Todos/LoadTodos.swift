// LoadTodos: the use case that loads the user's todos.
// Lesson 04 reads it beside LoadProfile: the same shape, another port.

import SharedModel

// snippet.hexagonal-load-todos
/// Loads the user's todos through the todo repository.
///
/// It only forwards: what a reload does to a list with changes on their way is
/// the entity's rule (``TodoList/reload(with:)``), applied by the screen when
/// the answer comes, to the list as it is then. Which load wins is the
/// screen's rule too. A use case this thin is still the input port the
/// presentation depends on, so the presentation never sees a repository.
public struct LoadTodos: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Every todo the repository holds, in order.
  public func callAsFunction() async throws -> [Todo] {
    try await repository.fetchAll()
  }
}
// snippet.end
