// The stretch of exercise 10, optional: a newer load cancels the request it supersedes, as T1 asks of the list.
// P6 only asks that a superseded answer shows nothing; cancelling it also stops the work nobody waits for.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise10

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfilePresenterStretchTests {
  @Test func stretchARefreshCancelsTheRequestItSupersedes() async {
    let source = StretchSource()
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await view.refresh()
    #expect(source.fetches.count == 2, "opening and refreshing asked for the profile twice (P1, P4)")
    #expect(
      source.fetches.wasCancelled(1),
      "the refresh supersedes the first request: it is cancelled, not left to run for nobody (P6, as T1 says)")
    await source.fetches.answer(2, with: .success(.grace))
    #expect(
      view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"),
      "the latest answer shows, with no error and no loading indicator (P3, P6)")
  }

  @Test func stretchARetryCancelsTheRequestItSupersedesAndShowsNoError() async {
    let source = StretchSource()
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await source.fetches.answer(1, with: .failure(ServerDown()))
    await view.retry()
    await view.retry()
    #expect(
      source.fetches.wasCancelled(2),
      "the second retry supersedes the first one's request: it is cancelled (P6, as T1 says)")
    #expect(view.screen.error == nil, "a cancelled request is no failure: the error line stays empty (P5, P6)")
    await source.fetches.answer(3, with: .success(.grace))
    #expect(
      view.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"),
      "the latest answer shows, with no error and no loading indicator (P3, P6)")
  }
}

/// A source whose requests wait until the check answers them, and end at once when cancelled.
@MainActor
private final class StretchSource: ProfileSource {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, Profile>

  init() {
    fetches = server.endpoint("profile", answering: Profile.self)
  }

  func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

extension Profile {
  fileprivate static let grace = Profile(id: "2", name: "Grace Hopper", email: "grace@example.com")
}
