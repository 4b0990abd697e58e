// The checks of exercise 12: the same behaviour before and after the migration, and the rules in a pure reducer.
// Lessons 03, 02 and 05: every behavioural check runs against MVVM's Profile screen and against yours, in MVI.

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise12

/// The Profile screen's behaviour (P1–P6, L1), the same for the screen before the migration and after it.
@MainActor
@Suite(.failsInsteadOfHanging) struct SameBehaviourTests {
  @Test(arguments: Version.all)
  func openingShowsTheLoadingIndicatorThenTheProfile(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    #expect(
      shown(screen.screen) == "loading", "opening with nothing shown asks for the profile, and shows loading (P1)")
    #expect(server.fetches.count == 1, "one request (P1)")
    await server.fetches.answer(1, with: .success(.ada))
    #expect(shown(screen.screen) == "Ada Lovelace, ada@example.com", "then its name and email, and no error (P3)")
  }

  @Test(arguments: Version.all)
  func openingAgainAsksForNothing(_ version: Version) async {
    // The screen opens again when it comes back on screen. While the profile is on its way it can't: going
    // away stops the load (L1), so that case is the reducer's check below.
    let (screen, server) = await version.make()
    await screen.open()
    await server.fetches.answer(1, with: .success(.ada))
    await screen.close()
    await screen.open()
    #expect(server.fetches.count == 1, "the screen coming back while the profile is shown asks for nothing (P2)")
    #expect(shown(screen.screen) == "Ada Lovelace, ada@example.com", "and shows the profile it kept (P2, L3)")
  }

  @Test(arguments: Version.all)
  func aRefreshKeepsTheProfileBesideTheLoadingIndicator(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.refresh()
    #expect(
      shown(screen.screen) == "loading, Ada Lovelace, ada@example.com",
      "refresh asks again, and the profile shown stays beside the loading indicator (P4)")
    await server.fetches.answer(2, with: .success(.grace))
    #expect(shown(screen.screen) == "Grace Hopper, grace@example.com", "until the answer comes (P4)")
  }

  @Test(arguments: Version.all)
  func aFailureShowsTheMessageAndKeepsTheProfile(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.refresh()
    await server.fetches.answer(2, with: .failure(ServerDown()))
    #expect(
      shown(screen.screen) == "Ada Lovelace, ada@example.com, error: Couldn't load the profile.",
      "a failure shows the message, and never takes away the profile shown (P5)")
  }

  @Test(arguments: Version.all)
  func retryClearsTheErrorWhileItLoads(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    #expect(shown(screen.screen) == "error: Couldn't load the profile.", "the first load failed (P5)")
    await screen.retry()
    #expect(shown(screen.screen) == "loading", "retry loads again, and the error line is empty meanwhile (P5)")
    await server.fetches.answer(2, with: .success(.ada))
    #expect(shown(screen.screen) == "Ada Lovelace, ada@example.com", "then the profile, with no error (P3)")
  }

  @Test(arguments: Version.all)
  func theLatestRequestWinsWhenAnswersArriveOutOfOrder(_ version: Version) async {
    // A server that answers even the requests the app gave up on.
    let (screen, server) = await version.make(honoursCancellation: false)
    await screen.open()
    await screen.refresh()
    await server.fetches.answer(2, with: .success(.grace))
    await server.fetches.answer(1, with: .success(.ada))
    #expect(
      shown(screen.screen) == "Grace Hopper, grace@example.com",
      "the screen ends on the latest request's answer; the older one, arriving last, never replaces it (P6)")
  }

  @Test(arguments: Version.all)
  func anOlderAnswerArrivingFirstKeepsTheLoadingIndicator(_ version: Version) async {
    let (screen, server) = await version.make(honoursCancellation: false)
    await screen.open()
    await screen.refresh()
    await server.fetches.answer(1, with: .success(.ada))
    #expect(
      shown(screen.screen) == "loading", "the older answer is dropped: the screen still waits for the latest (P6)")
    await server.fetches.answer(2, with: .success(.grace))
    #expect(shown(screen.screen) == "Grace Hopper, grace@example.com", "then the latest answer shows (P6)")
  }

  @Test(arguments: Version.all)
  func aSupersededRequestNeverShowsAnError(_ version: Version) async {
    let (screen, server) = await version.make(honoursCancellation: false)
    await screen.open()
    await screen.refresh()
    await server.fetches.answer(2, with: .success(.grace))
    await server.fetches.answer(1, with: .failure(ServerDown()))
    #expect(
      shown(screen.screen) == "Grace Hopper, grace@example.com",
      "a request that was superseded never shows an error, even when it fails (P6)")
  }

  @Test(arguments: Version.all)
  func closingMidLoadCancelsItQuietly(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    await screen.close()
    #expect(server.fetches.wasCancelled(1), "closing the screen cancels its load (L1)")
    #expect(shown(screen.screen) == "nothing", "the loading indicator goes, and no error shows for it (L1)")
  }

  @Test(arguments: Version.all)
  func closingMidRefreshKeepsTheProfile(_ version: Version) async {
    let (screen, _) = await version.showingAda()
    await screen.refresh()
    await screen.close()
    #expect(
      shown(screen.screen) == "Ada Lovelace, ada@example.com",
      "what the screen showed stays; only the loading indicator goes (L1)")
  }
}

