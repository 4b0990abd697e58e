// Tests of the URLSession profile service against a stubbed server: no network involved.
// Read in lesson 07 (testing an adapter without a network).

import Foundation
import MVVM
import SharedModel
import Testing

@Suite struct URLSessionProfileServiceTests {
  @Test func fetchingGetsTheProfileAndDecodesIt() async throws {
    let server = StubServer(body: #"{"id": "7", "name": "Ada Lovelace", "email": "ada@example.com"}"#)
    let service = URLSessionProfileService(baseURL: server.baseURL, session: server.session)

    let profile = try await service.fetchProfile()

    #expect(profile == Profile(id: "7", name: "Ada Lovelace", email: "ada@example.com"))
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.path) == ["/api/profile"])
  }

  @Test func aStatusOutsideTwoHundredsIsAnError() async {
    let server = StubServer(status: 500, body: #"{"id": "7", "name": "Ada Lovelace", "email": "ada@example.com"}"#)
    let service = URLSessionProfileService(baseURL: server.baseURL, session: server.session)

    await #expect(throws: HTTPStatusError(statusCode: 500)) {
      try await service.fetchProfile()
    }
  }

  @Test func aBodyThatDoesNotDecodeIsAnError() async {
    let server = StubServer(body: #"{"name": "Ada Lovelace"}"#)
    let service = URLSessionProfileService(baseURL: server.baseURL, session: server.session)

    await #expect(throws: DecodingError.self) {
      try await service.fetchProfile()
    }
  }
}
