// Tests of the URLSession profile service against a stub server: no network involved.
// Read in lesson 07 (testing an adapter without a network).

import Foundation
import MVVM
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct URLSessionProfileServiceTests {
  @Test func fetchingGetsTheProfileAndDecodesIt() async throws {
    let server = try StubHTTPServer(
      answering: StubResponse(text: #"{"id": "7", "name": "Ada Lovelace", "email": "ada@example.com"}"#))
    let service = URLSessionProfileService(baseURL: server.baseURL, session: server.session)
    let profile = try await service.fetchProfile()
    #expect(profile == Profile(id: "7", name: "Ada Lovelace", email: "ada@example.com"))
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/profile"])
  }

  @Test func aStatusOutsideTwoHundredsIsAnError() async throws {
    let server = try StubHTTPServer(
      answering: StubResponse(status: 500, text: #"{"id": "7", "name": "Ada Lovelace", "email": "ada@example.com"}"#))
    let service = URLSessionProfileService(baseURL: server.baseURL, session: server.session)
    await #expect(throws: HTTPError.unexpectedStatus(500)) { try await service.fetchProfile() }
  }

  @Test func aBodyThatDoesNotDecodeIsAnError() async throws {
    let server = try StubHTTPServer(answering: StubResponse(text: #"{"name": "Ada Lovelace"}"#))
    let service = URLSessionProfileService(baseURL: server.baseURL, session: server.session)
    await #expect(throws: HTTPError.undecodableBody) { try await service.fetchProfile() }
  }
}
