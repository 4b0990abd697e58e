// The four endpoints of the remote server the feature talks to (feature.md, "The server").

/// One of the server's endpoints.
public enum Endpoint: String, CaseIterable, Sendable, Codable {
  /// Fetch the profile.
  case profile
  /// Fetch all todos.
  case list
  /// Create or update one todo.
  case save
  /// Delete one or more todos by id.
  case delete
}

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

/// A server statement that cannot be carried out, such as releasing a request that is not held.
public struct ServerScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}
