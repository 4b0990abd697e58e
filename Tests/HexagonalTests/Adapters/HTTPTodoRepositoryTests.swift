// HTTPTodoRepository's own tests: the requests it sends for each verb, and the answers it refuses.
// Lesson 07 reads it beside the repository contract, which checks what the requests achieve.

import Foundation
import HexagonalDrivenAdapters
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct HTTPTodoRepositoryTests {
  @Test func fetchAllGetsTheTodosRoute() async throws {
    let server = try StubHTTPServer(answering: try .json([Todo.buyMilk]))
    #expect(try await repository(on: server).fetchAll() == [.buyMilk])
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/todos"])
  }

  @Test func savePutsTheTodoAsJSONOnItsOwnRoute() async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    try await repository(on: server).save(.walkTheDog)
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.path == "/api/todos/walk-the-dog")
    #expect(request.contentType == "application/json")
    #expect(try JSONDecoder().decode(Todo.self, from: request.body) == .walkTheDog)
  }

  // snippet.hexagonal-test-id-escaping
  @Test(arguments: ["a/b", "what?now", "100%", "two words", "é/%2F?#"])
  func anIDWithReservedCharactersStaysOnePathSegment(id: String) async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    try await repository(on: server).save(Todo(id: Todo.ID(rawValue: id), title: "x"))
    let request = try #require(server.requests.first)
    #expect(request.segments == ["api", "todos", id])
  }
  // snippet.end

  @Test func theWireFormatIsTheAPIModelsNotTheDomainType() async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 204))
    try await repository(on: server).save(.walkTheDog)
    let body = try #require(server.requests.first?.body)
    let keys = try #require(JSONSerialization.jsonObject(with: body) as? [String: Any]).keys
    #expect(Set(keys) == ["id", "title", "isDone"])
  }

  @Test func deletePostsTheIDsToTheDeleteRoute() async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: 200))
    try await repository(on: server).delete([Todo.buyMilk.id, Todo.callMom.id])
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.path == "/api/todos/delete")
    #expect(request.contentType == "application/json")
    let body = try JSONSerialization.jsonObject(with: request.body) as? [String: [String]]
    #expect(body == ["ids": ["buy-milk", "call-mom"]])
  }

  @Test(arguments: [400, 404, 409, 500, 503])
  func everyVerbTreatsAStatusOutside2xxAsAnError(status: Int) async throws {
    let server = try StubHTTPServer(answering: StubResponse(status: status, body: Data("[]".utf8)))
    let repository = repository(on: server)
    await #expect(throws: HTTPError.unexpectedStatus(status)) { try await repository.fetchAll() }
    await #expect(throws: HTTPError.unexpectedStatus(status)) { try await repository.save(.buyMilk) }
    await #expect(throws: HTTPError.unexpectedStatus(status)) { try await repository.delete([Todo.buyMilk.id]) }
  }

  @Test func aListThatIsNotTodosIsAnError() async throws {
    let server = try StubHTTPServer(answering: StubResponse(body: Data(#"[{"id":"1","done":true}]"#.utf8)))
    await #expect(throws: HTTPError.undecodableBody) { try await repository(on: server).fetchAll() }
  }

  // MARK: - Helpers

  private func repository(on server: StubHTTPServer) -> HTTPTodoRepository {
    HTTPTodoRepository(baseURL: server.baseURL, session: server.session)
  }
}
