// Exercise 12: the first steps of the migration, done: the Profile screen's state, intents, effects and API in MVI.
// Lessons 03 and 02: each type says which part of MVVM's ProfileViewModel it takes over. Nothing to change here.

import SharedModel

/// Everything the Profile screen shows, as one value: MVVM's `ProfileViewState`, kept as it was.
///
/// Lesson 02's MVI state is a struct of three fields, which its reducer sets one by one. This
/// migration keeps the view model's enum instead: the store owns it, and the reducer writes a
/// whole case at each intent. The screens nobody wants, such as a loading indicator beside an
/// error, still have no case, and the tests of the state carry over unchanged.
public enum ProfileState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// A request is on its way; `previous` stays on screen meanwhile (P4).
  case loading(previous: Profile?)
  /// The latest request brought this profile.
  case loaded(Profile)
  /// The latest request failed; `previous` stays on screen beside the message (P5).
  case error(message: String, previous: Profile?)
}

extension ProfileState {
  /// The profile on screen, whatever the case.
  public var profile: Profile? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let profile): profile
    case .error(_, let previous): previous
    }
  }

  /// Whether a request is on its way.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
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

/// The work the reducer asks the store to do: the `await` of `load()`, and cancelling it.
public enum ProfileEffect: Equatable, Sendable {
  /// The name a piece of work runs under, so that a later effect can cancel it.
  public enum CancelID: Hashable, Sendable {
    case fetch
  }

  /// Fetch the profile: was `await service.fetchProfile()` inside `latestRequest.send`.
  /// Runs under ``CancelID/fetch``, and answers with ``ProfileIntent/profileAnswered(_:)``.
  case fetchProfile
  /// Cancel the work running under `id`, whose answer nobody wants any more. Answers nothing.
  case cancel(CancelID)
}

/// The server, as the store sees it: what `ProfileService` was to the view model.
public protocol ProfileAPI: Sendable {
  func fetchProfile() async throws -> Profile
}
