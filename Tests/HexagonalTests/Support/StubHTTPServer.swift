// StubHTTPServer: an HTTP server inside the test process, reached through a URLProtocol stub.
// Lesson 07 reads it: the network adapters are tested with real URLSession code and no network.

import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as the stub server received it.
struct RecordedRequest: Equatable, Sendable {
  var method: String
  var path: String
  var contentType: String?
  var body: Data
}

/// What the stub server answers.
struct StubResponse: Sendable {
  var status: Int
  var body: Data

  init(status: Int = 200, body: Data = Data()) {
    self.status = status
    self.body = body
  }

  static func json(_ value: some Encodable) throws -> StubResponse {
    StubResponse(body: try JSONEncoder().encode(value))
  }
}

/// A server with a host of its own, so tests running in parallel never see each other's requests.
final class StubHTTPServer: Sendable {
  typealias Handler = @Sendable (RecordedRequest) -> StubResponse

  let baseURL: URL
  let session: URLSession
  private let host: String
  private let log = RequestLog()

  /// - Parameter handler: Answers each request; the server records them all first.
  init(handler: @escaping Handler) throws {
    host = "server-\(UUID().uuidString.lowercased()).test"
    baseURL = try #require(URL(string: "https://\(host)/api"))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    StubURLProtocol.routes.add(host) { [log] request in
      log.append(request)
      return handler(request)
    }
  }

  /// Answers every request with `response`.
  convenience init(answering response: StubResponse) throws {
    try self.init { _ in response }
  }

  deinit {
    StubURLProtocol.routes.remove(host)
    session.invalidateAndCancel()
  }

  /// Every request received, in order.
  var requests: [RecordedRequest] { log.requests }
}

/// The requests a stub server received, behind a lock: URLSession calls in on its own threads.
private final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [RecordedRequest] = []

  var requests: [RecordedRequest] { lock.withLock { received } }

  func append(_ request: RecordedRequest) {
    lock.withLock { received.append(request) }
  }
}

/// Answers URLSession's requests in-process, from the handler registered for the request's host.
final class StubURLProtocol: URLProtocol {
  static let routes = Routes()

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let handler = url.host.flatMap(Self.routes.handler),
      let client
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
      return
    }
    let recorded = RecordedRequest(
      method: request.httpMethod ?? "GET", path: url.path(percentEncoded: false),
      contentType: request.value(forHTTPHeaderField: "Content-Type"), body: body(of: request))
    let answer = handler(recorded)
    guard
      let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: nil)
    else {
      client.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client.urlProtocol(self, didLoad: answer.body)
    client.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// URLSession may hand the body over as a stream rather than as data.
  private func body(of request: URLRequest) -> Data {
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

  /// The handlers by host, behind a lock.
  final class Routes: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [String: StubHTTPServer.Handler] = [:]

    func add(_ host: String, _ handler: @escaping StubHTTPServer.Handler) {
      lock.withLock { handlers[host] = handler }
    }

    func remove(_ host: String) {
      _ = lock.withLock { handlers.removeValue(forKey: host) }
    }

    func handler(for host: String) -> StubHTTPServer.Handler? {
      lock.withLock { handlers[host] }
    }
  }
}
