// Test doubles of the domain's output ports, written against the ports alone: no adapter is needed
// to test a use case. Lesson 07 reads them: the domain is tested in the domain's own terms.

import HexagonalDomain
import SharedModel

/// A ``TodoRepository`` that keeps todos in a list, records each request, and fails when told to.
actor SpyTodoRepository: TodoRepository {
  enum Request: Equatable {
    case fetchAll
    case save(Todo)
    case delete([Todo.ID])
  }

  private(set) var todos: [Todo]
  private(set) var requests: [Request] = []
  private var fails = false

  init(todos: [Todo] = []) {
    self.todos = todos
  }

  /// From now on, every request fails, and nothing is stored.
  func failEveryRequest() { fails = true }

  func fetchAll() throws -> [Todo] {
    requests.append(.fetchAll)
    if fails { throw PortFailure() }
    return todos
  }

  func save(_ todo: Todo) throws {
    requests.append(.save(todo))
    if fails { throw PortFailure() }
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  func delete(_ ids: [Todo.ID]) throws {
    requests.append(.delete(ids))
    if fails { throw PortFailure() }
    todos.removeAll { ids.contains($0.id) }
  }
}

/// A ``ProfileGateway`` that answers with a profile, or fails.
struct SpyProfileGateway: ProfileGateway {
  var answer: Result<Profile, PortFailure>

  func fetchProfile() async throws -> Profile {
    try answer.get()
  }
}

/// The failure a double answers with.
struct PortFailure: Error, Equatable {}
