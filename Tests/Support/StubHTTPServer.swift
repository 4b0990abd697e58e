// StubHTTPServer: an HTTP server inside the test process, reached through a URLProtocol stub.
// Lesson 07 reads it: the network adapters of all three architectures are tested with real
// URLSession code and no network.

import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as the stub server received it.
public struct RecordedRequest: Equatable, Sendable {
  public var method: String
  /// The path as it was sent, still percent-encoded, e.g. `/api/todos/a%2Fb`.
  public var path: String
  public var contentType: String?
  public var body: Data

  /// The path's segments, each decoded on its own: `["api", "todos", "a/b"]`.
  public var segments: [String] {
    path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
  }

  /// The body, decoded from JSON.
  public func decodedBody<Value: Decodable>(as type: Value.Type) throws -> Value {
    try JSONDecoder().decode(type, from: body)
  }
}

/// What the stub server answers.
public struct StubResponse: Sendable {
  public var status: Int
  public var body: Data

  public init(status: Int = 200, body: Data = Data()) {
    self.status = status
    self.body = body
  }

  public init(status: Int = 200, text: String) {
    self.init(status: status, body: Data(text.utf8))
  }

  public static func json(_ value: some Encodable) throws -> StubResponse {
    StubResponse(body: try JSONEncoder().encode(value))
  }
}

// snippet.stub-http-server
/// A server with a host of its own, so tests running in parallel never see each other's requests.
///
/// URLSession makes the protocol objects itself; each finds its server by the
/// request's host. The server records every request, then answers with `handler`.
public final class StubHTTPServer: Sendable {
  public typealias Handler = @Sendable (RecordedRequest) -> StubResponse

  public let baseURL: URL
  public let session: URLSession
  private let host: String
  private let log = Mutexed<[RecordedRequest]>([])

  public init(handler: @escaping Handler) throws {
    host = "server-\(UUID().uuidString.lowercased()).test"
    baseURL = try #require(URL(string: "https://\(host)/api"))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    StubURLProtocol.routes.withLock { [log] routes in
      routes[host] = { request in
        log.withLock { $0.append(request) }
        return handler(request)
      }
    }
  }

  /// Answers every request with `response`.
  public convenience init(answering response: StubResponse = StubResponse()) throws {
    try self.init { _ in response }
  }

  deinit {
    StubURLProtocol.routes.withLock { [host] in $0[host] = nil }
  }

  /// Every request received, in order.
  public var requests: [RecordedRequest] { log.withLock { $0 } }
}
// snippet.end

/// Answers the requests of a session configured with it, through the server registered for their host.
final class StubURLProtocol: URLProtocol {
  static let routes = Mutexed<[String: StubHTTPServer.Handler]>([:])

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let host = url.host, let handler = Self.routes.withLock({ $0[host] }) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let recorded = RecordedRequest(
      method: request.httpMethod ?? "GET",
      path: URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path,
      contentType: request.value(forHTTPHeaderField: "Content-Type"), body: Self.body(of: request))
    let answer = handler(recorded)
    guard
      let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: nil)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: answer.body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// URLSession may hand the body over as a stream rather than as data.
  private static func body(of request: URLRequest) -> Data {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return Data() }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}
