// Where a profile comes from: the one dependency of the app's ProfileModel, injected so tests can fake it.

import SharedModel

// snippet.mv-profile-service
/// Fetches the user's profile.
///
/// ``ProfileModel`` receives one through its `init` and never knows which:
/// ``URLSessionProfileService`` in the app, a fake in tests.
public protocol ProfileService: Sendable {
  /// The profile, or an error if it could not be fetched.
  func fetchProfile() async throws -> Profile
}
// snippet.end
