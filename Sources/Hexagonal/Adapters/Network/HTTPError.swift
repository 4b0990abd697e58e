// HTTPError: why the server's answer could not be used.
// Lesson 04 reads it with the network adapters; lesson 07 tests each case with a URLProtocol stub.

/// An answer from the server that the network adapters refuse.
public enum HTTPError: Error, Equatable, Sendable {
  /// The answer was not an HTTP response at all.
  case notHTTP
  /// The status was not in the 2xx range.
  case unexpectedStatus(Int)
  /// The body was not the JSON the route promises.
  case undecodableBody
}
