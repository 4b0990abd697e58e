// TodoUseCases: the todo use cases the Todos tab calls, handed to its presenter together.
// Lesson 04 reads it with the composition root, the one place that builds them, over one repository.

import HexagonalDomain

/// Every use case the Todos tab needs: the input ports of its list's presenter, and ``RenameTodo``,
/// which the Todo screen's presenter calls.
///
/// The composition root builds them, over one repository; the presentation never sees the repository.
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
}
