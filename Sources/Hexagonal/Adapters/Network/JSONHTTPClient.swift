// JSONHTTPClient: URLSession and JSON for the REST server, shared by the two network adapters.
// The technology lives out here, where the domain cannot see it.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests to the REST server and checks its answers.
///
/// Each network adapter is then only the mapping from its port to the server's
/// routes. Cancelling the task that awaits a request cancels the request.
struct JSONHTTPClient: Sendable {
  let baseURL: URL
  let session: URLSession

  /// GETs the route made of `path` and decodes its JSON body.
  func get<Answer: Decodable>(_ path: String...) async throws -> Answer {
    let data = try await data(for: URLRequest(url: url(path)))
    do {
      return try JSONDecoder().decode(Answer.self, from: data)
    } catch {
      throw HTTPError.undecodableBody
    }
  }

  /// Sends `body` as JSON to the route made of `path` with `method`, and expects a 2xx status.
  func send(_ method: String, _ path: String..., body: some Encodable) async throws {
    var request = URLRequest(url: url(path))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(body)
    _ = try await data(for: request)
  }

  private func url(_ path: [String]) -> URL {
    URLPath.url(baseURL, path)
  }

  private func data(for request: URLRequest) async throws -> Data {
    let (data, response) = try await session.data(for: request)
    guard let response = response as? HTTPURLResponse else { throw HTTPError.notHTTP }
    guard (200..<300).contains(response.statusCode) else {
      throw HTTPError.unexpectedStatus(response.statusCode)
    }
    return data
  }
}
