// Exercise 12, solved: the Name screen's rules as one pure function: every decision of NameViewModel, moved here.
// Lesson 02 (MVI); the state keeps the view model's enum, so each case writes a whole screen.

import Foundation

/// Decides what each ``NameIntent`` does to the Name screen, and which work it asks for.
public enum NameReducer {
  /// Applies `intent` to `state` and returns the work it asks for. No `await`, no server: the same state and
  /// intent always give the same next state and effects.
  public static func reduce(_ state: inout NameState, _ intent: NameIntent) -> [NameEffect] {
    switch intent {
    case .viewAppeared:
      // `loadIfNeeded()`: a load only when no name is shown or on its way.
      switch state.screen {
      case .idle, .failed: return load(&state)
      case .loading, .ready, .saving: return []
      }
    case .retryTapped:
      return load(&state)
    case .viewDisappeared:
      // `stopLoading()`: a load stops, and shows nothing; a save is the user's, and goes on.
      guard state.screen == .loading else { return [] }
      state.screen = .idle
      return [.cancel(.fetch)]
    case .fieldEdited(let text):
      state.field = text
      return []
    case .saveTapped:
      return save(&state)
    case .nameAnswered(.success(let name)):
      state.screen = .ready(saved: name, error: nil)
      state.field = name
      return []
    case .nameAnswered(.failure):
      state.screen = .failed(message: NameMessage.loadFailed)
      return []
    case .saveAnswered(let name, let answer):
      // The answer names what it was about: the screen it lands on may have gone and come back meanwhile.
      guard case .saving(let saved, _) = state.screen else { return [] }
      switch answer {
      case .success: state.screen = .ready(saved: name, error: nil)
      case .failure: state.screen = .ready(saved: saved, error: NameMessage.saveFailed(name))
      }
      return []
    }
  }

  /// `load()`: the latest load wins, so the one on its way, if any, is cancelled before the new one starts.
  /// In the view model, `loadInFlight` did that; here the reducer says it, and the store carries it out.
  private static func load(_ state: inout NameState) -> [NameEffect] {
    state.screen = .loading
    return [.cancel(.fetch), .fetchName]
  }

  /// `save()`: the empty name refused, then the request, or nothing when there is nothing to change.
  private static func save(_ state: inout NameState) -> [NameEffect] {
    guard case .ready(let saved, _) = state.screen else { return [] }
    let name = state.field.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else {
      state.screen = .ready(saved: saved, error: NameMessage.empty)
      return []
    }
    guard name != saved else { return [] }
    state.screen = .saving(saved: saved, sending: name)
    return [.saveName(name)]
  }
}
