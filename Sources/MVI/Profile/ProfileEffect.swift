// ProfileEffect: the work the Profile reducer can ask for.
// Read in lesson 02 (MVI); ProfileStore says how each effect is done.

/// Work the Profile reducer asks the store to do.
public enum ProfileEffect: SideEffect {
  /// Fetch the profile from the server. Answers with ``ProfileIntent/profileLoaded(_:)``.
  case fetchProfile

  /// A newer fetch replaces the one in flight (P6).
  public var latestWinsID: String? {
    switch self {
    case .fetchProfile: "fetch-profile"
    }
  }
}
