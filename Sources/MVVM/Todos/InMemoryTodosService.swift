// A todos service that keeps its todos in memory, for previews and tests.
// It stands in for the URLSession service wherever no server is wanted.

import SharedModel

/// A ``TodosService`` that stores todos in memory and answers at once.
///
/// An actor: it holds state that changes, and the protocol wants it `Sendable`.
public actor InMemoryTodosService: TodosService {
  /// The todos it holds, in the order they were first saved.
  public private(set) var todos: [Todo]

  public init(todos: [Todo] = []) {
    self.todos = todos
  }

  public func fetchTodos() async throws -> [Todo] {
    todos
  }

  public func save(_ todo: Todo) async throws {
    if let index = todos.index(of: todo.id) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  public func delete(_ ids: [Todo.ID]) async throws {
    todos.removeAll { ids.contains($0.id) }
  }
}
