// Exercise 12: the first steps of the migration, done: the Profile screen's state, intents, effects and API in MVI.
// Lessons 03 and 02: each type says which part of MVVM's ProfileViewModel it takes over. Nothing to change here.

import SharedModel

/// Everything the Profile screen shows, as one value: what `ProfileViewState` was in MVVM.
///
/// The view model's enum had a case per kind of screen; the reducer writes this struct whole
/// at each intent instead, and its cases are the screens the tests can see.
public struct ProfileState: Equatable, Sendable {
  /// The profile shown, once one has loaded. A failure never erases it (P5).
  public var profile: Profile?
  /// A request for the profile is on its way.
  public var isLoading: Bool
  /// The error line.
  public var errorMessage: String?

  public init(profile: Profile? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
    self.profile = profile
    self.isLoading = isLoading
    self.errorMessage = errorMessage
  }
}

/// What happened to the Profile screen: each public method of the view model, named as an event,
/// and the answer its `await` waited for.
public enum ProfileIntent: Sendable {
  /// The screen appeared: was `loadIfNeeded()`.
  case viewAppeared
  /// The user pulled to refresh: was `refresh()`.
  case refreshPulled
  /// The user tapped Retry under the error line: was `retry()`.
  case retryTapped
  /// The screen went away: was `stopLoading()`.
  case viewDisappeared
  /// The server answered the fetch: what `load()` got back from `await service.fetchProfile()`.
  case profileAnswered(Result<Profile, any Error>)
}

/// The work the reducer asks the store to do: the `await` of `load()`, and stopping it.
public enum ProfileEffect: Equatable, Sendable {
  /// Fetch the profile: was `latestRequest.send { try await service.fetchProfile() }`.
  /// Answers with ``ProfileIntent/profileAnswered(_:)``.
  case fetchProfile
  /// Stop the fetch in flight, whose answer nobody wants any more: was `latestRequest.cancel()`.
  /// Answers nothing.
  case stopFetching
}

/// The server, as the store sees it: what `ProfileService` was to the view model.
public protocol ProfileAPI: Sendable {
  func fetchProfile() async throws -> Profile
}