/// The decisions, in the reducer: one intent in, one state and its effects out, with no store and no server.
/// The state is the view model's enum, so each check names the whole screen the reducer ends on.
@Suite struct PureReducerTests {
  @Test func openingWithNothingShownStartsALoad() {
    var state = ProfileState.idle
    let effects = ProfileReducer.reduce(&state, .viewAppeared)
    #expect(state == .loading(previous: nil), "the loading indicator shows (P1)")
    #expect(effects == [.cancel(.fetch), .fetchProfile], "and the reducer asks for the profile (P1)")
  }

  @Test func openingAfterAFailedFirstLoadLoadsAgain() {
    var state = ProfileState.error(message: "Couldn't load the profile.", previous: nil)
    let effects = ProfileReducer.reduce(&state, .viewAppeared)
    #expect(
      state == .loading(previous: nil), "no profile is shown, so opening loads, and the error line clears (P1, P5)")
    #expect(effects == [.cancel(.fetch), .fetchProfile], "and the reducer asks for the profile (P1)")
  }

  @Test func openingWhileAProfileIsShownOrOnItsWayAsksForNothing() {
    let states: [ProfileState] = [
      .loaded(.ada), .loading(previous: nil), .loading(previous: .ada),
      .error(message: "Couldn't load the profile.", previous: .ada),
    ]
    for before in states {
      var state = before
      let effects = ProfileReducer.reduce(&state, .viewAppeared)
      #expect(state == before, "nothing changes (P2)")
      #expect(effects == [], "and nothing is asked for (P2)")
    }
  }

  @Test func aRefreshKeepsTheProfileAndClearsTheError() {
    var state = ProfileState.error(message: "Couldn't load the profile.", previous: .ada)
    let effects = ProfileReducer.reduce(&state, .refreshPulled)
    #expect(state == .loading(previous: .ada), "the profile stays beside the indicator, and the error goes (P4, P5)")
    #expect(effects == [.cancel(.fetch), .fetchProfile], "and the reducer asks for the profile again (P4)")
  }

  @Test func retryLoadsLikeARefresh() {
    var state = ProfileState.error(message: "Couldn't load the profile.", previous: nil)
    let effects = ProfileReducer.reduce(&state, .retryTapped)
    #expect(state == .loading(previous: nil), "the error line clears while it loads (P5)")
    #expect(effects == [.cancel(.fetch), .fetchProfile], "and the reducer asks for the profile again (P5)")
  }

  @Test func theProfileThatArrivesIsShownWithNoError() {
    var state = ProfileState.loading(previous: .ada)
    let effects = ProfileReducer.reduce(&state, .profileAnswered(.success(.grace)))
    #expect(state == .loaded(.grace), "its name and email, no indicator, no error (P3)")
    #expect(effects == [], "an answer asks for nothing more (P3)")
  }

  @Test func aFailureKeepsTheProfileBesideTheMessage() {
    var state = ProfileState.loading(previous: .ada)
    let effects = ProfileReducer.reduce(&state, .profileAnswered(.failure(ServerDown())))
    #expect(
      state == .error(message: "Couldn't load the profile.", previous: .ada),
      "the message shows, and the profile stays (P5)")
    #expect(effects == [], "an answer asks for nothing more (P5)")
  }

  @Test func closingWhileLoadingStopsTheFetch() {
    var refreshing = ProfileState.loading(previous: .ada)
    let effects = ProfileReducer.reduce(&refreshing, .viewDisappeared)
    #expect(refreshing == .loaded(.ada), "the loading indicator goes, the profile stays (L1)")
    #expect(effects == [.cancel(.fetch)], "and the reducer asks the store to cancel the fetch in flight (L1)")
    var opening = ProfileState.loading(previous: nil)
    _ = ProfileReducer.reduce(&opening, .viewDisappeared)
    #expect(opening == .idle, "with no profile shown, the screen is back to nothing, and no error shows (L1)")
  }

  @Test func closingWithNothingLoadingAsksForNothing() {
    let states: [ProfileState] = [.loaded(.ada), .error(message: "Couldn't load the profile.", previous: .ada)]
    for before in states {
      var state = before
      let effects = ProfileReducer.reduce(&state, .viewDisappeared)
      #expect(state == before, "nothing changes (L1)")
      #expect(effects == [], "there is no fetch to stop (L1)")
    }
  }
}

