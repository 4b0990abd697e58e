// LoadProfile, tested with in-memory adapters: no server, no network, no waiting.
// Lesson 07 reads it: a use case is tested through its output port.

import Hexagonal
import HexagonalDomain
import SharedModel
import Testing

@Suite struct LoadProfileTests {
  @Test func deliversTheProfileTheGatewayHolds() async throws {
    let loadProfile = LoadProfile(gateway: InMemoryProfileGateway(profile: .grace))
    #expect(try await loadProfile() == .grace)
  }

  @Test func passesTheGatewaysFailureOn() async {
    let loadProfile = LoadProfile(gateway: FailingAdapter())
    await #expect(throws: TestFailure.self) { try await loadProfile() }
  }
}
