// Tests of the Profile view: what the plain way keeps in the view (the error line and its words) can
// only be tested through the view, so these tests make one, over a real model and a fake service.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewTests {
  @Test func openingShowsLoadingThenTheProfile() async {
    let (view, service, _) = Self.view()
    await service.server.run { await view.open() }
    #expect(view.screen == ProfileScreen(isLoading: true))
    await service.fetches.answer(1, with: .success(.ada))
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test func aFailedRefreshKeepsTheProfileBesideTheMessageAndRetryClearsIt() async {
    let (view, service, _) = await Self.loadedView()
    await service.server.run { await view.refresh() }
    await service.fetches.answer(2, with: .failure(ServerDown()))
    #expect(
      view.screen
        == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed))

    await service.server.run { await view.retry() }
    #expect(view.screen == ProfileScreen(isLoading: true, name: "Ada Lovelace", email: "ada@example.com"))
    await service.fetches.answer(3, with: .success(.grace))
    #expect(view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func aSupersededFetchThatFailsShowsNoError() async {
    let (view, service, _) = Self.view(honoursCancellation: false)
    await service.server.run { await view.open() }
    await service.server.run { await view.refresh() }
    await service.fetches.answer(1, with: .failure(ServerDown()))
    await service.fetches.answer(2, with: .success(.grace))
    #expect(view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func theErrorLineOutlivesTheViewInTheScene() async {
    // L3: a view made after the screen came back shows the error line the last one left.
    let (view, service, make) = await Self.loadedView()
    await service.server.run { await view.refresh() }
    await service.fetches.answer(2, with: .failure(ServerDown()))
    await view.close()
    let next = make()
    await service.server.run { await next.open() }
    #expect(service.fetches.count == 2)
    #expect(
      next.screen
        == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed))
  }

  // MARK: - Helpers

  /// A view over a new model and scene, and a way to make the next view over the same ones.
  static func view(
    honoursCancellation: Bool = true
  ) -> (ProfileView, FakeProfileService, () -> ProfileView) {
    let service = FakeProfileService(honoursCancellation: honoursCancellation)
    let (model, scene) = (ProfileModel(service: service), SceneValues())
    let make = { ProfileView(model: model, scene: scene) }
    return (make(), service, make)
  }

  static func loadedView() async -> (ProfileView, FakeProfileService, () -> ProfileView) {
    let (view, service, make) = view()
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .success(.ada))
    return (view, service, make)
  }
}
