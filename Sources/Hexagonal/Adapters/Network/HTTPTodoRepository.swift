// HTTPTodoRepository: the todo repository over the REST server, with URLSession and JSON.
// Lesson 04 reads it; its tests play the repository contract against it through a URLProtocol stub.

import Foundation
import HexagonalDomain
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet.hexagonal-http-todo-repository
/// Keeps todos on the REST server.
///
/// The wire format is ``RemoteTodo``'s, the adapter's own: the same JSON as the
/// other two architectures send, mapped to and from the domain's `Todo` here.
public struct HTTPTodoRepository: TodoRepository {
  private let client: JSONHTTPClient

  public init(baseURL: URL, session: URLSession = .shared) {
    client = JSONHTTPClient(baseURL: baseURL, session: session)
  }

  /// `GET {base}/todos`
  public func fetchAll() async throws -> [Todo] {
    let remote: [RemoteTodo] = try await client.get("todos")
    return remote.map(\.todo)
  }

  /// `PUT {base}/todos/{id}` with the todo as the body: the server creates or replaces it.
  public func save(_ todo: Todo) async throws {
    try await client.send("PUT", "todos", todo.id.rawValue, body: RemoteTodo(todo))
  }

  /// `POST {base}/todos/delete` with `{"ids":[...]}`.
  public func delete(_ ids: [Todo.ID]) async throws {
    try await client.send("POST", "todos", "delete", body: Deletion(ids: ids.map(\.rawValue)))
  }

  private struct Deletion: Encodable {
    var ids: [String]
  }
}
// snippet.end
