// Exercise 03, solved: the store that runs the Profile reducer's effects, where the latest refresh wins.
// Lessons 02 and 06; Sources/MVI/Store/Store.swift does it for any effect, when the reducer asks.

import SharedModel

/// Owns the Profile state, takes every intent through ``send(_:)``, and runs the effects the reducer asks for.
@MainActor
public final class ProfileStore {
  /// What the screen shows. Only ``send(_:)`` changes it.
  public private(set) var state: ProfileState

  private let api: any ProfileAPI
  /// The task of the latest fetch. Only the store's own methods touch it, on the
  /// main actor, so there is never a moment when two fetches both count as the latest.
  private var fetchInFlight: Task<Void, Never>?
  /// The stretch: how many fetches have started. A fetch knows its own number, so when it is
  /// cancelled it can tell whether a newer fetch replaced it or the user stopped the latest one.
  private var fetchesStarted = 0

  public init(initialState: ProfileState = ProfileState(), api: any ProfileAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  ///
  /// Cancelling the task that called it cancels that work.
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
    // A new fetch makes the one in flight pointless: cancel it, so that its
    // request stops (the fake API, like URLSession, ends it at once).
    fetchInFlight?.cancel()
    fetchesStarted += 1
    let number = fetchesStarted
    let task = Task {
      let answer = await perform(effect)
      // Cancelling only asks: a server may answer anyway, and a cancelled
      // request fails with CancellationError, which the reducer would show as
      // an error. So a cancelled fetch sends nothing. The check runs on the main
      // actor, where newer fetches start, so nothing can cancel this one between
      // the check and `send`: an old answer never lands.
      guard !Task.isCancelled else {
        // The stretch (L1): when the fetch cancelled is still the latest, no
        // newer fetch replaced it: the user went away, and nothing else will
        // take the loading indicator down, so the store says so. A replaced
        // fetch says nothing: the indicator belongs to the fetch that replaced it.
        if number == fetchesStarted { await send(.profileLoadCancelled) }
        return
      }
      await send(answer)
    }
    fetchInFlight = task
    return task
  }

  /// Does the work of `effect` and returns its answer as an intent.
  private func perform(_ effect: ProfileEffect) async -> ProfileIntent {
    switch effect {
    case .fetchProfile:
      do {
        return .profileLoaded(.success(try await api.fetchProfile()))
      } catch {
        return .profileLoaded(.failure(error))
      }
    }
  }
}
