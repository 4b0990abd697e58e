// A fake ProfileService that gives the answers it was told, in order, and notes the screen during each request.
// Lesson 07: reading the screen from inside the request sees the in-between state without timing tricks.

import ScreenContract
import SharedModel

@testable import Exercise04

/// Answers each fetch with the next of `answers`; while a fetch is in flight, records what `whileLoading` returns.
@MainActor
final class ScriptedProfileService: ProfileService {
  private var answers: [Result<Profile, any Error>]
  /// Reads the screen; called at the start of every fetch.
  var whileLoading: () -> ProfileScreen = { ProfileScreen() }
  /// The screen as it was during each fetch, in order.
  private(set) var screensWhileLoading: [ProfileScreen] = []

  init(answers: [Result<Profile, any Error>]) {
    self.answers = answers
  }

  @MainActor
  func fetchProfile() async throws -> Profile {
    screensWhileLoading.append(whileLoading())
    guard !answers.isEmpty else { throw ServerFailure() }
    return try answers.removeFirst().get()
  }
}
