// FakeTodoServer: a small REST server that keeps todos in memory, for HTTPTodoRepository's contract run.
// Lesson 07 reads it: the contract needs a server that remembers, not just canned answers.

import Foundation
import SharedModel
import TestSupport

/// Speaks the REST routes of the todos server and keeps what it is sent, behind a lock.
final class FakeTodoServer: @unchecked Sendable {
  private let lock = NSLock()
  private var todos: [Todo] = []

  private struct Deletion: Decodable {
    var ids: [Todo.ID]
  }

  func respond(to request: RecordedRequest) -> StubResponse {
    lock.withLock {
      let todoPrefix = "/api/todos/"
      switch (request.method, request.path) {
      case ("GET", "/api/todos"):
        return (try? StubResponse.json(todos)) ?? StubResponse(status: 500)
      case ("POST", "/api/todos/delete"):
        guard let deletion = try? JSONDecoder().decode(Deletion.self, from: request.body) else {
          return StubResponse(status: 400)
        }
        todos.removeAll { deletion.ids.contains($0.id) }
        return StubResponse(status: 204)
      case ("PUT", let path) where path.hasPrefix(todoPrefix):
        // The id is the route's last segment, decoded: it must be the body's id, whatever it holds.
        guard let todo = try? JSONDecoder().decode(Todo.self, from: request.body),
          request.segments.count == 3, todo.id.rawValue == request.segments[2]
        else { return StubResponse(status: 400) }
        if let index = todos.firstIndex(where: { $0.id == todo.id }) {
          todos[index] = todo
        } else {
          todos.append(todo)
        }
        return StubResponse(status: 200)
      default:
        return StubResponse(status: 404)
      }
    }
  }
}
