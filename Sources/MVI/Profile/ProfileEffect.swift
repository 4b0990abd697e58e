// ProfileEffect: the work the Profile reducer can ask for.
// Read in lesson 02 (MVI); ProfileStore says how each effect is done.

/// Work the Profile reducer asks the store to do.
public enum ProfileEffect: SideEffect {
  /// Fetch the profile from the server. Answers with ``ProfileIntent/profileAnswered(_:)``.
  case fetchProfile
  /// Stop fetching: the latest request on the fetch line is now for nothing. Answers nothing.
  case stopFetching

  /// The Profile screen's one line of work where only the latest request counts.
  public enum LatestWinsID: Hashable, Sendable {
    case fetch
  }

  /// A newer fetch replaces the one in flight (P6), and so does stopping (L1).
  public var latestWinsID: LatestWinsID? { .fetch }
}
