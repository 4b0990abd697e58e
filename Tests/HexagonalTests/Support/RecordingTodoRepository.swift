// RecordingTodoRepository: the in-memory repository, with a record of the requests it received.
// Lesson 07 reads it in the use-case tests, where "one request" and "no request" are the rules under test.

import Hexagonal
import HexagonalDomain
import SharedModel

/// Forwards to an ``InMemoryTodoRepository`` and records each request.
actor RecordingTodoRepository: TodoRepository {
  enum Request: Equatable {
    case fetchAll
    case save(Todo)
    case delete([Todo.ID])
  }

  private let stored: InMemoryTodoRepository
  private(set) var requests: [Request] = []

  init(todos: [Todo] = []) {
    stored = InMemoryTodoRepository(todos: todos)
  }

  func fetchAll() async -> [Todo] {
    requests.append(.fetchAll)
    return await stored.fetchAll()
  }

  func save(_ todo: Todo) async {
    requests.append(.save(todo))
    await stored.save(todo)
  }

  func delete(_ ids: [Todo.ID]) async {
    requests.append(.delete(ids))
    await stored.delete(ids)
  }

  /// What the repository holds, without recording a request.
  var todos: [Todo] {
    get async { await stored.fetchAll() }
  }
}
