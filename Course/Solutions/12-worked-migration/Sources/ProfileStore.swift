// Exercise 12, solved: the store that owns the Profile state and runs the effects the reducer asks for.
// Lesson 02 (MVI): the view model's LatestRequest moves here, where it serves every effect.

import Observation

/// Owns the Profile state, takes every intent through ``send(_:)``, and runs the effects.
@MainActor
@Observable
public final class ProfileStore {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: ProfileState

  /// Stretch: every intent the reducer applied, in order. The reducer is pure, so these
  /// intents alone, replayed from the first state, give every state the screen went through:
  /// a bug report can carry them, and a test can replay them.
  @ObservationIgnored public private(set) var journal: [ProfileIntent] = []

  @ObservationIgnored private let api: any ProfileAPI
  /// The fetch running under ``ProfileEffect/CancelID/fetch``: what the view model's
  /// `LatestRequest` kept. Only the store's methods touch it, on the main actor.
  @ObservationIgnored private var fetchInFlight: Task<Void, Never>?

  public init(initialState: ProfileState = .idle, api: any ProfileAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  ///
  /// Cancelling the caller (the screen going away) cancels the fetch it started.
  public func send(_ intent: ProfileIntent) async {
    // Written where the reducer is called, and nowhere else: an answer the store drops
    // (superseded, cancelled) never reaches the reducer, so it is not in the journal either.
    journal.append(intent)
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
    // P6, L1: the reducer says when a fetch stops, with an effect of its own, done at once.
    // Starting work cancels nothing: a store that did would decide for the reducer.
    if case .cancel(.fetch) = effect {
      fetchInFlight?.cancel()
      fetchInFlight = nil
      return Task {}
    }
    let task = Task {
      let answer = await perform(effect)
      // Cancelling only asks: a server may answer anyway, and a cancelled request
      // fails with CancellationError, which the reducer would show as an error. So a
      // cancelled fetch sends nothing. Nothing suspends between this check and
      // `send`, on the main actor, so an old answer can never slip in after a newer fetch.
      guard !Task.isCancelled, let answer else { return }
      await send(answer)
    }
    fetchInFlight = task
    return task
  }

  /// Does the work of `effect` and returns its answer as an intent, or nil for work that answers nothing.
  private func perform(_ effect: ProfileEffect) async -> ProfileIntent? {
    switch effect {
    case .fetchProfile:
      // The effect only calls the server and reports: deciding what an answer means is the reducer's.
      do {
        return .profileAnswered(.success(try await api.fetchProfile()))
      } catch {
        return .profileAnswered(.failure(error))
      }
    case .cancel:
      return nil  // done where it starts, at once; it answers nothing
    }
  }
}
