// InMemoryProfileGateway: a profile gateway that answers with a profile it holds.
// The simplest adapter; use-case and contract tests run on it.

import HexagonalDomain
import SharedModel

/// Answers every fetch with the profile it was given: for previews, demos and tests.
public struct InMemoryProfileGateway: ProfileGateway {
  public var profile: Profile

  public init(profile: Profile) {
    self.profile = profile
  }

  public func fetchProfile() async throws -> Profile {
    profile
  }
}
