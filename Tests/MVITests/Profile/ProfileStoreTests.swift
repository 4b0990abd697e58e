// The Profile store with a fake server: effects run, answers come back as intents, and the latest request wins.
// Read in lesson 07 (testing) and lesson 06 (concurrency): answers out of order, and cancellation that is no error.

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileStoreTests {
  @Test func openingReturnsOnceTheProfileIsShown() async {
    let api = FakeProfileAPI()
    let store = ProfileStore(api: api)
    await api.server.run { await store.send(.viewAppeared) }
    #expect(store.state == ProfileState(isLoading: true))

    await api.fetches.answer(1, with: .success(Profile.ada))
    #expect(store.state == ProfileState(profile: Profile.ada))
  }

  @Test func aFailedFetchShowsTheMessage() async {
    let api = FakeProfileAPI()
    let store = ProfileStore(api: api)
    await api.server.run { await store.send(.viewAppeared) }
    await api.fetches.answer(1, with: .failure(ServerDown()))
    #expect(store.state == ProfileState(errorMessage: UserMessage.profileLoadFailed))
  }

  // snippet.mvi-test-latest-wins
  @Test func theLatestRequestWinsWhenAnOlderAnswerArrivesLast() async {
    // A server that answers even after the client gave up: the store itself must drop the old answer.
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = ProfileStore(initialState: ProfileState(profile: Profile.ada), api: api)
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.refreshPulled) }

    await api.fetches.answer(2, with: .success(Profile.grace))
    #expect(store.state == ProfileState(profile: Profile.grace))

    await api.fetches.answer(1, with: .failure(ServerDown()))
    #expect(store.state == ProfileState(profile: Profile.grace))
  }
  // snippet.end

  @Test func aNewerRequestCancelsTheOneInFlight() async {
    let api = FakeProfileAPI()
    let store = ProfileStore(initialState: ProfileState(profile: Profile.ada), api: api)
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.refreshPulled) }
    #expect(api.fetches.wasCancelled(1))
    #expect(store.state == ProfileState(profile: Profile.ada, isLoading: true))

    await api.fetches.answer(2, with: .success(Profile.grace))
    #expect(store.state == ProfileState(profile: Profile.grace))
  }

  @Test func aSupersededFailureArrivingFirstShowsNoError() async {
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = ProfileStore(initialState: ProfileState(profile: Profile.ada), api: api)
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.refreshPulled) }

    await api.fetches.answer(1, with: .failure(ServerDown()))
    #expect(store.state == ProfileState(profile: Profile.ada, isLoading: true))

    await api.fetches.answer(2, with: .success(Profile.grace))
    #expect(store.state == ProfileState(profile: Profile.grace))
  }

  @Test func cancellingTheGestureCancelsTheRequestAndShowsNoError() async {
    let api = FakeProfileAPI()
    let store = ProfileStore(api: api)
    await api.server.run { await store.send(.viewAppeared) }
    await api.server.cancelGestures()
    #expect(api.fetches.wasCancelled(1))
    #expect(store.state == ProfileState(isLoading: true))
  }

  @Test func aCancelledGestureDropsAnAnswerThatArrivesAnyway() async {
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = ProfileStore(api: api)
    await api.server.run { await store.send(.viewAppeared) }
    await api.server.cancelGestures()
    await api.fetches.answer(1, with: .failure(ServerDown()))
    #expect(store.state == ProfileState(isLoading: true))
  }

  @Test func closingTheScreenStopsTheFetchWhicheverGestureStartedIt() async {
    // A fetch started by Retry is a button's work, which SwiftUI does not cancel: closing must stop it.
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = ProfileStore(initialState: ProfileState(errorMessage: UserMessage.profileLoadFailed), api: api)
    await api.server.run { await store.send(.retryTapped) }
    await api.server.run { await store.send(.viewDisappeared) }
    #expect(api.fetches.wasCancelled(1))
    #expect(store.state == ProfileState())

    await api.fetches.answer(1, with: .success(Profile.ada))
    #expect(store.state == ProfileState())
  }

  // MARK: - Helpers

}
