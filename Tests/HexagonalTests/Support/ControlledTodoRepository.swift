// ControlledTodoRepository: a todo repository whose every call waits for the test to answer it.
// Lesson 07 reads it in the presenter tests: the screen is checked while a change waits for its answer.

import HexagonalDomain
import SharedModel

/// A ``TodoRepository`` that records each call and holds it until the test answers it.
@MainActor
final class ControlledTodoRepository: TodoRepository {
  enum Request: Equatable {
    case fetchAll
    case save(Todo)
    case delete([Todo.ID])
  }

  /// One call: what was asked, and its answer to give.
  struct Call {
    let request: Request
    let answer: HeldCall<[Todo]>

    func succeed(_ todos: [Todo] = []) { answer.succeed(todos) }
    func fail() { answer.fail() }
    var wasCancelled: Bool { answer.wasCancelled }
  }

  private let log = CallLog<Call>()

  /// Every request received, in order.
  var requests: [Request] { log.calls.map(\.request) }

  func fetchAll() async throws -> [Todo] {
    try await hold(.fetchAll)
  }

  func save(_ todo: Todo) async throws {
    _ = try await hold(.save(todo))
  }

  func delete(_ ids: [Todo.ID]) async throws {
    _ = try await hold(.delete(ids))
  }

  /// Call number `number`, counting from 1, once it has arrived.
  func call(_ number: Int) async -> Call {
    await log.call(number)
  }

  private func hold(_ request: Request) async throws -> [Todo] {
    let call = Call(request: request, answer: HeldCall(honoursCancellation: true))
    log.record(call)
    return try await call.answer.wait()
  }
}
