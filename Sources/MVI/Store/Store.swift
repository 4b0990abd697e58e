// Store: owns one screen's state, takes every intent through `send`, and runs the effects its reducer asks for.
// The heart of lesson 02 (MVI); lesson 06 (concurrency pitfalls) reads how it lets the latest request win.

import Observation

// snippet.mvi-store
/// The one place a screen's state lives and changes.
///
/// The flow only goes one way. A view sends an intent; the reducer, a pure
/// function, turns the state and the intent into the next state and the effects
/// it wants; the store runs each effect with async/await and sends its answer
/// back as the next intent:
///
///     intent → reducer → new state → the view re-renders
///                      → effects → answers → intent → …
///
/// The seed article writes its store as an `ObservableObject`:
///
///     @MainActor
///     final class UserStore: ObservableObject {
///       @Published private(set) var state = UserState()
///     }
///
/// `@Observable` replaces both attributes: a view that reads `state` re-renders
/// when it changes. It comes from the Observation module, which every platform
/// has, where `ObservableObject` needs Combine, which Linux lacks. `@MainActor`
/// stays: the state changes where the screen reads it, one change at a time.
@MainActor
@Observable
public final class Store<State, Intent: Sendable, Effect: SideEffect> {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: State

  @ObservationIgnored private let reduce: (inout State, Intent) -> [Effect]
  @ObservationIgnored private let perform: @Sendable (Effect) async -> Intent
  /// The task running the latest effect of each latest-wins line of work.
  @ObservationIgnored private var inFlight: [String: Task<Void, Never>] = [:]
  /// Hears every intent with the state before and after it: one place to log,
  /// debug or teach from, since every change of the state passes through here.
  @ObservationIgnored public var onTransition: ((_ intent: Intent, _ before: State, _ after: State) -> Void)?

  /// A store that starts from `initialState`, decides with `reduce` and does the work with `perform`.
  public init(
    initialState: State,
    reduce: @escaping (inout State, Intent) -> [Effect],
    perform: @escaping @Sendable (Effect) async -> Intent
  ) {
    self.state = initialState
    self.reduce = reduce
    self.perform = perform
  }

  /// The single entry point: applies `intent`, then runs the effects it asked for.
  ///
  /// Returns when those effects, and every intent their answers sent, have
  /// finished. The seed's `send` returns at once and leaves the work to a
  /// `Task` nobody holds; this one can be awaited, by a test or by SwiftUI's
  /// `.refreshable`. Cancelling the task that called it cancels that work.
  public func send(_ intent: Intent) async {
    let before = state
    let effects = reduce(&state, intent)
    onTransition?(intent, before, state)
    let tasks = effects.map(start)
    for task in tasks {
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }
}
// snippet.end

// snippet.mvi-store-start
extension Store {
  /// Starts `effect` in a task of its own, so that a newer effect can cancel it.
  ///
  /// The seed starts a new `Task` on every tap and lets whichever answer comes
  /// last overwrite the screen, even an old one. Here, starting an effect
  /// cancels the one in flight on the same line of work, and a cancelled effect
  /// sends nothing back: latest wins, and cancelling never shows as an error.
  private func start(_ effect: Effect) -> Task<Void, Never> {
    if let id = effect.latestWinsID {
      inFlight[id]?.cancel()
    }
    let task = Task {
      let answer = await perform(effect)
      // Back on the main actor, where newer effects start: none can cancel this
      // one between the check and the reducer, so an old answer never lands.
      guard !Task.isCancelled else { return }
      await send(answer)
    }
    if let id = effect.latestWinsID {
      inFlight[id] = task
    }
    return task
  }
}
// snippet.end
