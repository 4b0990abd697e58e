// Every adapter of TodoRepository, as the contract runs it: a fresh store, and repositories opened on it.
// Lesson 07 reads it: adding an adapter to the contract is one more line in `all`.

import Foundation
import HexagonalDomain
import HexagonalDrivenAdapters
import TestSupport
import Testing

/// One adapter of ``TodoRepository`` under the contract.
struct TodoRepositoryFixture: Sendable, CustomTestStringConvertible {
  let testDescription: String
  /// Makes a fresh, empty store.
  let makeStore: @Sendable () throws -> Store

  static let all: [TodoRepositoryFixture] = [.inMemory, .jsonFile, .http]

  static let inMemory = TodoRepositoryFixture(testDescription: "InMemoryTodoRepository") {
    // Its store is the repository itself: "opening it again" hands back the same one.
    let repository = InMemoryTodoRepository()
    return Store { repository }
  }

  static let jsonFile = TodoRepositoryFixture(testDescription: "JSONFileTodoRepository") {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    return Store(keeping: directory) { JSONFileTodoRepository(fileURL: file) }
  }

  static let http = TodoRepositoryFixture(testDescription: "HTTPTodoRepository") {
    let fakeServer = FakeTodoServer()
    let server = try StubHTTPServer(handler: fakeServer.respond)
    return Store(keeping: server) { HTTPTodoRepository(baseURL: server.baseURL, session: server.session) }
  }

  /// Where an adapter keeps todos, and a way to open a new repository on it.
  final class Store: Sendable {
    let open: @Sendable () -> any TodoRepository
    /// What must live as long as the store: a temporary folder, a stub server.
    private let resources: (any Sendable)?

    init(keeping resources: (any Sendable)? = nil, open: @escaping @Sendable () -> any TodoRepository) {
      self.resources = resources
      self.open = open
    }
  }
}
