// The Profile store with a fake server: effects run, answers come back as intents, and the latest request wins.
// Read in lesson 07 (testing) and lesson 06 (concurrency pitfalls): answers out of order, and cancellation that is no error.

import MVI
import ScreenContract
import SharedModel
import Testing

// A store that never finishes its work fails here, rather than hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ProfileStoreTests {
  @Test func openingReturnsOnceTheProfileIsShown() async {
    let api = FakeProfileAPI(fetches: HeldRequests(answerAtOnce: .success(Self.ada)))
    let store = ProfileStore(api: api)
    await store.send(.viewAppeared)
    #expect(store.state == ProfileState(profile: Self.ada))
  }

  @Test func aFailedFetchShowsTheMessage() async {
    let api = FakeProfileAPI(fetches: HeldRequests(answerAtOnce: .failure(ServerDown())))
    let store = ProfileStore(api: api)
    await store.send(.viewAppeared)
    #expect(store.state == ProfileState(errorMessage: UserMessage.profileLoadFailed))
  }

  // snippet.mvi-test-latest-wins
  @Test func theLatestRequestWinsWhenAnOlderAnswerArrivesLast() async {
    // A server that answers even after the client gave up: the store itself must drop the old answer.
    let api = FakeProfileAPI(fetches: HeldRequests(ignoresCancellation: true))
    let store = ProfileStore(initialState: ProfileState(profile: Self.ada), api: api)
    async let first: Void = store.send(.refreshPulled)
    await api.fetches.waitForRequests(1)
    async let second: Void = store.send(.refreshPulled)
    await api.fetches.waitForRequests(2)

    api.fetches.answer(2, with: .success(Self.grace))
    await second
    #expect(store.state == ProfileState(profile: Self.grace))

    api.fetches.answer(1, with: .failure(ServerDown()))
    await first
    #expect(store.state == ProfileState(profile: Self.grace))
  }
  // snippet.end

  @Test func aNewerRequestCancelsTheOneInFlight() async {
    let api = FakeProfileAPI()
    let store = ProfileStore(initialState: ProfileState(profile: Self.ada), api: api)
    async let first: Void = store.send(.refreshPulled)
    await api.fetches.waitForRequests(1)
    async let second: Void = store.send(.refreshPulled)
    await first
    #expect(api.fetches.isCancelled(1))
    #expect(store.state == ProfileState(profile: Self.ada, isLoading: true))

    await api.fetches.waitForRequests(2)
    api.fetches.answer(2, with: .success(Self.grace))
    await second
    #expect(store.state == ProfileState(profile: Self.grace))
  }

  @Test func aSupersededFailureArrivingFirstShowsNoError() async {
    let api = FakeProfileAPI(fetches: HeldRequests(ignoresCancellation: true))
    let store = ProfileStore(initialState: ProfileState(profile: Self.ada), api: api)
    async let first: Void = store.send(.refreshPulled)
    await api.fetches.waitForRequests(1)
    async let second: Void = store.send(.refreshPulled)
    await api.fetches.waitForRequests(2)

    api.fetches.answer(1, with: .failure(ServerDown()))
    await first
    #expect(store.state == ProfileState(profile: Self.ada, isLoading: true))

    api.fetches.answer(2, with: .success(Self.grace))
    await second
    #expect(store.state == ProfileState(profile: Self.grace))
  }

  @Test func cancellingTheGestureCancelsTheRequestAndShowsNoError() async {
    let api = FakeProfileAPI()
    let store = ProfileStore(api: api)
    let opening = Task { await store.send(.viewAppeared) }
    await api.fetches.waitForRequests(1)
    opening.cancel()
    await opening.value
    #expect(api.fetches.isCancelled(1))
    #expect(store.state == ProfileState(isLoading: true))
  }

  @Test func aCancelledGestureDropsAnAnswerThatArrivesAnyway() async {
    let api = FakeProfileAPI(fetches: HeldRequests(ignoresCancellation: true))
    let store = ProfileStore(api: api)
    let opening = Task { await store.send(.viewAppeared) }
    await api.fetches.waitForRequests(1)
    opening.cancel()
    api.fetches.answer(1, with: .failure(ServerDown()))
    await opening.value
    #expect(store.state == ProfileState(isLoading: true))
  }

  // MARK: - Helpers

  static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}
