// The todos service of the real app: URLSession and JSON.
// Read in lesson 03 (MVVM); its tests, which need no network, in lesson 07.

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
/// Any status outside 2xx is an error, and so is a body that does not decode.
public struct URLSessionTodosService: TodosService {
  public let baseURL: URL
  public let session: URLSession

  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func fetchTodos() async throws -> [Todo] {
    let (data, response) = try await session.data(from: baseURL.appending(path: "todos"))
    try HTTPStatusError.check(response)
    return try JSONDecoder().decode([Todo].self, from: data)
  }

  public func save(_ todo: Todo) async throws {
    let url = baseURL.appending(path: "todos").appending(path: todo.id.rawValue)
    try await send("PUT", to: url, body: todo)
  }

  public func delete(_ ids: [Todo.ID]) async throws {
    try await send("POST", to: baseURL.appending(path: "todos/delete"), body: DeleteRequest(ids: ids))
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
    let (_, response) = try await session.data(for: request)
    try HTTPStatusError.check(response)
  }
}
