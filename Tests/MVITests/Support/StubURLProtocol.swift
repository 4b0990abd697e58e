// StubURLProtocol: a URLProtocol that answers URLSession requests from memory, so the adapter is tested without a network.
// Used by URLSessionAPITests (lesson 07).

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers every request of a session configured with it, and records what it received.
///
/// URLSession creates the protocol objects itself, so the answer and the record
/// live in a shared, lock-guarded ``Stub``. Tests that use it must run one at a time.
final class StubURLProtocol: URLProtocol {
  static let stub = Stub()

  /// A session whose every request is answered by the stub.
  static func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    return URLSession(configuration: configuration)
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let (status, body) = Self.stub.answer(to: request)
    guard let url = request.url,
      let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badURL))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// What the stub answers, and the requests it has received.
  final class Stub: @unchecked Sendable {
    /// A request as the server saw it.
    struct Received: Sendable {
      var method: String?
      var path: String?
      var body: Data?
    }

    private let lock = NSLock()
    private var status = 200
    private var body = Data()
    private var received: [Received] = []

    /// From now on, answer every request with `status` and `body`; forget earlier requests.
    func reset(status: Int, body: String) {
      lock.withLock {
        self.status = status
        self.body = Data(body.utf8)
        received = []
      }
    }

    /// The requests received since the last reset.
    var requests: [Received] {
      lock.withLock { received }
    }

    fileprivate func answer(to request: URLRequest) -> (Int, Data) {
      let seen = Received(method: request.httpMethod, path: request.url?.path, body: Self.body(of: request))
      return lock.withLock {
        received.append(seen)
        return (status, body)
      }
    }

    /// URLSession may hand the body over as a stream rather than as data.
    private static func body(of request: URLRequest) -> Data? {
      if let body = request.httpBody { return body }
      guard let stream = request.httpBodyStream else { return nil }
      stream.open()
      defer { stream.close() }
      var data = Data()
      var buffer = [UInt8](repeating: 0, count: 1024)
      while stream.hasBytesAvailable {
        let count = stream.read(&buffer, maxLength: buffer.count)
        guard count > 0 else { break }
        data.append(buffer, count: count)
      }
      return data
    }
  }
}
