// HTTPProfileGateway: the profile gateway over the REST server, with URLSession and JSON.
// Lesson 04 reads it as an adapter named after its technology.

import Foundation
import HexagonalDomain
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches the profile with `GET {base}/profile`.
public struct HTTPProfileGateway: ProfileGateway {
  private let client: JSONHTTPClient

  public init(baseURL: URL, session: URLSession = .shared) {
    client = JSONHTTPClient(baseURL: baseURL, session: session)
  }

  /// - Throws: ``HTTPError`` for a status other than 2xx or a body that is not a profile.
  public func fetchProfile() async throws -> Profile {
    let remote: RemoteProfile = try await client.get("profile")
    return remote.profile
  }
}
