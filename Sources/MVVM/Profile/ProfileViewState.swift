// The Profile screen's view state: every kind of screen it can be, as one enum.
// Read in lesson 03 (MVVM), where it grows out of the classic idle/loading/loaded/error enum.

import SharedModel

// snippet.mvvm-profile-view-state
/// Everything the Profile screen can be, one case per kind of screen.
///
/// Three loose properties (`isLoading`, `profile`, `errorMessage`) would allow
/// screens nobody wants: a loading indicator beside an error, or an error beside
/// a profile that just arrived. An enum allows only the cases it lists, so the
/// screen is always in one clear state.
///
/// The textbook enum is `idle`, `loading`, `loaded(Profile)`, `error(String)`.
/// The spec asks for a little more: a refresh keeps the profile visible while
/// it loads (P4), and a failure keeps it beside the message (P5). So `loading`
/// and `error` carry the profile already shown, if any. The cases still rule
/// out a loading indicator beside an error.
public enum ProfileViewState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// A request is on its way; `previous` stays on screen meanwhile.
  case loading(previous: Profile?)
  /// The latest request brought this profile.
  case loaded(Profile)
  /// The latest request failed; `previous` stays on screen beside the message.
  case error(message: String, previous: Profile?)
}
// snippet.end

extension ProfileViewState {
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

  /// What a screen shows when no request is on its way: the profile, if any, or nothing.
  static func showing(_ profile: Profile?) -> ProfileViewState {
    profile.map(ProfileViewState.loaded) ?? .idle
  }
}
