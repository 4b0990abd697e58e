// The answer of a request that a scenario told the server to fail.

import SharedModel

/// The answer of a request that the scenario told the server to fail.
public struct ServerFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var endpoint: Endpoint
  public var request: Int

  public init(endpoint: Endpoint, request: Int) {
    self.endpoint = endpoint
    self.request = request
  }

  public var description: String { "\(endpoint) #\(request) failed" }
}
