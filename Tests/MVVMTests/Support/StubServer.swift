// A made-up server that URLSession reaches through a URLProtocol stub: no network involved.
// Read in lesson 07 (testing an adapter without a network).

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A server on a host of its own, answering every request with one canned
/// answer and recording what it received.
///
/// Each has its own host, so tests running in parallel never share answers.
final class StubServer: Sendable {
  /// A request as the server received it.
  struct Request: Sendable {
    var method: String?
    var path: String
    var body: Data?
  }

  let host = "\(UUID().uuidString.lowercased()).stub.test"
  let session: URLSession
  private let status: Int
  private let body: Data
  private let received = Locked<[Request]>([])

  init(status: Int = 200, body: String = "") {
    self.status = status
    self.body = Data(body.utf8)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [URLProtocolStub.self]
    session = URLSession(configuration: configuration)
    URLProtocolStub.register(self)
  }

  /// The base URL of its API, e.g. `https://….stub.test/api`.
  var baseURL: URL {
    URL(string: "https://\(host)/api")!
  }

  /// The requests it has received, in order.
  var requests: [Request] {
    received.withLock { $0 }
  }

  /// Records `request` and returns the canned answer.
  fileprivate func answer(_ request: URLRequest) -> (status: Int, body: Data) {
    let recorded = Request(
      method: request.httpMethod, path: request.url?.path ?? "", body: request.httpBody ?? request.bodyFromStream())
    received.withLock { $0.append(recorded) }
    return (status, body)
  }
}

/// Answers every request to a registered ``StubServer``'s host, in process.
final class URLProtocolStub: URLProtocol {
  private static let servers = Locked<[String: StubServer]>([:])

  static func register(_ server: StubServer) {
    servers.withLock { $0[server.host] = server }
  }

  override class func canInit(with request: URLRequest) -> Bool {
    true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    guard let url = request.url, let server = Self.servers.withLock({ $0[url.host ?? ""] }) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let answer = server.answer(request)
    let headers = ["Content-Type": "application/json"]
    guard
      let response = HTTPURLResponse(
        url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: answer.body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

/// A value guarded by a lock, for state that URLSession's threads and the tests share.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}

extension URLRequest {
  /// The body, when URLSession hands it to a URL protocol as a stream rather than as data.
  fileprivate func bodyFromStream() -> Data? {
    guard let stream = httpBodyStream else { return nil }
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
