// Exercise 04, solved: every kind of screen the Profile screen can be, as one enum.
// Lesson 03 (MVVM); Sources/MVVM/Profile/ProfileViewState.swift is the project's own version.

import SharedModel

/// Everything the Profile screen can be, one case per kind of screen.
///
/// Three loose properties allowed eight combinations, and the view model had to
/// keep them in step by hand: forgetting to clear the error when a retry starts
/// put a loading indicator beside an error. Here a screen is one case, so a
/// change writes it whole, and the screens nobody wants have no case at all.
public enum ProfileViewState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// A request is on its way; `previous` stays on screen meanwhile (P4). No error: there is no place for one.
  case loading(previous: Profile?)
  /// The latest request brought this profile. No error, no loading indicator.
  case loaded(Profile)
  /// The latest request failed; `previous` stays on screen beside the message (P5).
  case error(message: String, previous: Profile?)

  /// The profile on screen, whatever the case.
  public var profile: Profile? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let profile): profile
    case .error(_, let previous): previous
    }
  }
}
