// Store: owns one screen's state, takes every intent through `send`, and runs the effects its reducer asks for.
// The heart of lesson 02 (MVI); lesson 06 (concurrency) reads how the latest request wins and a change outlives its view.

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
/// `@Observable` makes `state` observable: a view that reads it is drawn again
/// when it changes. The whole screen is one stored property, so every change
/// redraws every view that reads any part of it; `archlab bench` counts it.
/// `@MainActor`: the state changes where the screen reads it, one change at a time.
@MainActor
@Observable
public final class Store<State, Intent: Sendable, Effect: SideEffect> {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: State

  private let reduce: (inout State, Intent) -> [Effect]
  private let perform: @Sendable (Effect) async -> Intent?
  /// The task running the latest effect of each latest-wins line of work.
  @ObservationIgnored private var latest: [Effect.LatestWinsID: Task<Void, Never>] = [:]
  /// Hears every intent with the state before and after it: one place to log,
  /// debug or teach from, since every change of the state passes through here.
  /// While it is set, each intent keeps a copy of the state from before it.
  @ObservationIgnored public var onTransition: ((_ intent: Intent, _ before: State, _ after: State) -> Void)?

  /// A store that starts from `initialState`, decides with `reduce` and does the work with `perform`.
  ///
  /// `perform` returns the intent that carries an effect's answer, or `nil` for
  /// an effect that answers nothing.
  public init(
    initialState: State,
    reduce: @escaping (inout State, Intent) -> [Effect],
    perform: @escaping @Sendable (Effect) async -> Intent?
  ) {
    self.state = initialState
    self.reduce = reduce
    self.perform = perform
  }

  /// The single entry point: applies `intent`, then runs the effects it asked for.
  ///
  /// Returns when those effects, and every intent their answers sent, have
  /// finished, so a test or SwiftUI's `.refreshable` can await it. Cancelling
  /// the caller cancels the effects that are the screen's own work (those on a
  /// latest-wins line, such as a load); the user's changes go on, and the caller
  /// still waits for them.
  public func send(_ intent: Intent) async {
    let effects: [Effect]
    if let onTransition {
      let before = state
      effects = reduce(&state, intent)
      onTransition(intent, before, state)
    } else {
      // No copy of the state: the reducer changes it in place.
      effects = reduce(&state, intent)
    }
    let started = effects.map { (effect: $0, task: start($0)) }
    await withTaskCancellationHandler {
      for effect in started { await effect.task.value }
    } onCancel: {
      for effect in started where effect.effect.latestWinsID != nil { effect.task.cancel() }
    }
  }
}
// snippet.end

// snippet.mvi-store-start
extension Store {
  /// Starts `effect` in a task of its own, so that a newer effect can cancel it.
  ///
  /// Starting an effect on a latest-wins line cancels the one in flight there,
  /// and a cancelled effect sends nothing back: latest wins, and cancelling never
  /// shows as an error. An effect with no line is never cancelled by the store,
  /// so its answer always reaches the reducer, even after the screen went away.
  private func start(_ effect: Effect) -> Task<Void, Never> {
    let line = effect.latestWinsID
    if let line { latest[line]?.cancel() }
    let task = Task {
      let answer = await perform(effect)
      // The task runs on the main actor from start to end (`perform` runs where
      // it is called, SE-0461), and nothing suspends between this check and the
      // reducer: an effect cancelled before it can never land after it.
      if line != nil, Task.isCancelled { return }
      if let answer { await send(answer) }
    }
    if let line { latest[line] = task }
    return task
  }
}
// snippet.end
