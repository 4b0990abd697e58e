// HTTPError: why the server's answer could not be used. The same cases in every architecture.
// The URLSession services throw it; their tests answer each case through a URLProtocol stub (lesson 05 lists it).

/// An answer from the server that the URLSession services refuse.
public enum HTTPError: Error, Equatable, Sendable {
  /// The answer was not an HTTP response at all.
  case notHTTP
  /// The status was not in the 2xx range.
  case unexpectedStatus(Int)
  /// The body was not the JSON the route promises.
  case undecodableBody
}
