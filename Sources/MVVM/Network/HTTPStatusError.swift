// The error the URLSession services throw when the server answers, but not with success.
// Read in lesson 03 (MVVM), with the services that use it.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server answered with a status outside 200–299.
public struct HTTPStatusError: Error, Equatable, Sendable {
  /// The status the server answered with, e.g. 500.
  public var statusCode: Int

  public init(statusCode: Int) {
    self.statusCode = statusCode
  }

  /// Throws unless `response` is an HTTP answer with a 2xx status.
  ///
  /// URLSession only throws when no answer arrives at all: a 404 or a 500 is an
  /// answer, so checking the status is the caller's job.
  static func check(_ response: URLResponse) throws {
    guard let response = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    guard (200..<300).contains(response.statusCode) else {
      throw HTTPStatusError(statusCode: response.statusCode)
    }
  }
}
