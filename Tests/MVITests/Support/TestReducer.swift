// TestReducer: The Composable Architecture's TestStore shape, for a pure reducer and without the library.
// Used by the reducer tests (lesson 07): send an intent, say how the state changes, and it checks the whole state.

import Testing

// snippet.mvi-test-reducer
/// Plays intents through a reducer and checks every change, as TCA's `TestStore` does.
///
/// Each ``send(_:effects:sourceLocation:_:)`` says what the intent changes,
/// starting from the state the previous one left. The whole next state must
/// then equal that, so a change the test did not announce fails it, and so does
/// an effect it did not expect. No store, no server, no `await`.
struct TestReducer<State: Equatable, Intent, Effect: Equatable> {
  private(set) var state: State
  let reduce: (inout State, Intent) -> [Effect]

  mutating func send(
    _ intent: Intent, effects expectedEffects: [Effect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout State) -> Void = { _ in }
  ) {
    var expected = state
    change(&expected)
    let effects = reduce(&state, intent)
    #expect(state == expected, sourceLocation: sourceLocation)
    #expect(effects == expectedEffects, sourceLocation: sourceLocation)
  }
}
// snippet.end
