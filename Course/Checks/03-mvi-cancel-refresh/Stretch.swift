// The stretch of exercise 03: rule L1, a load the user walks away from ends quietly, for a learner who found
// the checks too easy. Optional: `course check 3` shows these once the exercise's own checks pass.

import SharedModel
import Testing

@testable import Exercise03

@MainActor
@Suite(.timeLimit(.minutes(1))) struct Stretch {
  @Test func stretchCancellingTheGestureTakesTheLoadingIndicatorAway() async {
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let refresh = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(1)
    refresh.cancel()
    await refresh.value
    #expect(
      words(store.state) == "nothing", "a cancelled load takes its loading indicator away, and shows no error (L1)")
  }

  @Test func stretchCancellingARefreshKeepsTheProfileShown() async {
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let open = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(1)
    api.answer(1, with: .success(.ada))
    await open.value
    let refresh = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(2)
    refresh.cancel()
    await refresh.value
    #expect(
      words(store.state) == "Ada Lovelace", "what the screen showed stays, without its loading indicator (L1)")
  }

  @Test func stretchAReplacedFetchLeavesTheLoadingIndicatorToTheLatest() async {
    // The fake ends a cancelled request at once, so the first fetch is over before the second is answered.
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let first = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(1)
    let second = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(2)
    // A store that doesn't cancel yet (the starting point) would wait here forever: answer for it.
    if !api.isCancelled(1) { api.answer(1, with: .success(.ada)) }
    await first.value
    #expect(
      words(store.state) == "loading",
      "a fetch a newer refresh replaced is not the screen's load: the indicator stays for the latest (P6)")
    api.answer(2, with: .success(.grace))
    await second.value
  }
}

// MARK: - Helpers

/// The state in a few words: `Ada Lovelace`, `loading`, `error: …`, or `nothing` for an empty screen.
private func words(_ state: ProfileState) -> String {
  let parts = [state.profile?.name, state.isLoading ? "loading" : nil, state.errorMessage.map { "error: \($0)" }]
  let shown = parts.compactMap { $0 }.joined(separator: ", ")
  return shown.isEmpty ? "nothing" : shown
}
