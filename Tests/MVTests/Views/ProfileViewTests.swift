// The Profile screen as a SwiftUI view over the app's ProfileModel, played as a UI test plays it.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewTests {
  @Test func appearingLoadsWithTheIndicatorThenShowsTheProfile() async {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.profile)
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == nil)

    await app.profileService.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Profile.loading) == nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
    #expect(app.text(AccessibilityID.Profile.email) == "ada@example.com")
  }

  @Test func aFailureShowsItsMessageAndRetryClearsItWhileItLoads() async {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.profile)
    await app.profileService.fetches.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)

    await app.play(on: app.profileService.server) { _ = try app.host.tap(AccessibilityID.Profile.retry) }
    #expect(app.text(AccessibilityID.Profile.error) == nil)
    await app.profileService.fetches.answer(2, with: .success(.grace))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.name) == "Grace Hopper")
  }

  @Test func aPullToRefreshKeepsTheProfileBesideTheIndicator() async {
    let app = await Self.loaded()
    await app.play(on: app.profileService.server) { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
    await app.profileService.fetches.answer(2, with: .success(.grace))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.name) == "Grace Hopper")
  }

  @Test func anotherTabStopsTheLoadQuietlyAndComingBackShowsTheErrorLineAsLeft() async {
    // L1, L3: the refresh stops with no error; the line an earlier refresh set is kept by the root.
    let app = await Self.loaded()
    await app.play(on: app.profileService.server) { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    await app.profileService.fetches.answer(2, with: .failure(ServerDown()))
    await app.play(on: app.profileService.server) { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    await app.open(AccessibilityID.Tab.todos)
    #expect(app.profileService.fetches.wasCancelled(3))
    #expect(!app.profile.isFetching)
    await app.todosService.fetches.answer(1, with: .success([]))

    await app.open(AccessibilityID.Tab.profile)
    #expect(app.profileService.fetches.count == 3)
    #expect(app.element(AccessibilityID.Profile.loading) == nil)
    #expect(app.text(AccessibilityID.Profile.error) == nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }

  @Test func theErrorLineOfAFailedRefreshIsThereAfterLeavingAndComingBack() async {
    let app = await Self.loaded()
    await app.play(on: app.profileService.server) { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    await app.profileService.fetches.answer(2, with: .failure(ServerDown()))
    await app.open(AccessibilityID.Tab.todos)
    await app.todosService.fetches.answer(1, with: .success([]))
    await app.open(AccessibilityID.Tab.profile)
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)
    #expect(app.profileService.fetches.count == 2)
  }

  private static func loaded() async -> TestApp {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.profile)
    await app.profileService.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    return app
  }
}
