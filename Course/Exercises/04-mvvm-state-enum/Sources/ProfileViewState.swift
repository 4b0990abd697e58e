// Exercise 04: every kind of screen the Profile screen can be, as one enum.
// Lesson 03 (MVVM) grows this enum out of the classic idle/loading/loaded/error.

import SharedModel

/// Everything the Profile screen can be, one case per kind of screen.
public enum ProfileViewState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  // TODO: add a case for each other kind of screen: loading, a profile shown, an error shown.
  // Remember that a profile already shown stays on screen while a refresh loads (P4) and beside an error (P5).
}
