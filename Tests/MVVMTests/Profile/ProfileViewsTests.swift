// Tests of both Profile views, the declarative one and the imperative one: the same state gives the same screen.
// Read in lesson 03 (two ways to draw a view model) and lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewsTests {
  @Test(arguments: ViewKind.allCases)
  func nothingIsShownBeforeTheScreenOpens(kind: ViewKind) {
    let view = kind.profile(ProfileViewModel(service: FakeProfileService()))
    #expect(view.screen == ProfileScreen())
  }

  @Test(arguments: ViewKind.allCases)
  func theFirstLoadShowsTheLoadingIndicatorThenTheProfile(kind: ViewKind) async {
    let service = FakeProfileService()
    let view = kind.profile(ProfileViewModel(service: service))
    await service.server.run { await view.open() }
    #expect(view.screen == ProfileScreen(isLoading: true))

    await service.fetches.answer(1, with: .success(.ada))
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test(arguments: ViewKind.allCases)
  func aFailedFirstLoadShowsTheErrorAlone(kind: ViewKind) async {
    let service = FakeProfileService()
    let view = kind.profile(ProfileViewModel(service: service))
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == ProfileScreen(error: UserMessage.profileLoadFailed))
  }

  @Test(arguments: ViewKind.allCases)
  func aRefreshShowsTheProfileBesideTheLoadingIndicatorThenBesideTheError(kind: ViewKind) async {
    let (view, service) = await openedView(kind)
    await service.server.run { await view.refresh() }
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))

    await service.fetches.answer(2, with: .failure(ServerDown()))
    #expect(
      view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed)
    )
  }

  @Test(arguments: ViewKind.allCases)
  func aRetryClearsTheErrorAndShowsTheNewProfile(kind: ViewKind) async {
    let (view, service) = await openedView(kind)
    await service.server.run { await view.refresh() }
    await service.fetches.answer(2, with: .failure(ServerDown()))

    await service.server.run { await view.retry() }
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))

    await service.fetches.answer(3, with: .success(.grace))
    #expect(view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test(arguments: ViewKind.allCases)
  func closingStopsTheLoadAndKeepsWhatWasShown(kind: ViewKind) async {
    let (view, service) = await openedView(kind)
    await service.server.run { await view.refresh() }
    await view.close()
    #expect(service.fetches.wasCancelled(2))
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  /// Observation reports one change per subscription: the imperative view must
  /// subscribe again at each render, or the third change would never show.
  @Test(arguments: ViewKind.allCases)
  func everyChangeReachesTheScreenNotOnlyTheFirst(kind: ViewKind) async {
    let (view, service) = await openedView(kind)
    for (number, profile) in [(2, Profile.grace), (3, .ada), (4, .grace)] {
      await service.server.run { await view.refresh() }
      #expect(view.screen.isLoading)
      await service.fetches.answer(number, with: .success(profile))
      #expect(view.screen == ProfileScreen(name: profile.name, email: profile.email))
    }
  }

  // MARK: - Helpers

  /// A view of `kind` showing ``Profile/ada``, loaded with request 1.
  private func openedView(_ kind: ViewKind) async -> (any ProfileUserInterface, FakeProfileService) {
    let service = FakeProfileService()
    let view = kind.profile(ProfileViewModel(service: service))
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .success(.ada))
    return (view, service)
  }
}
