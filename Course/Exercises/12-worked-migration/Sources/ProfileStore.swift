// Exercise 12: the store that owns the Profile state and runs the effects the reducer asks for.
// Lesson 02 (MVI): the job of the view model's LatestRequest moves here, where every effect passes.

import Observation

/// Owns the Profile state, takes every intent through ``send(_:)``, and runs the effects.
@MainActor
@Observable
public final class ProfileStore {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: ProfileState

  @ObservationIgnored private let api: any ProfileAPI
  // TODO: keep the task of the fetch in flight here, so that a newer fetch, or stopping, can cancel it.

  public init(initialState: ProfileState = ProfileState(), api: any ProfileAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  ///
  /// Cancelling the caller (the screen going away) cancels the fetch it started.
  public func send(_ intent: ProfileIntent) async {
    let effects = ProfileReducer.reduce(&state, intent)
    for task in effects.map(start) {
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }

  /// Starts `effect` in a task of its own, which sends its answer back to the store.
  private func start(_ effect: ProfileEffect) -> Task<Void, Never> {
    // TODO: latest wins (P6), as `LatestRequest` did: cancel the fetch in flight before this
    // effect starts, and remember a new fetch. A cancelled fetch sends nothing back: neither
    // its profile nor its error, even when the server answers it anyway.
    Task {
      if let answer = await perform(effect) {
        await send(answer)
      }
    }
  }

  /// Does the work of `effect` and returns its answer as an intent, or nil for work that answers nothing.
  private func perform(_ effect: ProfileEffect) async -> ProfileIntent? {
    switch effect {
    case .fetchProfile:
      // TODO: fetch the profile from `api`, and answer with `.profileAnswered`, success or failure.
      return nil
    case .stopFetching:
      return nil
    }
  }
}
