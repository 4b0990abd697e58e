// ProfileIntent: everything that can happen to the Profile screen.
// Read in lesson 02 (MVI).

import SharedModel

// snippet.mvi-profile-intent
/// Something that happened to the Profile screen: a gesture, or an answer to an effect.
///
/// Each case names an event, not a command: `viewAppeared`, not `loadProfile`.
/// What the event means is the reducer's decision; appearing, for one, loads
/// only when nothing is shown or on its way.
public enum ProfileIntent: Sendable {
  /// The screen appeared.
  case viewAppeared
  /// The user pulled to refresh.
  case refreshPulled
  /// The user tapped Retry under the error line.
  case retryTapped
  /// The screen went away.
  case viewDisappeared
  /// The server answered ``ProfileEffect/fetchProfile``.
  case profileAnswered(Result<Profile, any Error>)
}
// snippet.end
