// The Profile view, played as a UI test plays it: state in, screen out; gestures in, intents out.
// Nothing else to test, because it holds no logic. Read in lesson 07 (testing).

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewTests {
  @Test func theScreenShowsEveryPartOfTheState() async {
    let api = FakeProfileAPI()
    let state = ProfileState(profile: .ada, isLoading: true, errorMessage: UserMessage.profileLoadFailed)
    let app = await HostedViews(ProfileView(store: ProfileStore(initialState: state, api: api)), server: api.server)
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
    #expect(app.text(AccessibilityID.Profile.email) == "ada@example.com")
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)
    #expect(api.fetches.count == 0, "appearing while a load is on its way sends nothing (P2)")
  }

  @Test func appearingLoadsWithTheIndicatorThenShowsTheProfile() async {
    let api = FakeProfileAPI()
    let app = await HostedViews(ProfileView(store: ProfileStore(api: api)), server: api.server)
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == nil)

    await api.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Profile.loading) == nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
    #expect(app.text(AccessibilityID.Profile.email) == "ada@example.com")
  }

  @Test func aPullToRefreshKeepsTheProfileBesideTheIndicatorThenBesideTheError() async {
    let (app, api) = await loadedProfile()
    await app.play { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")

    await api.fetches.answer(2, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }

  @Test func retryClearsTheErrorWhileItLoads() async {
    let api = FakeProfileAPI()
    let app = await HostedViews(ProfileView(store: ProfileStore(api: api)), server: api.server)
    await api.fetches.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)

    await app.play { try app.host.tap(AccessibilityID.Profile.retry) }
    #expect(app.text(AccessibilityID.Profile.error) == nil)
    await api.fetches.answer(2, with: .success(.grace))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.name) == "Grace Hopper")
  }

  @Test func goingAwayStopsTheLoadARetryStartedAndKeepsWhatWasShown() async {
    let (app, api) = await loadedProfile()
    await app.play { try app.host.tap(AccessibilityID.Profile.retry) }
    await app.play { try app.host.setOnScreen(false) }
    #expect(api.fetches.wasCancelled(2), "the Retry's load is not the `.task`'s, and stops all the same (L1)")
    #expect(app.element(AccessibilityID.Profile.loading) == nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }

  @Test func comingBackWithTheProfileShownLoadsNothing() async {
    let (app, api) = await loadedProfile()
    await app.play { try app.host.setOnScreen(false) }
    await app.play { try app.host.setOnScreen(true) }
    #expect(api.fetches.count == 1, "P2, L3")
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }

  // MARK: - Helpers

  private func loadedProfile() async -> (HostedViews, FakeProfileAPI) {
    let api = FakeProfileAPI()
    let app = await HostedViews(ProfileView(store: ProfileStore(api: api)), server: api.server)
    await api.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    return (app, api)
  }
}
