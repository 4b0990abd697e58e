// The Profile view model's one dependency: where a profile comes from.
// Read in lesson 03 (MVVM, "inject the service"); tests inject a fake.

import SharedModel

// snippet.mvvm-profile-service
/// Fetches the user's profile.
///
/// The view model receives one through its `init` and never knows which:
/// ``URLSessionProfileService`` in the app, ``InMemoryProfileService`` in
/// previews, a fake in tests. A noun, without a `Protocol` suffix: what matters
/// at the call site is what it is, not how Swift declares it.
public protocol ProfileService: Sendable {
  /// The profile, or an error if it could not be fetched.
  func fetchProfile() async throws -> Profile
}
// snippet.end
