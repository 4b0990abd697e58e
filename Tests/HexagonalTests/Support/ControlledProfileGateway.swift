// ControlledProfileGateway: a profile gateway whose every fetch waits for the test to answer it.
// Lesson 07 reads it in the presenter tests: answers arrive in the order the test chooses.

import HexagonalDomain
import SharedModel

/// A ``ProfileGateway`` that holds each fetch until the test answers it.
@MainActor
final class ControlledProfileGateway: ProfileGateway {
  private let log = CallLog<HeldCall<Profile>>()
  private let honoursCancellation: Bool

  init(honoursCancellation: Bool = true) {
    self.honoursCancellation = honoursCancellation
  }

  /// How many fetches arrived.
  var fetches: Int { log.calls.count }

  func fetchProfile() async throws -> Profile {
    let call = HeldCall<Profile>(honoursCancellation: honoursCancellation)
    await log.record(call)
    return try await call.wait()
  }

  /// Fetch number `number`, counting from 1, once it has arrived.
  func fetch(_ number: Int) async -> HeldCall<Profile> {
    await log.call(number)
  }
}
