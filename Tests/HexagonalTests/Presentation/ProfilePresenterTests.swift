// ProfilePresenter's tests: each gesture, the screen while it waits, and the screen once answered.
// Lesson 07 reads it: a controlled gateway lets the test choose when, and in which order, answers arrive.

import Hexagonal
import HexagonalDomain
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct ProfilePresenterTests {
  @Test func openingShowsTheLoadingIndicatorThenTheProfile() async {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    await gateway.fetch(1).succeed(.ada)
    await opening.value
    #expect(presenter.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test func openingShowsTheLoadingIndicatorWhileItWaits() async {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    let fetch = await gateway.fetch(1)
    #expect(presenter.screen == ProfileScreen(isLoading: true))
    fetch.succeed(.ada)
    await opening.value
  }

  @Test func openingAgainWhileLoadingOrShownMakesNoRequest() async {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    let fetch = await gateway.fetch(1)
    await presenter.open()
    fetch.succeed(.ada)
    await opening.value
    await presenter.open()
    #expect(gateway.fetches == 1)
  }

  @Test func refreshKeepsTheProfileBesideTheLoadingIndicator() async {
    let (presenter, gateway) = await makeShowing(.ada)
    let refreshing = Task { await presenter.refresh() }
    let fetch = await gateway.fetch(2)
    #expect(presenter.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))
    fetch.succeed(.grace)
    await refreshing.value
    #expect(presenter.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func aFailureShowsTheMessageAndKeepsTheProfile() async {
    let (presenter, gateway) = await makeShowing(.ada)
    let refreshing = Task { await presenter.refresh() }
    await gateway.fetch(2).fail()
    await refreshing.value
    #expect(
      presenter.screen
        == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: "Couldn't load the profile."))
  }

  @Test func retryClearsTheErrorWhileItLoads() async {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    await gateway.fetch(1).fail()
    await opening.value
    let retrying = Task { await presenter.retry() }
    let fetch = await gateway.fetch(2)
    #expect(presenter.screen == ProfileScreen(isLoading: true))
    fetch.succeed(.ada)
    await retrying.value
    #expect(presenter.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  // snippet.hexagonal-latest-wins-test
  @Test func anOlderAnswerArrivingLastNeverOverwritesTheLatest() async {
    // The gateway ignores cancellation here, like a server whose answer is already on its way.
    let (presenter, gateway) = makePresenter(honoursCancellation: false)
    let opening = Task { await presenter.open() }
    let first = await gateway.fetch(1)
    let refreshing = Task { await presenter.refresh() }
    await gateway.fetch(2).succeed(.grace)
    await refreshing.value
    first.succeed(.ada)
    await opening.value
    #expect(first.wasCancelled)
    #expect(presenter.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }
  // snippet.end

  @Test func aSupersededFailureShowsNoError() async {
    let (presenter, gateway) = makePresenter(honoursCancellation: false)
    let opening = Task { await presenter.open() }
    let first = await gateway.fetch(1)
    let refreshing = Task { await presenter.refresh() }
    let second = await gateway.fetch(2)
    first.fail()
    await opening.value
    #expect(presenter.screen == ProfileScreen(isLoading: true))
    second.succeed(.grace)
    await refreshing.value
    #expect(presenter.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func aNewRequestCancelsTheOneItSupersedes() async {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    let first = await gateway.fetch(1)
    let refreshing = Task { await presenter.refresh() }
    let second = await gateway.fetch(2)
    await opening.value
    #expect(first.wasCancelled)
    second.succeed(.ada)
    await refreshing.value
    #expect(presenter.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test func cancellingTheGestureCancelsTheRequestAndShowsNoError() async {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    let fetch = await gateway.fetch(1)
    opening.cancel()
    await opening.value
    #expect(fetch.wasCancelled)
    #expect(presenter.screen == ProfileScreen())
  }

  // MARK: - Helpers

  private func makePresenter(honoursCancellation: Bool = true) -> (ProfilePresenter, ControlledProfileGateway) {
    let gateway = ControlledProfileGateway(honoursCancellation: honoursCancellation)
    return (ProfilePresenter(loadProfile: LoadProfile(gateway: gateway)), gateway)
  }

  private func makeShowing(_ profile: Profile) async -> (ProfilePresenter, ControlledProfileGateway) {
    let (presenter, gateway) = makePresenter()
    let opening = Task { await presenter.open() }
    await gateway.fetch(1).succeed(profile)
    await opening.value
    return (presenter, gateway)
  }
}
