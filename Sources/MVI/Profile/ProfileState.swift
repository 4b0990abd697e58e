// ProfileState: everything the Profile screen shows, as one value.
// Read in lesson 02 (MVI).

import SharedModel

// snippet.mvi-profile-state
/// Everything the Profile screen shows, and nothing more: its single source of truth.
///
/// The view reads this and guesses nothing. It keeps the whole profile, so the
/// screen can show the email.
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
// snippet.end

extension ProfileState: ObservableState {}
