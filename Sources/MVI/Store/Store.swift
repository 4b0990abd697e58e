// Store: owns one screen's state, takes every intent through `send`, and runs the effects its reducer asks for.
// The heart of lesson 02 (MVI); lesson 06 (concurrency) reads how the latest request wins and a change outlives its view.

import Observation

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
/// The store is `Observable`, field by field (``ObservableState``): a view that
/// reads `store.isLoading` is drawn again when `isLoading` changes, and only
/// then; a view that reads the whole `state` is drawn again at any change.
/// `@MainActor`: the state changes where the screen reads it, one change at a time.
// snippet.mvi-store
@MainActor
@dynamicMemberLookup
public final class Store<State: ObservableState, Intent: Sendable, Effect: SideEffect>: Observable {
  /// What the screen shows, whole. Anyone can read it; only ``send(_:)`` changes it.
  /// Reading it observes every change.
  public var state: State {
    parts.accessWhole(registrar, self)
    return current
  }

  /// One part of the state, observed alone: `store.isLoading`, `store.detail?.field`.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    parts.access(keyPath, registrar, self)
    return current[keyPath: keyPath]
  }

  private var current: State
  private let registrar = ObservationRegistrar()
  private let parts = ObservedParts(\Store.current)

  private let reduce: (inout State, Intent) -> [Effect]
  private let perform: @MainActor (Effect) async -> Intent?
  /// For a store scoped from another (``scope(state:intent:)``): the store its intents go to.
  private var parent: (send: (Intent) async -> Void, sendNow: (Intent) -> Void)?
  /// The stores scoped from this one, each told of every change to its part of the state.
  private var children: [AnyKeyPath: (store: AnyObject, mirror: (State) -> Void)] = [:]
  /// The tasks running under each cancel id, by the number each was started with.
  private var running: [Effect.CancelID: [Int: Task<Void, Never>]] = [:]
  private var started = 0
  /// Hears every intent with the state before and after it: one place to log,
  /// debug or teach from, since every change of the state passes through here.
  public var onTransition: ((_ intent: Intent, _ before: State, _ after: State) -> Void)?

  /// A store that starts from `initialState`, decides with `reduce` and does the work with `perform`,
  /// which returns the intent that carries an effect's answer, or `nil` if it answers nothing.
  public init(
    initialState: State,
    reduce: @escaping (inout State, Intent) -> [Effect],
    perform: @escaping @MainActor (Effect) async -> Intent?
  ) {
    self.current = initialState
    self.reduce = reduce
    self.perform = perform
  }

  /// The single entry point: applies `intent`, then runs the effects it asked for, and returns
  /// when they and every intent their answers sent are done, so a test or `.refreshable` can
  /// await it. Cancelling the caller cancels the screen's own work (effects with a cancel id, such
  /// as a load); the user's changes go on, and the caller still waits for them.
  public func send(_ intent: Intent) async {
    if let parent {
      await parent.send(intent)
      return
    }
    let work = apply(intent).compactMap { effect in run(effect).map { (effect: effect, task: $0) } }
    await withTaskCancellationHandler {
      for effect in work { await effect.task.value }
    } onCancel: {
      for effect in work where effect.effect.cancelID != nil { effect.task.cancel() }
    }
  }

  /// Applies `intent` at once: the reducer decides, and the readers of each field that changed
  /// hear it. Returns the effects, not started. A control's binding applies its edits this way,
  /// with no suspension, as SwiftUI writes a binding (``binding(_:send:)``).
  func apply(_ intent: Intent) -> [Effect] {
    let before = current
    var next = current
    let effects = reduce(&next, intent)
    commit(next, replacing: before)
    onTransition?(intent, before, current)
    return effects
  }
}
// snippet.end

extension Store {
  /// Stores `next`, telling the readers of each part that differs from `before`, and only those,
  /// and each store scoped from this one of its own part.
  private func commit(_ next: State, replacing before: State) {
    let changed = parts.changed(from: before, to: next)
    for field in changed { field.willSet(registrar, self) }
    current = next
    for field in changed { field.didSet(registrar, self) }
    for child in children.values { child.mirror(next) }
  }

  /// Applies `intent` and starts the effects it asks for, with no suspension, and doesn't wait for
  /// them: for an action SwiftUI runs synchronously whose intent must take effect before anything
  /// else happens, a control's binding (``binding(_:send:)``) or `onDisappear`. A scoped store hands
  /// it to the store it was scoped from.
  public func sendNow(_ intent: Intent) {
    if let parent {
      parent.sendNow(intent)
      return
    }
    for effect in apply(intent) { _ = run(effect) }
  }
}

// snippet.mvi-store-scope
extension Store {
  /// A store for one part of this store's state, as The Composable Architecture's
  /// `store.scope(state:action:)` makes one: it reads the part `path`, and sends each of its intents
  /// here, wrapped by `intent`. A feature's view takes it as it would take a store of its own.
  ///
  /// It decides nothing and runs no effect: this store's reducer and effects do, and it hears each
  /// change of its part, field by field, as this store does. Made once per part, and kept.
  public func scope<ChildState: ObservableState, ChildIntent: Sendable, ChildEffect: SideEffect>(
    state path: KeyPath<State, ChildState>, intent embed: @escaping (ChildIntent) -> Intent
  ) -> Store<ChildState, ChildIntent, ChildEffect> {
    if let child = children[path]?.store as? Store<ChildState, ChildIntent, ChildEffect> { return child }
    let child = Store<ChildState, ChildIntent, ChildEffect>(
      initialState: current[keyPath: path], reduce: { _, _ in [] }, perform: { _ in nil })
    child.parent = (
      send: { [unowned self] intent in await self.send(embed(intent)) },
      sendNow: { [unowned self] intent in self.sendNow(embed(intent)) }
    )
    children[path] = (child, { [unowned child] state in child.commit(state[keyPath: path], replacing: child.current) })
    return child
  }
}
// snippet.end

extension Store {
  /// Carries out `effect`: a cancellation at once, any other work in a task of its own,
  /// which it returns.
  ///
  /// A reducer that wants the latest request to win asks for the cancellation first,
  /// `[.cancel(.fetch), .fetchTodos]`: starting work cancels nothing. A cancelled task
  /// sends nothing back, so cancelling never shows as an error. Work with no id is never
  /// cancelled, so its answer always reaches the reducer, even after the screen went away.
  // snippet.mvi-store-start (P6, T3, T5, N4)
  func run(_ effect: Effect) -> Task<Void, Never>? {
    if let id = effect.cancels {
      let cancelled = running.removeValue(forKey: id) ?? [:]
      for task in cancelled.values { task.cancel() }
      return nil
    }
    let id = effect.cancelID
    started += 1
    let number = started
    let task = Task {
      let answer = await perform(effect)
      if let id { running[id]?[number] = nil }
      // The task runs on the main actor from start to end (`perform` is
      // `@MainActor`), and nothing suspends between this check and the
      // reducer: an effect cancelled before it can never land after it.
      if id != nil, Task.isCancelled { return }
      if let answer { await send(answer) }
    }
    if let id { running[id, default: [:]][number] = task }
    return task
  }
  // snippet.end
}
