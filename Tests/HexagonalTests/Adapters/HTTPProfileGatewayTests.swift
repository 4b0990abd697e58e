// HTTPProfileGateway's own tests: the request it sends, and the answers it refuses.
// Lesson 07 reads it: URLSession code, tested through a URLProtocol stub with no network.

import Foundation
import HexagonalDrivenAdapters
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct HTTPProfileGatewayTests {
  @Test func getsTheProfileRouteUnderTheBaseURL() async throws {
    let server = try StubHTTPServer(answering: try .json(Profile.ada))
    _ = try await HTTPProfileGateway(baseURL: server.baseURL, session: server.session).fetchProfile()
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/profile"])
  }

  @Test(arguments: [199, 301, 404, 500])
  func aStatusOutside2xxIsAnError(status: Int) async throws {
    let server = try StubHTTPServer(
      answering: StubResponse(status: status, body: try JSONEncoder().encode(Profile.ada)))
    let gateway = HTTPProfileGateway(baseURL: server.baseURL, session: server.session)
    await #expect(throws: HTTPError.unexpectedStatus(status)) { try await gateway.fetchProfile() }
  }

  @Test func aBodyThatIsNotAProfileIsAnError() async throws {
    let server = try StubHTTPServer(answering: StubResponse(body: Data(#"{"name":"Ada"}"#.utf8)))
    let gateway = HTTPProfileGateway(baseURL: server.baseURL, session: server.session)
    await #expect(throws: HTTPError.undecodableBody) { try await gateway.fetchProfile() }
  }
}
