// ProfilePresenter's tests: each gesture, the state while it waits, and the state once answered.
// Lesson 07 reads it: a fake gateway lets the test choose when, and in which order, answers arrive.

import HexagonalDomain
import HexagonalPresentation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfilePresenterTests {
  typealias State = ProfilePresenter.State

  @Test func openingShowsTheLoadingIndicatorThenTheProfile() async {
    let (presenter, gateway) = makePresenter()
    await gateway.server.run { await presenter.open() }
    #expect(presenter.state == State(isLoading: true))
    await gateway.fetches.answer(1, with: .success(.ada))
    #expect(presenter.state == State(profile: .ada))
  }

  @Test func openingAgainWhileLoadingOrShownMakesNoRequest() async {
    let (presenter, gateway) = makePresenter()
    await gateway.server.run { await presenter.open() }
    await gateway.server.run { await presenter.open() }
    await gateway.fetches.answer(1, with: .success(.ada))
    await gateway.server.run { await presenter.open() }
    #expect(gateway.fetches.count == 1)
  }

  @Test func refreshKeepsTheProfileBesideTheLoadingIndicator() async {
    let (presenter, gateway) = await makeShowing(.ada)
    await gateway.server.run { await presenter.refresh() }
    #expect(presenter.state == State(profile: .ada, isLoading: true))
    await gateway.fetches.answer(2, with: .success(.grace))
    #expect(presenter.state == State(profile: .grace))
  }

  @Test func aFailureShowsTheMessageAndKeepsTheProfile() async {
    let (presenter, gateway) = await makeShowing(.ada)
    await gateway.server.run { await presenter.refresh() }
    await gateway.fetches.answer(2, with: .failure(ServerDown()))
    #expect(presenter.state == State(profile: .ada, errorMessage: UserMessage.profileLoadFailed))
  }

  @Test func retryClearsTheErrorWhileItLoads() async {
    let (presenter, gateway) = makePresenter()
    await gateway.server.run { await presenter.open() }
    await gateway.fetches.answer(1, with: .failure(ServerDown()))
    await gateway.server.run { await presenter.retry() }
    #expect(presenter.state == State(isLoading: true))
    await gateway.fetches.answer(2, with: .success(.ada))
    #expect(presenter.state == State(profile: .ada))
  }

  // snippet.hexagonal-latest-wins-test
  @Test func anOlderAnswerArrivingLastNeverOverwritesTheLatest() async {
    // The gateway ignores cancellation here, like a server whose answer is already on its way.
    let (presenter, gateway) = makePresenter(honoursCancellation: false)
    await gateway.server.run { await presenter.open() }
    await gateway.server.run { await presenter.refresh() }
    await gateway.fetches.answer(2, with: .success(.grace))
    await gateway.fetches.answer(1, with: .success(.ada))
    #expect(gateway.fetches.wasCancelled(1))
    #expect(presenter.state == State(profile: .grace))
  }
  // snippet.end

  @Test func aSupersededFailureShowsNoError() async {
    let (presenter, gateway) = makePresenter(honoursCancellation: false)
    await gateway.server.run { await presenter.open() }
    await gateway.server.run { await presenter.refresh() }
    await gateway.fetches.answer(1, with: .failure(ServerDown()))
    #expect(presenter.state == State(isLoading: true))
    await gateway.fetches.answer(2, with: .success(.grace))
    #expect(presenter.state == State(profile: .grace))
  }

  @Test func cancellingTheGestureCancelsTheRequestAndShowsNoError() async {
    let (presenter, gateway) = makePresenter()
    await gateway.server.run { await presenter.open() }
    await gateway.server.cancelGestures()
    #expect(gateway.fetches.wasCancelled(1))
    #expect(presenter.state == State())
  }

  @Test func closingStopsTheLoadWhicheverGestureStartedItAndKeepsWhatIsShown() async {
    let (presenter, gateway) = await makeShowing(.ada)
    await gateway.server.run { await presenter.retry() }
    presenter.close()
    #expect(gateway.fetches.wasCancelled(2))
    #expect(presenter.state == State(profile: .ada))
  }

  @Test func theViewShowsThePresentersStateAndAPullRefreshesIt() async {
    let app = HostedApp()
    let view = HostedProfile(app: app)
    await view.open()
    #expect(view.screen == ProfileScreen(isLoading: true))
    await app.gateway.fetches.answer(1, with: .success(.ada))
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
    await view.refresh()
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))
    await app.gateway.fetches.answer(2, with: .failure(ServerDown()))
    #expect(
      view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed)
    )
  }

  @Test func theViewsRetryLoadsAgainAndGoingAwayStopsItQuietly() async {
    let app = HostedApp()
    let view = HostedProfile(app: app)
    await view.open()
    await app.gateway.fetches.answer(1, with: .failure(ServerDown()))
    await view.retry()
    #expect(view.screen == ProfileScreen(isLoading: true))
    await view.close()
    #expect(app.gateway.fetches.wasCancelled(2))
    #expect(view.screen == ProfileScreen())
    await view.open()
    #expect(view.screen == ProfileScreen(isLoading: true), "nothing shown, nothing on its way: it loads (P1)")
    await app.gateway.fetches.answer(3, with: .success(.grace))
    #expect(view.screen.name == "Grace Hopper")
  }

  // MARK: - Helpers

  private func makePresenter(honoursCancellation: Bool = true) -> (ProfilePresenter, FakeProfileGateway) {
    let gateway = FakeProfileGateway(honoursCancellation: honoursCancellation)
    return (ProfilePresenter(loadProfile: LoadProfile(gateway: gateway)), gateway)
  }

  private func makeShowing(_ profile: Profile) async -> (ProfilePresenter, FakeProfileGateway) {
    let (presenter, gateway) = makePresenter()
    await gateway.server.run { await presenter.open() }
    await gateway.fetches.answer(1, with: .success(profile))
    return (presenter, gateway)
  }
}
