// ProfileReducer: the Profile screen's rules, as one pure function.
// Read in lesson 02 (MVI); its tests need no async at all.

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
      // P1, P2: loading counts as "on its way", so a second appearance sends nothing.
      guard state.profile == nil, !state.isLoading else { return [] }
      return startLoading(&state)

    case .refreshPulled, .retryTapped:
      return startLoading(&state)

    case .viewDisappeared:
      // L1: the load stops, quietly; what is shown stays.
      guard state.isLoading else { return [] }
      state.isLoading = false
      return [.cancel(.fetch)]

    case .profileAnswered(.success(let profile)):
      state.profile = profile
      state.isLoading = false
      state.errorMessage = nil
      return []

    case .profileAnswered(.failure):
      // P5: a failure never erases what the user sees.
      state.isLoading = false
      state.errorMessage = UserMessage.profileLoadFailed
      return []
    }
  }

  // snippet.mvi-profile-start-loading (P6)
  /// P4 to P6: what is shown stays beside the loading indicator, the error line clears, the latest load wins.
  private static func startLoading(_ state: inout ProfileState) -> [ProfileEffect] {
    state.isLoading = true
    state.errorMessage = nil
    return [.cancel(.fetch), .fetchProfile]
  }
  // snippet.end
}
// snippet.end
