// URLSessionAPI: the real server, over HTTP with URLSession and JSON.
// Read in lesson 02 (MVI): the real API over URLSession, which checks what comes back.

import Foundation
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet.mvi-url-session-api
/// ``ProfileAPI`` and ``TodosAPI`` over HTTP: URLSession carries the requests, JSON the bodies.
///
///     GET  {base}/profile        → {"id", "name", "email"}
///     GET  {base}/todos          → [{"id", "title", "isDone"}]
///     PUT  {base}/todos/{id}     ← the todo
///     POST {base}/todos/delete   ← {"ids": [...]}
///
/// It is given its base URL, and checks the status first, so that an error page
/// is an error, not a profile that fails to decode or, worse, one that decodes.
/// The shared `Todo` is its wire format here: MVI keeps one model end to end.
public struct URLSessionAPI: ProfileAPI, TodosAPI {
  public let baseURL: URL
  public let session: URLSession

  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func fetchProfile() async throws -> Profile {
    try decode(Profile.self, from: try await send(request("GET", URLPath.url(baseURL, "profile"))))
  }

  public func fetchTodos() async throws -> [Todo] {
    try decode([Todo].self, from: try await send(request("GET", URLPath.url(baseURL, "todos"))))
  }

  public func save(_ todo: Todo) async throws {
    _ = try await send(request("PUT", URLPath.url(baseURL, "todos", todo.id.rawValue), body: todo))
  }

  public func delete(_ ids: [Todo.ID]) async throws {
    _ = try await send(request("POST", URLPath.url(baseURL, "todos", "delete"), body: DeleteRequest(ids: ids)))
  }

  /// Sends `request` and returns the body of an answer whose status is 2xx.
  private func send(_ request: URLRequest) async throws -> Data {
    let (data, response) = try await session.data(for: request)
    guard let response = response as? HTTPURLResponse else { throw HTTPError.notHTTP }
    guard (200..<300).contains(response.statusCode) else {
      throw HTTPError.unexpectedStatus(response.statusCode)
    }
    return data
  }
}
// snippet.end

extension URLSessionAPI {
  /// The body of `POST {base}/todos/delete`.
  private struct DeleteRequest: Encodable {
    var ids: [Todo.ID]
  }

  private func decode<Answer: Decodable>(_ type: Answer.Type, from data: Data) throws -> Answer {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw HTTPError.undecodableBody
    }
  }

  private func request(_ method: String, _ url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  private func request(_ method: String, _ url: URL, body: some Encodable) throws -> URLRequest {
    var request = request(method, url)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(body)
    return request
  }
}
