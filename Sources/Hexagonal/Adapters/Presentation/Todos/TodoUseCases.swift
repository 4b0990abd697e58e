// TodoUseCases: the todo use cases the Todos tab calls, handed to its presenter together.
// Lesson 04 reads it with the composition root, which builds them over one repository.

import HexagonalDomain

/// Every use case the Todos tab needs, its list and its Todo screen, built over one repository by the
/// composition root.
public struct TodoUseCases: Sendable {
  public var loadTodos: LoadTodos
  public var addTodo: AddTodo
  public var toggleTodo: ToggleTodo
  public var renameTodo: RenameTodo
  public var deleteTodo: DeleteTodo
  public var clearCompletedTodos: ClearCompletedTodos

  public init(
    loadTodos: LoadTodos, addTodo: AddTodo, toggleTodo: ToggleTodo, renameTodo: RenameTodo, deleteTodo: DeleteTodo,
    clearCompletedTodos: ClearCompletedTodos
  ) {
    self.loadTodos = loadTodos
    self.addTodo = addTodo
    self.toggleTodo = toggleTodo
    self.renameTodo = renameTodo
    self.deleteTodo = deleteTodo
    self.clearCompletedTodos = clearCompletedTodos
  }

  /// Every use case over `repository`.
  public init(repository: any TodoRepository) {
    self.init(
      loadTodos: LoadTodos(repository: repository), addTodo: AddTodo(repository: repository),
      toggleTodo: ToggleTodo(repository: repository), renameTodo: RenameTodo(repository: repository),
      deleteTodo: DeleteTodo(repository: repository), clearCompletedTodos: ClearCompletedTodos(repository: repository))
  }
}
