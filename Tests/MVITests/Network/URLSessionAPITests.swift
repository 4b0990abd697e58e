// The URLSession adapter against a stub server: the right requests go out, and bad answers are errors.
// Read in lesson 07 (testing): the network is tested without a network.

import Foundation
import MVI
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct URLSessionAPITests {
  @Test func fetchingTheProfileGetsItAndDecodesIt() async throws {
    let server = try StubHTTPServer(
      answering: StubResponse(text: #"{"id":"1","name":"Ada Lovelace","email":"ada@example.com"}"#))
    let profile = try await Self.api(server).fetchProfile()
    #expect(profile == Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com"))
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/profile"])
  }

  @Test func fetchingTheTodosGetsThemAndDecodesThem() async throws {
    let server = try StubHTTPServer(
      answering: StubResponse(
        text: #"[{"id":"a","title":"Buy milk","isDone":false},{"id":"b","title":"Walk the dog","isDone":true}]"#))
    let todos = try await Self.api(server).fetchTodos()
    #expect(todos == [Todo(id: "a", title: "Buy milk"), Todo(id: "b", title: "Walk the dog", isDone: true)])
    #expect(server.requests.map(\.path) == ["/api/todos"])
  }

  @Test func savingPutsTheTodoAtItsOwnPath() async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    let todo = Todo(id: "todo-1", title: "Buy milk", isDone: true)
    try await Self.api(server).save(todo)
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/todos/todo-1")
    #expect(try request.decodedBody(as: Todo.self) == todo)
  }

  // snippet.mvi-test-id-escaping
  @Test(arguments: ["a/b", "what?now", "100%", "two words", "é/%2F?#"])
  func anIDWithReservedCharactersStaysOnePathSegment(id: String) async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    try await Self.api(server).save(Todo(id: Todo.ID(rawValue: id), title: "x"))
    let request = try #require(server.requests.first)
    #expect(request.segments == ["api", "todos", id])
  }
  // snippet.end

  @Test func deletingPostsTheIDsAsPlainStrings() async throws {
    let server = try StubHTTPServer(answering: StubResponse())
    try await Self.api(server).delete(["a", "b"])
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.path == "/api/todos/delete")
    #expect(try request.decodedBody(as: [String: [String]].self) == ["ids": ["a", "b"]])
  }

  @Test func aStatusOutsideTwoHundredsIsAnError() async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 500, text: #"{"id":"1","name":"A","email":"a"}"#))
    let api = try Self.api(server)
    await #expect(throws: HTTPError.unexpectedStatus(500)) { _ = try await api.fetchProfile() }
    await #expect(throws: HTTPError.unexpectedStatus(500)) { try await api.save(Todo(id: "a", title: "Buy milk")) }
  }

  @Test func anUndecodableBodyIsAnError() async throws {
    let server = try StubHTTPServer(answering: StubResponse(text: "<html>Sorry</html>"))
    await #expect(throws: HTTPError.undecodableBody) { _ = try await Self.api(server).fetchTodos() }
  }

  // MARK: - Helpers

  static func api(_ server: StubHTTPServer) throws -> URLSessionAPI {
    URLSessionAPI(baseURL: server.baseURL, session: server.session)
  }
}
