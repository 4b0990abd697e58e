// ProfileGateway: the output port through which the domain fetches the profile.
// Lesson 04 reads it: a port is a small noun protocol the core declares and an adapter fulfils.

import SharedModel

// snippet.hexagonal-profile-gateway
/// Where the user's profile comes from.
///
/// The domain declares the port and calls it; it never learns whether an HTTP
/// server, a fixture in memory or the lab's scripted server answers. `Sendable`
/// because use cases call it from whichever task runs them.
public protocol ProfileGateway: Sendable {
  /// The user's profile as the source holds it now.
  func fetchProfile() async throws -> Profile
}
// snippet.end
