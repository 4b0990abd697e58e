// The checks of exercise 04: no screen along the way is one nobody wants, and the state is one value.
// Lesson 03 (MVVM); each check reads the screen while a request is in flight, then after it.

import ScreenContract
import SharedModel
import Testing

@testable import Exercise04

@MainActor
@Suite struct ProfileViewModelTests {
  @Test func openingShowsTheLoadingIndicatorThenTheProfile() async {
    let (view, service) = makeView(answers: [.success(.ada)])
    await view.open()
    #expect(service.screensWhileLoading.map(shown) == ["loading"], "while loading: the indicator alone")
    #expect(shown(view.screen) == "Ada Lovelace", "then the profile")
  }

  @Test func aFailureShowsTheErrorAndStopsLoading() async {
    let (view, _) = makeView(answers: [.failure(ServerFailure())])
    await view.open()
    #expect(shown(view.screen) == "error: Couldn't load the profile.", "the error alone, not loading")
  }

  @Test func aRetryHidesTheErrorWhileItLoads() async {
    let (view, service) = makeView(answers: [.failure(ServerFailure()), .success(.ada)])
    await view.open()
    await view.retry()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading",
      "while the retry loads, the old error is gone: a loading indicator beside an error is a screen nobody wants")
  }

  @Test func aProfileThatArrivesAfterAFailureShowsNoError() async {
    let (view, _) = makeView(answers: [.failure(ServerFailure()), .success(.ada)])
    await view.open()
    await view.retry()
    #expect(
      shown(view.screen) == "Ada Lovelace",
      "the profile that arrived replaces the error: an error beside fresh data says something false")
  }

  @Test func aRefreshKeepsTheProfileBesideTheLoadingIndicator() async {
    let (view, service) = makeView(answers: [.success(.ada), .success(.grace)])
    await view.open()
    await view.refresh()
    #expect(
      service.screensWhileLoading.last.map(shown) == "Ada Lovelace, loading",
      "while a refresh loads, the profile already shown stays visible (P4)")
    #expect(shown(view.screen) == "Grace Hopper", "then the new one")
  }

  @Test func aFailedRefreshKeepsTheProfileBesideTheError() async {
    let (view, _) = makeView(answers: [.success(.ada), .failure(ServerFailure())])
    await view.open()
    await view.refresh()
    #expect(
      shown(view.screen) == "Ada Lovelace, error: Couldn't load the profile.",
      "a failure never erases the profile shown (P5)")
  }

  @Test func noScreenAlongTheWayShowsLoadingBesideAnError() async {
    let (view, service) = makeView(answers: [.failure(ServerFailure()), .failure(ServerFailure()), .success(.ada)])
    await view.open()
    await view.retry()
    await view.retry()
    let impossible = service.screensWhileLoading.filter { $0.isLoading && $0.error != nil }.map(shown)
    #expect(impossible == [], "a loading indicator beside an error is a screen nobody wants")
  }

  @Test func theViewModelKeepsItsStateInOneValue() {
    let viewModel = ProfileViewModel(service: ScriptedProfileService(answers: []))
    let stored = Mirror(reflecting: viewModel).children.map { (name: $0.label ?? "?", value: $0.value) }
    let states = stored.filter { $0.value is ProfileViewState }
    let loose = stored.filter { $0.value is Bool || $0.value is String? || $0.value is Profile? }
    #expect(states.count == 1, "the view model stores one ProfileViewState, found \(states.count)")
    #expect(
      loose.isEmpty,
      "no loose flag or optional beside it: found \(loose.map { $0.name.trimmingPrefix("_") }.joined(separator: ", "))")
  }

  // MARK: - Helpers

  /// The screen in a few words: `Ada Lovelace, loading`, `error: Couldn't load the profile.`, `nothing`.
  private func shown(_ screen: ProfileScreen) -> String {
    let parts = [screen.name, screen.isLoading ? "loading" : nil, screen.error.map { "error: \($0)" }]
    let text = parts.compactMap { $0 }.joined(separator: ", ")
    return text.isEmpty ? "nothing" : text
  }

  private func makeView(answers: [Result<Profile, any Error>]) -> (ProfileView, ScriptedProfileService) {
    let service = ScriptedProfileService(answers: answers)
    let view = ProfileView(viewModel: ProfileViewModel(service: service))
    service.whileLoading = { [unowned view] in view.screen }
    return (view, service)
  }
}

struct ServerFailure: Error {}

extension Profile {
  static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}
