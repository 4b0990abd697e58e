// Exercise 10: the model side of MVP: where the presenter gets a profile from. Nothing to change in this file.
// Lesson 05 (side by side): a fourth architecture, played through the same engine as the other three.

import SharedModel

/// Fetches the user's profile: MVP's model, as the presenter sees it.
public protocol ProfileSource: Sendable {
  func fetchProfile() async throws -> Profile
}
