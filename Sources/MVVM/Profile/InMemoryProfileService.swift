// A profile service that answers from memory, for previews and tests.
// Read in lesson 03 (MVVM), beside the service it stands in for.

import SharedModel

// snippet.mvvm-in-memory-profile-service
/// A ``ProfileService`` that always answers with the profile it was given, at once.
///
/// For previews and tests, where no network is wanted:
///
///     ProfileView(viewModel: ProfileViewModel(service: InMemoryProfileService()))
public struct InMemoryProfileService: ProfileService {
  public var profile: Profile

  public init(profile: Profile = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")) {
    self.profile = profile
  }

  public func fetchProfile() async throws -> Profile {
    profile
  }
}
// snippet.end
