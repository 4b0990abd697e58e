// ProfileAPI: what the Profile store needs from the server, and nothing more.
// Read in lesson 02 (MVI): the profile's port to the server, injected so tests can replace it.

import SharedModel

// snippet.mvi-profile-api
/// The server, as the Profile store sees it.
///
/// The store gets one at init, so a test passes a fake, the lab passes its
/// scripted server and an app passes ``URLSessionAPI``. `Sendable`, because
/// effects call it from a task of their own.
public protocol ProfileAPI: Sendable {
  /// The profile the server holds.
  func fetchProfile() async throws -> Profile
}
// snippet.end
