// InMemoryTodoRepository: a todo repository that keeps todos in memory.
// Lesson 04 reads it as the adapter the use-case tests run on; the repository contract holds it to the port.

import HexagonalDomain
import SharedModel

// snippet.hexagonal-in-memory-todo-repository
/// Keeps todos in memory for as long as it lives.
///
/// An actor, because several tasks may save and delete at once and its list is
/// mutable state: the actor lets one of them touch the list at a time.
public actor InMemoryTodoRepository: TodoRepository {
  private var todos: [Todo]

  public init(todos: [Todo] = []) {
    self.todos = todos
  }

  public func fetchAll() -> [Todo] {
    todos
  }

  public func save(_ todo: Todo) {
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  public func delete(_ ids: [Todo.ID]) {
    todos.removeAll { ids.contains($0.id) }
  }
}
// snippet.end
