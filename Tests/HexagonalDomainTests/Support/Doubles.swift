// Test doubles of the domain's output ports, written against the ports alone: no adapter is needed
// to test a use case. Lesson 07 reads them: the domain is tested in the domain's own terms.

import HexagonalDomain
import SharedModel
import TestSupport

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

/// A ``TodoRepository`` over TestSupport's fake remote: each request waits for the test's answer.
struct HeldTodoRepository: TodoRepository {
  let remote: FakeTodosRemote

  func fetchAll() async throws -> [Todo] { try await remote.fetchTodos() }
  func save(_ todo: Todo) async throws { try await remote.save(todo) }
  func delete(_ ids: [Todo.ID]) async throws { try await remote.delete(ids) }
}

/// A ``TodoListOutput`` that records each update with the list and the load it left, for a test to state
/// the whole sequence: every event, and the whole state after it.
@MainActor
final class RecordedList: TodoListOutput {
  struct Step: Equatable, CustomStringConvertible {
    let event: TodoListEvent
    let list: TodoList
    let load: TodoListLoad

    init(_ event: TodoListEvent, _ list: TodoList, _ load: TodoListLoad = TodoListLoad()) {
      (self.event, self.list, self.load) = (event, list, load)
    }

    var description: String {
      "\(event) → \(list.todos.map(\.title)), saving \(list.saving.count), deleting \(list.deleting.count), "
        + "loading \(load.isLoading), loaded \(load.hasLoaded)"
    }
  }

  private(set) var list: TodoList
  private(set) var load: TodoListLoad
  private var steps: [Step] = []

  init(_ list: TodoList = TodoList(), load: TodoListLoad = TodoListLoad()) {
    (self.list, self.load) = (list, load)
  }

  func update(
    _ event: TodoListEvent, list change: ((inout TodoList) -> Void)?, load changeLoad: ((inout TodoListLoad) -> Void)?
  ) {
    change?(&list)
    changeLoad?(&load)
    steps.append(Step(event, list, load))
  }

  /// The steps since the last call.
  func take() -> [Step] {
    defer { steps = [] }
    return steps
  }
}

extension TodoList {
  /// This list after `change`: how a test writes the list it expects.
  func after(_ change: (inout TodoList) -> Void) -> TodoList {
    var list = self
    change(&list)
    return list
  }
}

extension TodoListLoad {
  /// A load on its way.
  static var loading: TodoListLoad {
    var load = TodoListLoad()
    load.start()
    return load
  }

  /// A load succeeded, none on its way.
  static var loaded: TodoListLoad {
    var load = loading
    load.succeed()
    return load
  }
}

extension ChangeOutcome {
  /// The change, if the server kept it.
  var kept: Change? {
    if case .kept(let change) = self { change } else { nil }
  }

  /// The change, if the server refused it.
  var refused: Change? {
    if case .refused(let change) = self { change } else { nil }
  }
}
