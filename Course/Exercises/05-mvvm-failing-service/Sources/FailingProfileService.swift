// Exercise 05: a ProfileService that always fails, to show and test the Profile screen's error state.
// Lessons 03 (MVVM, "inject the service") and 07 (testing with a fake).

import MVVM
import SharedModel

/// A ``ProfileService`` whose every fetch fails, as an unreachable server's would.
///
/// Beside `InMemoryProfileService`, for previews of the error state and for tests.
public struct FailingProfileService: ProfileService {
  public init() {}

  public func fetchProfile() async throws -> Profile {
    // TODO: this fake stands for a server that can't be reached (P5): no fetch of it may ever bring a profile.
    // FR : ce faux représente un serveur injoignable (P5) : aucune de ses requêtes ne doit jamais apporter de profil.
    Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  }
}
