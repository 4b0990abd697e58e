// Exercise 12: the Profile screen's rules as one pure function: every decision of MVVM's ProfileViewModel.
// Lesson 02 (MVI); README.md says, step by step, which lines of the view model move into which case.

import ScreenContract
import SharedModel

/// Decides what each ``ProfileIntent`` does to the Profile screen, and which work it asks for.
public enum ProfileReducer {
  /// Applies `intent` to `state` and returns the work it asks for. No `await`, no server: the
  /// same state and intent always give the same next state and effects.
  public static func reduce(_ state: inout ProfileState, _ intent: ProfileIntent) -> [ProfileEffect] {
    switch intent {
    case .viewAppeared:
      // TODO: `loadIfNeeded()`'s guard, then what `load()` does before its `await` (P1, P2).
      return []
    case .refreshPulled, .retryTapped:
      // TODO: `refresh()` and `retry()`: what `load()` does before its `await`; the profile shown stays (P4, P5).
      return []
    case .viewDisappeared:
      // TODO: `stopLoading()`: only while loading, the loading indicator goes and the fetch stops (L1).
      return []
    case .profileAnswered(.success):
      // TODO: what `load()` does after its `await` when the profile arrived (P3).
      return []
    case .profileAnswered(.failure):
      // TODO: what `load()` does after its `await` when the request failed; the profile shown stays (P5).
      return []
    }
  }
}
