// Tests of the URLSession todos service against a stubbed server: no network involved.
// Read in lesson 07 (testing an adapter without a network).

import Foundation
import MVVM
import SharedModel
import Testing

@Suite struct URLSessionTodosServiceTests {
  @Test func fetchingGetsTheTodosAndDecodesThem() async throws {
    let server = StubServer(
      body: #"[{"id": "a", "title": "Buy milk", "isDone": false}, {"id": "b", "title": "Call mom", "isDone": true}]"#)
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)

    let todos = try await service.fetchTodos()

    #expect(todos == [Todo(id: "a", title: "Buy milk"), Todo(id: "b", title: "Call mom", isDone: true)])
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/todos"])
  }

  @Test func savingPutsTheTodoAsJSONAtItsOwnPath() async throws {
    let server = StubServer(status: 204)
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)
    let todo = Todo(id: "a", title: "Buy milk", isDone: true)

    try await service.save(todo)

    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/todos/a")
    let body = try #require(request.body)
    #expect(try JSONDecoder().decode(Todo.self, from: body) == todo)
  }

  @Test func deletingPostsEveryIDInOneRequest() async throws {
    let server = StubServer()
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)

    try await service.delete(["a", "b"])

    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "POST")
    #expect(request.path == "/api/todos/delete")
    let body = try #require(request.body)
    let json = try JSONSerialization.jsonObject(with: body) as? [String: [String]]
    #expect(json == ["ids": ["a", "b"]])
  }

  @Test(arguments: [400, 404, 500])
  func aStatusOutsideTwoHundredsIsAnError(status: Int) async {
    let server = StubServer(status: status)
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)

    await #expect(throws: HTTPStatusError(statusCode: status)) {
      try await service.save(Todo(id: "a", title: "Buy milk"))
    }
    await #expect(throws: HTTPStatusError(statusCode: status)) {
      try await service.delete(["a"])
    }
    await #expect(throws: HTTPStatusError(statusCode: status)) {
      try await service.fetchTodos()
    }
  }

  @Test func aListThatDoesNotDecodeIsAnError() async {
    let server = StubServer(body: #"{"todos": []}"#)
    let service = URLSessionTodosService(baseURL: server.baseURL, session: server.session)

    await #expect(throws: DecodingError.self) {
      try await service.fetchTodos()
    }
  }
}
