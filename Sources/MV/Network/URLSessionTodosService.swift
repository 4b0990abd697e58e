// The todos service of the real app: URLSession and JSON.
// URLSessionProfileService's twin for the Todos screen; its tests need no network.

import Foundation
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``TodosService`` that asks a server:
///
/// - `GET {baseURL}/todos`, answered with `[{"id", "title", "isDone"}]`;
/// - `PUT {baseURL}/todos/{id}` with the todo as its JSON body;
/// - `POST {baseURL}/todos/delete` with the body `{"ids": [...]}`.
///
/// Any status outside 2xx is an ``HTTPError``, and so is a body that does not decode.
public struct URLSessionTodosService: TodosService {
  public let baseURL: URL
  public let session: URLSession

  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func fetchTodos() async throws -> [Todo] {
    let data = try await send(URLRequest(url: URLPath.url(baseURL, "todos")))
    do {
      return try JSONDecoder().decode([Todo].self, from: data)
    } catch {
      throw HTTPError.undecodableBody
    }
  }

  public func save(_ todo: Todo) async throws {
    try await send("PUT", to: URLPath.url(baseURL, "todos", todo.id.rawValue), body: todo)
  }

  public func delete(_ ids: [Todo.ID]) async throws {
    try await send("POST", to: URLPath.url(baseURL, "todos", "delete"), body: DeleteRequest(ids: ids))
  }

  /// The body of a deletion: `{"ids": [...]}`.
  private struct DeleteRequest: Encodable {
    var ids: [Todo.ID]
  }

  private func send(_ method: String, to url: URL, body: some Encodable) async throws {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(body)
    _ = try await send(request)
  }

  /// Sends `request` and returns the body of an answer whose status is 2xx.
  private func send(_ request: URLRequest) async throws -> Data {
    let (data, response) = try await session.data(for: request)
    guard let response = response as? HTTPURLResponse else { throw HTTPError.notHTTP }
    guard (200..<300).contains(response.statusCode) else { throw HTTPError.unexpectedStatus(response.statusCode) }
    return data
  }
}
