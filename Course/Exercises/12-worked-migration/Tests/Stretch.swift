// The stretch of exercise 12: the store keeps a journal of the intents its reducer applied, and replaying it
// rebuilds the screen, for a learner who found the checks too easy. Optional: `course check 12` shows these once
// the exercise's own checks pass; the README's Stretch says the rule.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise12

@MainActor
@Suite(.failsInsteadOfHanging) struct Stretch {
  @Test func stretchReplayingTheJournalRebuildsTheScreen() async {
    let (store, screen, server) = await make()
    await screen.open()
    await server.fetches.answer(1, with: .success(.ada))
    await screen.close()
    await screen.open()
    await screen.refresh()
    await server.fetches.answer(2, with: .failure(ServerDown()))
    await screen.retry()
    await server.fetches.answer(3, with: .success(.grace))
    #expect(
      store.journal.count == 8,
      "three gestures that loaded, a closing and an opening that changed nothing, and three answers: eight intents, in order (the stretch: the journal holds every intent applied)"
    )
    #expect(
      replayed(store.journal) == store.state,
      "the reducer is pure: the intents alone, replayed from the first state, give the state the screen shows (the stretch: replaying the journal gives the screen's state)"
    )
  }

  @Test func stretchADroppedAnswerIsNotInTheJournal() async {
    let (store, screen, server) = await make(honoursCancellation: false)
    await screen.open()
    await screen.refresh()
    await server.fetches.answer(2, with: .success(.grace))
    await server.fetches.answer(1, with: .success(.ada))
    #expect(
      store.journal.count == 3,
      "the older answer never reached the reducer (P6), so the journal holds the opening, the refresh and one answer")
    #expect(
      replayed(store.journal) == .loaded(.grace),
      "and replaying it ends on the latest answer (the stretch: replaying the journal gives the screen's state)")
  }

  @Test func stretchClosingMidLoadLeavesNoAnswerInTheJournal() async {
    let (store, screen, _) = await make()
    await screen.open()
    await screen.close()
    #expect(
      store.journal.count == 2,
      "the opening and the closing: the cancelled fetch sends nothing back, not even its cancellation (L1)")
    #expect(replayed(store.journal) == .idle, "and replaying them ends where the screen is: nothing shown (L1)")
  }
}

// MARK: - Helpers

/// A store over a held server, and the view on it, mounted with no screen open yet.
@MainActor
private func make(honoursCancellation: Bool = true) async -> (ProfileStore, PlayedProfile, HeldProfileServer) {
  let server = HeldProfileServer(honoursCancellation: honoursCancellation)
  let store = ProfileStore(api: server)
  return (store, await PlayedProfile(Exercise12.ProfileView(store: store), server: server.server), server)
}

/// The state the reducer gives when it applies `journal`, from a screen that shows nothing.
private func replayed(_ journal: [ProfileIntent]) -> ProfileState {
  var state = ProfileState.idle
  for intent in journal {
    _ = ProfileReducer.reduce(&state, intent)
  }
  return state
}
