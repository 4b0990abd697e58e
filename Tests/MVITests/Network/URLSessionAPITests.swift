// The URLSession adapter against a stubbed URLProtocol: the right requests go out, and bad answers are errors.
// Read in lesson 07 (testing): the network is tested without a network.

import Foundation
import MVI
import SharedModel
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The stub is shared by every session that uses it, so these tests run one at a time.
@Suite(.serialized) struct URLSessionAPITests {
  @Test func fetchingTheProfileGetsItAndDecodesIt() async throws {
    Self.stub.reset(status: 200, body: #"{"id":"1","name":"Ada Lovelace","email":"ada@example.com"}"#)
    let profile = try await Self.api().fetchProfile()
    #expect(profile == Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com"))
    #expect(Self.stub.requests.map(\.method) == ["GET"])
    #expect(Self.stub.requests.map(\.path) == ["/api/profile"])
  }

  @Test func fetchingTheTodosGetsThemAndDecodesThem() async throws {
    Self.stub.reset(
      status: 200,
      body: #"[{"id":"a","title":"Buy milk","isDone":false},{"id":"b","title":"Walk the dog","isDone":true}]"#)
    let todos = try await Self.api().fetchTodos()
    #expect(todos == [Todo(id: "a", title: "Buy milk"), Todo(id: "b", title: "Walk the dog", isDone: true)])
    #expect(Self.stub.requests.map(\.method) == ["GET"])
    #expect(Self.stub.requests.map(\.path) == ["/api/todos"])
  }

  @Test func savingPutsTheTodoAtItsOwnPath() async throws {
    Self.stub.reset(status: 204, body: "")
    let todo = Todo(id: "todo-1", title: "Buy milk", isDone: true)
    try await Self.api().save(todo)
    let request = try #require(Self.stub.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/todos/todo-1")
    #expect(try JSONDecoder().decode(Todo.self, from: request.body ?? Data()) == todo)
  }

  @Test func deletingPostsTheIDsAsPlainStrings() async throws {
    Self.stub.reset(status: 200, body: "")
    try await Self.api().delete(["a", "b"])
    let request = try #require(Self.stub.requests.first)
    #expect(request.method == "POST")
    #expect(request.path == "/api/todos/delete")
    #expect(try JSONDecoder().decode([String: [String]].self, from: request.body ?? Data()) == ["ids": ["a", "b"]])
  }

  @Test func aStatusOutsideTwoHundredsIsAnError() async throws {
    let api = try Self.api()
    Self.stub.reset(status: 500, body: #"{"id":"1","name":"Ada Lovelace","email":"ada@example.com"}"#)
    await #expect(throws: HTTPStatusError(statusCode: 500)) {
      _ = try await api.fetchProfile()
    }
    await #expect(throws: HTTPStatusError(statusCode: 500)) {
      try await api.save(Todo(id: "a", title: "Buy milk"))
    }
  }

  @Test func anUndecodableBodyIsAnError() async throws {
    let api = try Self.api()
    Self.stub.reset(status: 200, body: "<html>Sorry</html>")
    await #expect(throws: DecodingError.self) {
      _ = try await api.fetchTodos()
    }
  }

  // MARK: - Helpers

  static let stub = StubURLProtocol.stub

  /// An adapter for a server at `https://server.example/api`, answered by the stub.
  static func api() throws -> URLSessionAPI {
    URLSessionAPI(baseURL: try #require(URL(string: "https://server.example/api")), session: StubURLProtocol.session())
  }
}
