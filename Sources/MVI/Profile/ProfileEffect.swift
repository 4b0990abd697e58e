// ProfileEffect: the work the Profile reducer can ask for.
// Read in lesson 02 (MVI); ProfileStore says how each effect is done.

/// Work the Profile reducer asks the store to do.
public enum ProfileEffect: SideEffect {
  /// Fetch the profile from the server. Answers with ``ProfileIntent/profileAnswered(_:)``.
  case fetchProfile
  // snippet.mvi-profile-effect-cancel (P6)
  /// Cancel the work running under `id`. The store carries it out; it answers nothing.
  case cancel(CancelID)

  /// The Profile screen's work that can be cancelled: its load.
  public enum CancelID: Hashable, Sendable {
    case fetch
  }

  /// A load is the screen's own work: a newer one (P6) or leaving the screen (L1) cancels it.
  public var cancelID: CancelID? {
    self == .fetchProfile ? .fetch : nil
  }

  public var cancels: CancelID? {
    if case .cancel(let id) = self { id } else { nil }
  }
  // snippet.end
}
