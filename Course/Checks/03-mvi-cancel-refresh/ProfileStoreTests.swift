// The checks of exercise 03: two refreshes overlap, their answers arrive in any order, and the latest wins.
// Lessons 02 and 06; the fake API holds each answer until the check gives it.

import SharedModel
import Testing

@testable import Exercise03

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ProfileStoreTests {
  @Test func aSingleRefreshShowsItsAnswer() async {
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let refresh = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(1)
    api.answer(1, with: .success(.ada))
    await refresh.value
    #expect(shown(store) == "Ada Lovelace", "one refresh: its profile is shown, and loading stops (P3, P4)")
  }

  @Test func aNewRefreshCancelsTheRequestInFlight() async {
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let (first, second) = await twoRefreshes(store, api)
    #expect(api.isCancelled(1), "the second refresh cancels the first request: its answer is no longer wanted (P6)")
    api.answer(2, with: .success(.grace))
    api.answer(1, with: .success(.ada))
    await first.value
    await second.value
  }

  @Test func theLatestRefreshWinsWhenAnswersArriveOutOfOrder() async {
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let (first, second) = await twoRefreshes(store, api)
    api.answer(2, with: .success(.grace))
    await second.value
    api.answer(1, with: .success(.ada))
    await first.value
    #expect(
      shown(store) == "Grace Hopper",
      "the screen ends on the latest request's answer, Grace, never on the older Ada (P6)")
  }

  @Test func anOldAnswerNeverLandsEvenWhenTheServerAnswersAnyway() async {
    // A server that ignores cancellation: the first request still gets its answer, late.
    let api = HeldProfileAPI(ignoresCancellation: true)
    let store = ProfileStore(api: api)
    let (first, second) = await twoRefreshes(store, api)
    api.answer(2, with: .success(.grace))
    await second.value
    api.answer(1, with: .success(.ada))
    await first.value
    #expect(
      shown(store) == "Grace Hopper", "a cancelled effect sends nothing back, even when its answer comes after all (P6)"
    )
  }

  @Test func anOlderAnswerArrivingFirstKeepsTheLoadingIndicator() async {
    let api = HeldProfileAPI(ignoresCancellation: true)
    let store = ProfileStore(api: api)
    let (first, second) = await twoRefreshes(store, api)
    api.answer(1, with: .success(.ada))
    await first.value
    #expect(
      shown(store) == "loading", "the older answer is dropped: the screen still waits for the latest request (P6)")
    api.answer(2, with: .success(.grace))
    await second.value
    #expect(shown(store) == "Grace Hopper", "then the latest answer is shown (P6)")
  }

  @Test func aSupersededRequestThatFailsShowsNoError() async {
    let api = HeldProfileAPI(ignoresCancellation: true)
    let store = ProfileStore(api: api)
    let (first, second) = await twoRefreshes(store, api)
    api.answer(2, with: .success(.grace))
    await second.value
    api.answer(1, with: .failure(ServerFailure()))
    await first.value
    #expect(shown(store) == "Grace Hopper", "a superseded request never shows an error, even when it fails (P6)")
  }

  @Test func cancellingTheGestureCancelsItsRequestAndShowsNoError() async {
    let api = HeldProfileAPI()
    let store = ProfileStore(api: api)
    let refresh = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(1)
    refresh.cancel()
    await refresh.value
    #expect(api.isCancelled(1), "cancelling the gesture's task cancels the request it started (L1)")
    #expect(!shown(store).contains("error"), "a cancelled request is not a failure: no error line (P6)")
  }

  // MARK: - Helpers

  /// The state in a few words: `Grace Hopper`, `loading`, `Ada Lovelace, loading, error: …`.
  private func shown(_ store: ProfileStore) -> String {
    let state = store.state
    let parts = [
      state.profile?.name, state.isLoading ? "loading" : nil, state.errorMessage.map { "error: \($0)" },
    ]
    return parts.compactMap { $0 }.joined(separator: ", ")
  }

  /// Starts a refresh, waits for its request, then starts a second one and waits for its request too.
  private func twoRefreshes(_ store: ProfileStore, _ api: HeldProfileAPI) async -> (
    Task<Void, Never>, Task<Void, Never>
  ) {
    let first = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(1)
    let second = Task { await store.send(.refreshPulled) }
    await api.waitForRequests(2)
    return (first, second)
  }
}

struct ServerFailure: Error {}

extension Profile {
  static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}
