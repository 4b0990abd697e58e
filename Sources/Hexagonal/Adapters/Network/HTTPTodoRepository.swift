// HTTPTodoRepository: the todo repository over the REST server, with URLSession and JSON.
// Lesson 04 reads it; lesson 07 plays the repository contract against it through a URLProtocol stub.

import Foundation
import HexagonalDomain
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet.hexagonal-http-todo-repository
/// Keeps todos on the REST server.
///
/// The wire format is the shared `Todo`'s own JSON (`{"id","title","isDone"}`),
/// the same for all three architectures, so their network adapters can be
/// compared line by line.
public struct HTTPTodoRepository: TodoRepository {
  private let client: JSONHTTPClient

  public init(baseURL: URL, session: URLSession = .shared) {
    client = JSONHTTPClient(baseURL: baseURL, session: session)
  }

  /// `GET {base}/todos`
  public func fetchAll() async throws -> [Todo] {
    try await client.get("todos")
  }

  /// `PUT {base}/todos/{id}` with the todo as the body: the server creates or replaces it.
  public func save(_ todo: Todo) async throws {
    try await client.send("PUT", "todos", todo.id.rawValue, body: todo)
  }

  /// `POST {base}/todos/delete` with `{"ids":[...]}`.
  public func delete(_ ids: [Todo.ID]) async throws {
    try await client.send("POST", "todos", "delete", body: Deletion(ids: ids))
  }

  private struct Deletion: Encodable {
    var ids: [Todo.ID]
  }
}
// snippet.end
