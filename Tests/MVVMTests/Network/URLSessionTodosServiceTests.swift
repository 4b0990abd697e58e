// Tests of the URLSession todos service against a stub server: no network involved.
// Read in lesson 07 (testing an adapter without a network).

import Foundation
import MVVM
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct URLSessionTodosServiceTests {
  @Test func fetchingGetsTheTodosAndDecodesThem() async throws {
    let server = try StubHTTPServer(
      answering: StubResponse(
        text: #"[{"id": "a", "title": "Buy milk", "isDone": false}, {"id": "b", "title": "Call mom", "isDone": true}]"#)
    )
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    let todos = try await service.fetchTodos()
    #expect(todos == [Todo(id: "a", title: "Buy milk"), Todo(id: "b", title: "Call mom", isDone: true)])
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/todos"])
  }

  @Test func savingPutsTheTodoAsJSONAtItsOwnPath() async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    let todo = Todo(id: "a", title: "Buy milk", isDone: true)
    try await service.save(todo)
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/todos/a")
    #expect(try request.decodedBody(as: Todo.self) == todo)
  }

  // snippet.mvvm-test-id-escaping
  @Test(arguments: ["a/b", "what?now", "100%", "two words", "é/%2F?#"])
  func anIDWithReservedCharactersStaysOnePathSegment(id: String) async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    try await service.save(Todo(id: Todo.ID(rawValue: id), title: "x"))
    let request = try #require(server.requests.first)
    #expect(request.segments == ["api", "todos", id])
  }
  // snippet.end

  @Test func deletingPostsEveryIDInOneRequest() async throws {
    let server = try StubHTTPServer(answering: StubResponse())
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    try await service.delete(["a", "b"])
    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "POST")
    #expect(request.path == "/api/todos/delete")
    #expect(try request.decodedBody(as: [String: [String]].self) == ["ids": ["a", "b"]])
  }

  @Test(arguments: [400, 404, 500])
  func aStatusOutsideTwoHundredsIsAnError(status: Int) async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: status))
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    await #expect(throws: HTTPError.unexpectedStatus(status)) {
      try await service.save(Todo(id: "a", title: "Buy milk"))
    }
    await #expect(throws: HTTPError.unexpectedStatus(status)) { try await service.delete(["a"]) }
    await #expect(throws: HTTPError.unexpectedStatus(status)) { try await service.fetchTodos() }
  }

  @Test func aListThatDoesNotDecodeIsAnError() async throws {
    let server = try StubHTTPServer(answering: StubResponse(text: #"{"todos": []}"#))
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    await #expect(throws: HTTPError.undecodableBody) { try await service.fetchTodos() }
  }
}
