// Exercise 12, solved: the store that owns the Name screen's state and runs the work the reducer asks for.
// Lesson 02 (MVI): what the view model awaited itself, the store now does, and brings each answer back as an intent.

import Observation

/// Owns the Name state, takes every intent through ``send(_:)``, and runs the effects.
@MainActor
@Observable
public final class NameStore {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: NameState

  /// Stretch: every intent the reducer applied, in order. The reducer is pure, so these intents alone, replayed
  /// from the first state, give every state the screen went through.
  @ObservationIgnored public private(set) var journal: [NameIntent] = []

  @ObservationIgnored private let api: any NameAPI
  /// The fetch running under ``NameEffect/CancelID/fetch``: what the view model's `loadInFlight` kept.
  @ObservationIgnored private var fetchInFlight: Task<Void, Never>?

  public init(initialState: NameState = NameState(), api: any NameAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  ///
  /// Cancelling the caller (the screen going away) cancels the fetch it started, never a save.
  public func send(_ intent: NameIntent) async {
    for (effect, task) in apply(intent) {
      if effect == .fetchName {
        await withTaskCancellationHandler {
          await task.value
        } onCancel: {
          task.cancel()
        }
      } else {
        // A save is the user's: the caller going away stops waiting, not the save, whose answer still lands.
        await task.value
      }
    }
  }

  /// Applies `intent` at once and starts its effects, with no suspension: what the field's binding does, so
  /// that the text typed is the state's before the binding returns, as it was the view model's.
  public func sendNow(_ intent: NameIntent) {
    _ = apply(intent)
  }

  /// The reducer's decision, then the effects it asked for, each started; a cancellation is done at once.
  private func apply(_ intent: NameIntent) -> [(NameEffect, Task<Void, Never>)] {
    // Written where the reducer is called, and nowhere else: an answer the store drops never reaches the
    // reducer, so it is not in the journal either.
    journal.append(intent)
    return NameReducer.reduce(&state, intent).compactMap { effect in start(effect).map { (effect, $0) } }
  }

  /// Starts `effect` in a task of its own, which sends its answer back to the store; a cancellation has no
  /// task, and nothing to wait for.
  private func start(_ effect: NameEffect) -> Task<Void, Never>? {
    switch effect {
    case .cancel(.fetch):
      fetchInFlight?.cancel()
      fetchInFlight = nil
      return nil
    case .fetchName:
      let task = Task { [api] in
        let answer: Result<String, any Error>
        do {
          answer = .success(try await api.fetchName())
        } catch {
          answer = .failure(error)
        }
        // A cancelled fetch sends nothing back, its error included: the reducer asked for it to stop.
        // Nothing suspends between this check and `send`, on the main actor.
        guard !Task.isCancelled else { return }
        await self.send(.nameAnswered(answer))
      }
      fetchInFlight = task
      return task
    case .saveName(let name):
      // Not kept under any id: nothing cancels a save.
      return Task { [api] in
        let answer: Result<Void, any Error>
        do {
          try await api.saveName(name)
          answer = .success(())
        } catch {
          answer = .failure(error)
        }
        await self.send(.saveAnswered(name: name, answer))
      }
    }
  }
}
