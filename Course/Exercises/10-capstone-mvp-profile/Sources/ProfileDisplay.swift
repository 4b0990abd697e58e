// Exercise 10: what an MVP presenter tells its view. Nothing to change in this file.
// Lesson 05: in MVP the view is passive; the presenter decides, then says what to show.

/// What the presenter can tell the Profile view to show.
///
/// The view decides nothing: it shows what it is told, and hands every gesture
/// to the presenter. That is the "passive view" of MVP, and it is why a test (or
/// the engine) can check the presenter's decisions through the screen alone.
@MainActor
public protocol ProfileDisplay: AnyObject {
  /// Shows or hides the loading indicator.
  func showLoading(_ isLoading: Bool)
  /// Shows a profile's name and email.
  func show(name: String, email: String)
  /// Shows `message` on the error line, or empties it when nil.
  func showError(_ message: String?)
}
