// Tests of the Profile screen drawn the imperative way, by ProfileViewController: each state gives the screen the
// SwiftUI view gives, and a widget one case set is set again by the next. Read in lesson 03 and lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewControllerTests {
  @Test func nothingIsShownBeforeTheScreenOpens() {
    let view = ProfileViewController(viewModel: ProfileViewModel(service: FakeProfileService()))
    #expect(view.screen == ProfileScreen())
  }

  @Test func theFirstLoadShowsTheLoadingIndicatorThenTheProfile() async {
    let service = FakeProfileService()
    let view = ProfileViewController(viewModel: ProfileViewModel(service: service))
    await service.server.run { await view.open() }
    #expect(view.screen == ProfileScreen(isLoading: true))

    await service.fetches.answer(1, with: .success(.ada))
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test func aFailedFirstLoadShowsTheErrorAlone() async {
    let service = FakeProfileService()
    let view = ProfileViewController(viewModel: ProfileViewModel(service: service))
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == ProfileScreen(error: UserMessage.profileLoadFailed))
  }

  @Test func aRefreshShowsTheProfileBesideTheLoadingIndicatorThenBesideTheError() async {
    let (view, service) = await openedView()
    await service.server.run { await view.refresh() }
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))

    await service.fetches.answer(2, with: .failure(ServerDown()))
    #expect(
      view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed)
    )
  }

  @Test func aRetryClearsTheErrorAndShowsTheNewProfile() async {
    let (view, service) = await openedView()
    await service.server.run { await view.refresh() }
    await service.fetches.answer(2, with: .failure(ServerDown()))
    // Read, so the error label is set: a widget keeps what it was last told.
    #expect(view.screen.error == UserMessage.profileLoadFailed)

    await service.server.run { await view.retry() }
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))

    await service.fetches.answer(3, with: .success(.grace))
    #expect(view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func closingStopsTheLoadAndKeepsWhatWasShown() async {
    let (view, service) = await openedView()
    await service.server.run { await view.refresh() }
    await view.close()
    #expect(service.fetches.wasCancelled(2))
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  /// Observation reports one change per subscription: the imperative view must
  /// subscribe again at each render, or the third change would never show.
  @Test func everyChangeReachesTheScreenNotOnlyTheFirst() async {
    let (view, service) = await openedView()
    for (number, profile) in [(2, Profile.grace), (3, .ada), (4, .grace)] {
      await service.server.run { await view.refresh() }
      #expect(view.screen.isLoading)
      await service.fetches.answer(number, with: .success(profile))
      #expect(view.screen == ProfileScreen(name: profile.name, email: profile.email))
    }
  }

  // MARK: - Helpers

  /// A controller showing ``Profile/ada``, loaded with request 1.
  private func openedView() async -> (ProfileViewController, FakeProfileService) {
    let service = FakeProfileService()
    let view = ProfileViewController(viewModel: ProfileViewModel(service: service))
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .success(.ada))
    return (view, service)
  }
}