// MARK: - Helpers

/// The Profile screen before the migration or after it, each made over a held server.
struct Version: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let makeView: @MainActor @Sendable (HeldProfileServer) -> any View

  static let all = [
    Version(testDescription: "before, in MVVM") { MVVM.ProfileView(viewModel: ProfileViewModel(service: $0)) },
    Version(testDescription: "after, in MVI") { Exercise12.ProfileView(store: ProfileStore(api: $0)) },
  ]

  /// The screen, not open yet, over a server that holds each answer until the check gives it.
  @MainActor
  func make(honoursCancellation: Bool = true) async -> (PlayedProfile, HeldProfileServer) {
    let server = HeldProfileServer(honoursCancellation: honoursCancellation)
    return (await PlayedProfile(makeView(server), server: server.server), server)
  }

  /// The screen, opened, showing Ada's profile.
  @MainActor
  func showingAda() async -> (PlayedProfile, HeldProfileServer) {
    let (screen, server) = await make()
    await screen.open()
    await server.fetches.answer(1, with: .success(.ada))
    return (screen, server)
  }
}

/// The Profile screen mounted in a host and played as a UI test plays it: each gesture acts on what
/// the view rendered, found by its accessibility identifier, and the screen is read back the same way.
@MainActor
final class PlayedProfile {
  private let views: HostedViews

  /// Mounts `view` with its window covered: no screen is open yet.
  init(_ view: some View, server: FakeServer) async {
    views = await HostedViews(view, server: server, onScreen: false)
  }

  /// The screen comes on screen: its `.task` starts.
  func open() async { await views.play { try self.views.host.setOnScreen(true) } }
  /// Pull to refresh.
  func refresh() async { await views.play { try self.views.host.pullToRefresh() } }
  /// A tap on Retry.
  func retry() async { await views.play { _ = try self.views.host.tap(AccessibilityID.Profile.retry) } }
  /// The screen goes away, as SwiftUI takes a view off screen: its `.task` is cancelled, then its
  /// `onDisappear` runs.
  func close() async { await views.play { try self.views.host.setOnScreen(false) } }

  /// What the screen shows, read off the rendered tree.
  var screen: ProfileScreen {
    ProfileScreen(
      isLoading: views.element(AccessibilityID.Profile.loading) != nil,
      name: views.text(AccessibilityID.Profile.name), email: views.text(AccessibilityID.Profile.email),
      error: views.text(AccessibilityID.Profile.error))
  }
}

/// One server for both versions: MVVM's `ProfileService` and the MVI store's `ProfileAPI`.
@MainActor
final class HeldProfileServer: MVVM.ProfileService, Exercise12.ProfileAPI {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, Profile>

  /// - Parameter honoursCancellation: false plays a server that answers even after the app gave up.
  init(honoursCancellation: Bool) {
    fetches = server.endpoint("profile", answering: Profile.self, honoursCancellation: honoursCancellation)
  }

  // On the main actor in so many words: this one method is the `fetchProfile` of two protocols at once.
  @MainActor
  func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

/// The screen in a few words: `loading, Ada Lovelace, ada@example.com, error: …`, or `nothing`.
@MainActor
func shown(_ screen: ProfileScreen) -> String {
  let parts = [screen.isLoading ? "loading" : nil, screen.name, screen.email, screen.error.map { "error: \($0)" }]
  let text = parts.compactMap { $0 }.joined(separator: ", ")
  return text.isEmpty ? "nothing" : text
}

extension Profile {
  static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}
