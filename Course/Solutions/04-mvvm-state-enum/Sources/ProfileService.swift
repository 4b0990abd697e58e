// Exercise 04: where the view model gets a profile from. Nothing to change in this file.
// Lesson 03 (MVVM) reads the project's own version in Sources/MVVM/Profile/ProfileService.swift.

import SharedModel

/// Fetches the user's profile.
public protocol ProfileService: Sendable {
  func fetchProfile() async throws -> Profile
}
