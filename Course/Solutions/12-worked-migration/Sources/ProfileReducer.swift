// Exercise 12, solved: the Profile screen's rules as one pure function: every decision of MVVM's ProfileViewModel.
// Lesson 02 (MVI); the state is the view model's enum, kept as it was, so each case writes a whole screen.

import ScreenContract
import SharedModel

/// Decides what each ``ProfileIntent`` does to the Profile screen, and which work it asks for.
///
/// The view model's `load()` told the whole story of a load in one async function.
/// Here it is cut at its `await`: what it did before is the gestures' cases, what it
/// did after is the answer's, and the `await` itself is an effect. The state is still
/// the view model's enum, so each case assigns one whole screen, as `load()` did, and
/// a case that forgets a field can't exist: there are no fields to forget.
public enum ProfileReducer {
  /// Applies `intent` to `state` and returns the work it asks for. No `await`, no server: the
  /// same state and intent always give the same next state and effects.
  public static func reduce(_ state: inout ProfileState, _ intent: ProfileIntent) -> [ProfileEffect] {
    switch intent {
    case .viewAppeared:
      // P1, P2: `loadIfNeeded()`'s guard, word for word. After a failed first load
      // nothing is shown, so opening loads again.
      guard state.profile == nil, !state.isLoading else { return [] }
      return load(&state)
    case .refreshPulled, .retryTapped:
      return load(&state)
    case .viewDisappeared:
      // L1, was `stopLoading()`: the indicator goes, and the screen shows what it showed
      // before the load, with no error (a load had cleared it). Stopping the fetch is
      // work, so it is an effect.
      guard case .loading(let previous) = state else { return [] }
      state = previous.map(ProfileState.loaded) ?? .idle
      return [.cancel(.fetch)]
    case .profileAnswered(.success(let profile)):
      state = .loaded(profile)  // P3: no indicator, no error: the case has no room for them
      return []
    case .profileAnswered(.failure):
      // P5: the profile shown stays beside the message.
      state = .error(message: UserMessage.profileLoadFailed, previous: state.profile)
      return []
    }
  }

  /// P4, P5: what `load()` did before its `await`: the profile shown stays beside the
  /// indicator, and `loading` has no room for the old error. Then the `await`, as an effect,
  /// after cancelling the fetch it replaces, as `latestRequest.send` did (P6).
  private static func load(_ state: inout ProfileState) -> [ProfileEffect] {
    state = .loading(previous: state.profile)
    return [.cancel(.fetch), .fetchProfile]
  }
}
