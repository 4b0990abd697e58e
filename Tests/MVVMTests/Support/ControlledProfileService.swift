// A fake profile service whose answers the test sends, in any order.
// Read in lesson 07 (testing), with the view model tests that use it.

import MVVM
import SharedModel

/// A ``ProfileService`` for tests: each fetch waits until the test answers it.
@MainActor
final class ControlledProfileService: ProfileService {
  let requests: ControlledRequests<Profile>

  init(honoursCancellation: Bool = true) {
    requests = ControlledRequests(honoursCancellation: honoursCancellation)
  }

  func fetchProfile() async throws -> Profile {
    try await requests.receive()
  }
}
