// Exercise 12, solved: the Profile screen's rules as one pure function: every decision of MVVM's ProfileViewModel.
// Lesson 02 (MVI); Sources/MVI/Profile/ProfileReducer.swift is the project's own version.

import ScreenContract
import SharedModel

/// Decides what each ``ProfileIntent`` does to the Profile screen, and which work it asks for.
///
/// The view model's `load()` told the whole story of a load in one async function.
/// Here it is cut at its `await`: the lines before it are the gestures' cases, the
/// lines after it are the answer's, and the `await` itself is an effect. What is
/// left is synchronous, so a test checks each decision with one call.
public enum ProfileReducer {
  /// Applies `intent` to `state` and returns the work it asks for. No `await`, no server: the
  /// same state and intent always give the same next state and effects.
  public static func reduce(_ state: inout ProfileState, _ intent: ProfileIntent) -> [ProfileEffect] {
    switch intent {
    case .viewAppeared:
      // P1, P2: was `guard state.profile == nil, !state.isLoading` in `loadIfNeeded()`.
      guard state.profile == nil, !state.isLoading else { return [] }
      return startLoading(&state)
    case .refreshPulled, .retryTapped:
      return startLoading(&state)
    case .viewDisappeared:
      // L1: was `stopLoading()`. Cancelling the fetch is work, so it is an effect.
      guard state.isLoading else { return [] }
      state.isLoading = false
      return [.stopFetching]
    case .profileAnswered(.success(let profile)):
      // P3: was `state = .loaded(profile)`.
      state.profile = profile
      state.isLoading = false
      state.errorMessage = nil
      return []
    case .profileAnswered(.failure):
      // P5: was `state = .error(message:previous:)`; the profile shown stays.
      state.isLoading = false
      state.errorMessage = UserMessage.profileLoadFailed
      return []
    }
  }

  /// P4, P5: was `state = .loading(previous: state.profile)`: the profile stays, the error line clears.
  private static func startLoading(_ state: inout ProfileState) -> [ProfileEffect] {
    state.isLoading = true
    state.errorMessage = nil
    return [.fetchProfile]
  }
}
