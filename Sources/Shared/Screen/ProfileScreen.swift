// What a user sees on the Profile screen, as a value.
// Every architecture maps its own state to this (lesson 01, "the screen contract").

// snippet.profile-screen
/// Exactly what the Profile screen shows, nothing about how it was produced.
public struct ProfileScreen: Equatable, Sendable {
  /// The loading indicator.
  public var isLoading: Bool
  /// The name shown, if a profile is shown.
  public var name: String?
  /// The email shown, if a profile is shown.
  public var email: String?
  /// The error line.
  public var error: String?

  public init(isLoading: Bool = false, name: String? = nil, email: String? = nil, error: String? = nil) {
    self.isLoading = isLoading
    self.name = name
    self.email = email
    self.error = error
  }

  /// Nothing on screen: no profile, no loading indicator, no error.
  public var isEmpty: Bool { self == ProfileScreen() }
}
// snippet.end
