// The ProfileGateway contract: what every adapter of the port must do, run against each of them.
// Lesson 07 reads it beside the TodoRepository contract.

import HexagonalDomain
import HexagonalDrivenAdapters
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct ProfileGatewayContract {
  @Test(arguments: ProfileGatewayFixture.all)
  func deliversTheProfileTheSourceHolds(_ fixture: ProfileGatewayFixture) async throws {
    let source = try fixture.makeSource(.grace)
    #expect(try await source.open().fetchProfile() == .grace)
  }

  @Test(arguments: ProfileGatewayFixture.all)
  func deliversEveryFieldUnchanged(_ fixture: ProfileGatewayFixture) async throws {
    let profile = Profile(id: "é/42", name: "Zoë O’Brien", email: "zoe+todos@example.com")
    let source = try fixture.makeSource(profile)
    #expect(try await source.open().fetchProfile() == profile)
  }

  @Test(arguments: ProfileGatewayFixture.all)
  func everyFetchDeliversTheProfileAgain(_ fixture: ProfileGatewayFixture) async throws {
    let source = try fixture.makeSource(.ada)
    let gateway = source.open()
    #expect(try await gateway.fetchProfile() == .ada)
    #expect(try await gateway.fetchProfile() == .ada)
  }
}

// MARK: - Helpers

/// One adapter of ``ProfileGateway`` under the contract.
struct ProfileGatewayFixture: Sendable, CustomTestStringConvertible {
  let testDescription: String
  /// Makes a source holding a profile, and a way to open the adapter on it.
  let makeSource: @Sendable (Profile) throws -> Source

  static let all: [ProfileGatewayFixture] = [.inMemory, .http]

  static let inMemory = ProfileGatewayFixture(testDescription: "InMemoryProfileGateway") { profile in
    Source { InMemoryProfileGateway(profile: profile) }
  }

  static let http = ProfileGatewayFixture(testDescription: "HTTPProfileGateway") { profile in
    let server = try StubHTTPServer(answering: try .json(profile))
    return Source(keeping: server) { HTTPProfileGateway(baseURL: server.baseURL, session: server.session) }
  }

  /// Where the profile comes from, and a way to open an adapter on it.
  final class Source: Sendable {
    let open: @Sendable () -> any ProfileGateway
    private let resources: (any Sendable)?

    init(keeping resources: (any Sendable)? = nil, open: @escaping @Sendable () -> any ProfileGateway) {
      self.resources = resources
      self.open = open
    }
  }
}
