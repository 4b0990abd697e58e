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
  /// The work running under each cancel id: the fetch, what the view model's `loadInFlight` kept, and the
  /// following of the changes, which the view model's `.task` held.
  @ObservationIgnored private var inFlight: [NameEffect.CancelID: Task<Void, Never>] = [:]

  public init(initialState: NameState = NameState(), api: any NameAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for, one after another; returns when they have finished.
  ///
  /// Cancelling the caller (the screen going away) cancels the fetch or the following it is waiting on, and runs
  /// none of the effects after it, never a save.
  public func send(_ intent: NameIntent) async {
    await run(apply(intent))
  }

  /// Applies `intent` at once, with no suspension: what the field's binding does, so that the text typed is the
  /// state's before the binding returns, as it was the view model's. Its cancellations are done at once too; any
  /// other effect runs in a task of its own.
  public func sendNow(_ intent: NameIntent) {
    var effects = apply(intent)[...]
    while case .cancel(let id) = effects.first {
      cancel(id)
      effects = effects.dropFirst()
    }
    guard !effects.isEmpty else { return }
    Task { await run(Array(effects)) }
  }

  /// The reducer's decision, and the effects it asked for.
  private func apply(_ intent: NameIntent) -> [NameEffect] {
    // Written where the reducer is called, and nowhere else: an answer the store drops never reaches the
    // reducer, so it is not in the journal either.
    journal.append(intent)
    return NameReducer.reduce(&state, intent)
  }

  /// Runs `effects` in order, each once the one before has finished, as the view model's `await`s ran; stops
  /// when the caller is cancelled.
  private func run(_ effects: [NameEffect]) async {
    for effect in effects {
      guard !Task.isCancelled else { return }
      switch effect {
      case .cancel(let id):
        cancel(id)
      case .fetchName:
        await runCancellable(under: .fetch) { [api] in
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
      case .followChanges:
        await runCancellable(under: .changes) { [api] in
          // One request at a time, each answer sent back as it comes; a failure or a cancellation ends it, and a
          // name that arrives once the following was cancelled is dropped.
          while let name = try? await api.nextChange(), !Task.isCancelled {
            await self.send(.nameChanged(name))
          }
        }
      case .saveName(let name):
        // Not kept under any id: nothing cancels a save, and a caller going away stops waiting, not the save,
        // whose answer still lands.
        await Task { [api] in
          let answer: Result<Void, any Error>
          do {
            try await api.saveName(name)
            answer = .success(())
          } catch {
            answer = .failure(error)
          }
          await self.send(.saveAnswered(name: name, answer))
        }.value
      }
    }
  }

  /// Starts `work` in a task kept under `id`, and waits for it; cancelling the caller cancels it.
  private func runCancellable(
    under id: NameEffect.CancelID, _ work: @escaping @MainActor @Sendable () async -> Void
  ) async {
    let task = Task { await work() }
    inFlight[id] = task
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if inFlight[id] == task { inFlight[id] = nil }
  }

  /// Cancels the work running under `id`, if any.
  private func cancel(_ id: NameEffect.CancelID) {
    inFlight[id]?.cancel()
    inFlight[id] = nil
  }
}
