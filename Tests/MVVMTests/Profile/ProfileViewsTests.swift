// Tests of both Profile views, the declarative one and the imperative one: the same state gives the same screen.
// Read in lesson 03 (two ways to draw a view model) and lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct ProfileViewsTests {
  @Test(arguments: ViewKind.allCases)
  func nothingIsShownBeforeTheScreenOpens(kind: ViewKind) {
    let view = kind.profile(ProfileViewModel(service: ControlledProfileService()))
    #expect(view.screen == ProfileScreen())
  }

  @Test(arguments: ViewKind.allCases)
  func theFirstLoadShowsTheLoadingIndicatorThenTheProfile(kind: ViewKind) async {
    let service = ControlledProfileService()
    let view = kind.profile(ProfileViewModel(service: service))

    let open = Task { await view.open() }
    await service.requests.waitUntilReceived(1)
    #expect(view.screen == ProfileScreen(isLoading: true))

    service.requests.answer(1, with: .success(.ada))
    await open.value
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test(arguments: ViewKind.allCases)
  func aFailedFirstLoadShowsTheErrorAlone(kind: ViewKind) async {
    let service = ControlledProfileService()
    let view = kind.profile(ProfileViewModel(service: service))

    let open = Task { await view.open() }
    await service.requests.waitUntilReceived(1)
    service.requests.answer(1, with: .failure(ServerDown()))
    await open.value

    #expect(view.screen == ProfileScreen(error: UserMessage.profileLoadFailed))
  }

  @Test(arguments: ViewKind.allCases)
  func aRefreshShowsTheProfileBesideTheLoadingIndicatorThenBesideTheError(kind: ViewKind) async {
    let (view, service) = await openedView(kind)

    let refresh = Task { await view.refresh() }
    await service.requests.waitUntilReceived(2)
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))

    service.requests.answer(2, with: .failure(ServerDown()))
    await refresh.value
    #expect(
      view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed)
    )
  }

  @Test(arguments: ViewKind.allCases)
  func aRetryClearsTheErrorAndShowsTheNewProfile(kind: ViewKind) async {
    let (view, service) = await openedView(kind)
    let refresh = Task { await view.refresh() }
    await service.requests.waitUntilReceived(2)
    service.requests.answer(2, with: .failure(ServerDown()))
    await refresh.value

    let retry = Task { await view.retry() }
    await service.requests.waitUntilReceived(3)
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))

    service.requests.answer(3, with: .success(.grace))
    await retry.value
    #expect(view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  /// Observation reports one change per subscription: the imperative view must
  /// subscribe again at each render, or the third change would never show.
  @Test(arguments: ViewKind.allCases)
  func everyChangeReachesTheScreenNotOnlyTheFirst(kind: ViewKind) async {
    let (view, service) = await openedView(kind)

    for (number, profile) in [(2, Profile.grace), (3, .ada), (4, .grace)] {
      let refresh = Task { await view.refresh() }
      await service.requests.waitUntilReceived(number)
      #expect(view.screen.isLoading)
      service.requests.answer(number, with: .success(profile))
      await refresh.value
      #expect(view.screen == ProfileScreen(name: profile.name, email: profile.email))
    }
  }

  // MARK: - Helpers

  /// A view of `kind` showing ``Profile/ada``, loaded with request 1.
  private func openedView(_ kind: ViewKind) async -> (any ProfileUserInterface, ControlledProfileService) {
    let service = ControlledProfileService()
    let view = kind.profile(ProfileViewModel(service: service))
    let open = Task { await view.open() }
    await service.requests.waitUntilReceived(1)
    service.requests.answer(1, with: .success(.ada))
    await open.value
    return (view, service)
  }
}
