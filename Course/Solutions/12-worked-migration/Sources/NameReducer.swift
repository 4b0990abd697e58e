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
      // `appeared()`: a load only when no name is shown or on its way; then, once the load has ended, whatever
      // it brought, the following of the changes. The store runs a list of effects one after another, as the
      // view model's `await`s ran.
      switch state.screen {
      case .idle, .failed: return load(&state) + [.followChanges]
      case .loading, .ready, .saving: return [.followChanges]
      }
    case .retryTapped:
      // `retry()` loads, and follows nothing: the following, if any, is the appearance's.
      return load(&state)
    case .viewDisappeared:
      // The `.task` is cancelled: the following stops, whatever the screen shows. `stopLoading()`: a load stops
      // too, and shows nothing; a save is the user's, and goes on.
      guard state.screen == .loading else { return [.cancel(.changes)] }
      state.screen = .idle
      return [.cancel(.changes), .cancel(.fetch)]
    case .fieldEdited(let text):
      state.field = text
      return []
    case .saveTapped:
      return save(&state)
    case .nameAnswered(let answer):
      // Only a screen still loading takes it: a change or the screen going away stopped the load meanwhile. The
      // store drops a cancelled fetch's answer too; the reducer doesn't count on it.
      guard state.screen == .loading else { return [] }
      switch answer {
      case .success(let name):
        state.screen = .ready(saved: name, error: nil)
        state.field = name
      case .failure:
        state.screen = .failed(message: NameMessage.loadFailed)
      }
      return []
    case .saveAnswered(let name, let answer):
      // The answer names what it was about: the screen it lands on may have gone and come back meanwhile, and the
      // name the server keeps may have changed elsewhere.
      guard case .saving(let saved, _) = state.screen else { return [] }
      switch answer {
      case .success: state.screen = .ready(saved: name, error: nil)
      case .failure: state.screen = .ready(saved: saved, error: NameMessage.saveFailed(name))
      }
      return []
    case .nameChanged(let name):
      return nameChanged(to: name, &state)
    }
  }

  /// `nameChanged(to:)`: the name the server keeps now, newer than a load on its way, which stops. The field
  /// follows it while it holds the name the server kept, as nothing was typed over it.
  private static func nameChanged(to name: String, _ state: inout NameState) -> [NameEffect] {
    switch state.screen {
    case .idle:
      return []
    case .loading, .failed:
      state.screen = .ready(saved: name, error: nil)
      state.field = name
      return [.cancel(.fetch)]
    case .ready(let saved, let error):
      if state.field == saved { state.field = name }
      state.screen = .ready(saved: name, error: error)
      return []
    case .saving(let saved, let sending):
      if state.field == saved { state.field = name }
      state.screen = .saving(saved: name, sending: sending)
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
