// ProfileReducer: the Profile screen's rules, as one pure function.
// Read in lesson 02 (MVI); lesson 07 tests it with no async at all.

import ScreenContract
import SharedModel

// snippet.mvi-profile-reducer
/// Decides what each ``ProfileIntent`` does to the Profile screen.
public enum ProfileReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  ///
  /// Pure and synchronous: no network, no clock, no `await`. The same state and
  /// intent always give the same next state and effects, which is why a test
  /// can check every rule without a store or a server.
  public static func reduce(_ state: inout ProfileState, _ intent: ProfileIntent) -> [ProfileEffect] {
    switch intent {
    case .viewAppeared:
      // P1, P2: the seed checks only for a name, so a second appearance while
      // loading sends a second request. Loading counts as "on its way" too.
      guard state.profile == nil, !state.isLoading else { return [] }
      return startLoading(&state)

    case .refreshPulled, .retryTapped:
      return startLoading(&state)

    case .profileLoaded(.success(let profile)):
      state.profile = profile
      state.isLoading = false
      state.errorMessage = nil
      return []

    case .profileLoaded(.failure):
      // P5: the seed clears the user here; a failure never erases what the user sees.
      state.isLoading = false
      state.errorMessage = UserMessage.profileLoadFailed
      return []
    }
  }

  /// P4, P5: whatever is shown stays beside the loading indicator; the error line clears.
  private static func startLoading(_ state: inout ProfileState) -> [ProfileEffect] {
    state.isLoading = true
    state.errorMessage = nil
    return [.fetchProfile]
  }
}
// snippet.end
