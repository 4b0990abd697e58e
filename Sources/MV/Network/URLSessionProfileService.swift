// The profile service of the real app: URLSession and JSON. Its tests need no network.

import Foundation
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``ProfileService`` that asks a server: `GET {baseURL}/profile`, answered with
/// `{"id", "name", "email"}`.
///
/// A struct of `let`s, so it is `Sendable` for free. The session is injected so
/// tests can give it a stubbed protocol instead of a network.
public struct URLSessionProfileService: ProfileService {
  public let baseURL: URL
  public let session: URLSession

  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func fetchProfile() async throws -> Profile {
    let (data, response) = try await session.data(for: URLRequest(url: URLPath.url(baseURL, "profile")))
    guard let response = response as? HTTPURLResponse else { throw HTTPError.notHTTP }
    guard (200..<300).contains(response.statusCode) else { throw HTTPError.unexpectedStatus(response.statusCode) }
    do {
      return try JSONDecoder().decode(Profile.self, from: data)
    } catch {
      throw HTTPError.undecodableBody
    }
  }
}
