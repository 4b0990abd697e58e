// The stretch of exercise 12: the store keeps a journal of the intents its reducer applied, and replaying it
// rebuilds the screen, for a learner who found the checks too easy. Optional: `course check 12` shows these once
// the exercise's own checks pass; the README's Stretch says the rule.

import TestSupport
import Testing

@testable import Exercise12

@MainActor
@Suite(.failsInsteadOfHanging) struct Stretch {
  @Test func stretchReplayingTheJournalRebuildsTheScreen() async {
    let (store, screen, server) = await make()
    await screen.open()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    await screen.tap(NameID.retry)
    await server.fetches.answer(2, with: .success("Ada"))
    await screen.type("Grace")
    await screen.tap(NameID.save)
    await screen.close()
    await server.saves.answer(1, with: .failure(ServerDown()))
    await screen.open()
    #expect(
      store.journal.count == 9,
      "an opening, a retry, a typing, a save, a closing and an opening, and three answers: nine intents, in order (the stretch: the journal holds every intent applied)"
    )
    await server.changes.answerNext(with: .success("Lin"))
    #expect(
      replayed(store.journal) == store.state,
      "the reducer is pure: the intents alone, replayed from the first state, give the state the screen shows (the stretch: replaying the journal gives the screen's state)"
    )
  }

  @Test func stretchADroppedAnswerIsNotInTheJournal() async {
    let (store, screen, server) = await make(honoursCancellation: false)
    await screen.open()
    await screen.close()
    await screen.open()
    await server.fetches.answer(2, with: .success("Grace"))
    await server.fetches.answer(1, with: .success("Ada"))
    #expect(
      store.journal.count == 4,
      "the cancelled load's answer never reached the reducer, so the journal holds two openings, a closing and one answer"
    )
    let state = replayed(store.journal)
    #expect(
      state.screen == .ready(saved: "Grace", error: nil) && state.field == "Grace",
      "and replaying it ends on the latest answer (the stretch: replaying the journal gives the screen's state)")
  }
}

// MARK: - Helpers

/// A store over a held server, and the view on it, mounted with no screen open yet.
@MainActor
private func make(honoursCancellation: Bool = true) async -> (NameStore, PlayedName, HeldNameServer) {
  let server = HeldNameServer(honoursCancellation: honoursCancellation)
  let store = NameStore(api: server)
  return (store, await PlayedName(NameView(store: store), server: server.server), server)
}

/// The state the reducer gives when it applies `journal`, from a screen that shows nothing.
private func replayed(_ journal: [NameIntent]) -> NameState {
  var state = NameState()
  for intent in journal {
    _ = NameReducer.reduce(&state, intent)
  }
  return state
}
