// The checks of exercise 10: the passive view, a cancelled request, then every Profile scenario, each a check of its own.
// Lesson 05: the same scenarios MVI, MVVM and Hexagonal pass; `archlab run profile` plays them against those.

import Foundation
import LabEngine
import LabLanguage
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise10

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileScenariosTests {
  @Test func theViewShowsWhatThePresenterTellsIt() async {
    let content = ProfileScreenContent()
    let view = PlayedProfile(
      ProfileScreenView(content: content, presenter: ProfilePresenter(source: UnusedSource())), server: FakeServer())
    await view.render {
      content.showLoading(true)
      content.show(name: "Ada Lovelace", email: "ada@example.com")
      content.showError("Couldn't load the profile.")
    }
    #expect(
      shown(view.screen) == "loading, Ada Lovelace, ada@example.com, error: Couldn't load the profile.",
      "each call shows one thing, and keeps the rest (the passive view: it shows what it is told)")
    await view.render {
      content.showLoading(false)
      content.showError(nil)
    }
    #expect(
      shown(view.screen) == "Ada Lovelace, ada@example.com",
      "hiding the indicator and emptying the error line keep the profile (the passive view: it shows what it is told)")
  }

  @Test func aCancelledRequestShowsNoError() async {
    // The request ends with CancellationError the moment its task is cancelled, as URLSession's do.
    let source = HeldSource()
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await view.close()
    #expect(source.fetches.wasCancelled(1), "closing the screen cancels the request its load waits for (L1)")
    #expect(view.screen.error == nil, "a cancelled request is not a failure: the error line stays empty (P6)")
  }

  @Test func aCancelledRequestShowsNothingWhenTheServerAnswersAnyway() async {
    // A server that answers after the app gave up: the answer is already on its way back.
    let source = HeldSource(honoursCancellation: false)
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await view.close()
    await source.fetches.answer(1, with: .success(.ada))
    #expect(view.screen.name == nil, "nobody waits for that answer any more: its profile is not shown (L1)")
    #expect(view.screen.error == nil, "and no error either (P6)")
  }

  @Test func aCancelledRequestThatFailsAnywayShowsNoError() async {
    let source = HeldSource(honoursCancellation: false)
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await view.close()
    await source.fetches.answer(1, with: .failure(ServerDown()))
    #expect(view.screen.error == nil, "a cancelled request never shows an error, even when it fails (P6)")
  }

  @Test func closingMidLoadHidesTheLoadingIndicator() async {
    let source = HeldSource()
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await view.close()
    #expect(source.fetches.count == 1, "opening asked for the profile (P1)")
    #expect(shown(view.screen) == "nothing", "the load stopped: no loading indicator, and no error for it (L1)")
  }

  @Test func closingWhileRetryLoadsCancelsThatRequest() async {
    let source = HeldSource()
    let view = PlayedProfile(MVPProfile.app(source: source), server: source.server)
    await view.open()
    await source.fetches.answer(1, with: .failure(ServerDown()))
    await view.retry()
    await view.close()
    #expect(source.fetches.count == 2, "Retry asked for the profile again (P5)")
    #expect(source.fetches.wasCancelled(2), "closing the screen cancels its load, whatever gesture started it (L1)")
    #expect(
      shown(view.screen) == "nothing", "quietly: no loading indicator, and the error Retry cleared stays cleared (L1)")
  }

  @Test func everyProfileScenarioIsHere() {
    #expect(
      ProfileScenario.all.count >= 10,
      "the scenarios of Scenarios/profile are found (the task: every scenario of Scenarios/profile)")
  }

  @Test(arguments: ProfileScenario.all)
  func playsTheProfileScenario(_ scenario: ProfileScenario) async throws {
    let parsed = try ScenarioLibrary.load(scenario.file, displayPath: "Scenarios/\(scenario.name).scenario")
    let failure = await Engine(MVPDriver.architecture).play(parsed).failure
    let passes = failure == nil
    #expect(passes, "\(failure.map { "\($0)\n" + $0.screen.joined(separator: "\n") } ?? "")")
  }
}

// MARK: - Helpers

/// The screen in a few words: `loading, Ada Lovelace, ada@example.com, error: …`, or `nothing`.
@MainActor
private func shown(_ screen: ProfileScreen) -> String {
  let parts = [screen.isLoading ? "loading" : nil, screen.name, screen.email, screen.error.map { "error: \($0)" }]
  let text = parts.compactMap { $0 }.joined(separator: ", ")
  return text.isEmpty ? "nothing" : text
}

/// One file of Scenarios/profile, named as `archlab list` names it.
struct ProfileScenario: Sendable, CustomTestStringConvertible {
  let name: String
  let file: URL

  var testDescription: String { name }

  /// The package's Scenarios/ folder: the package's root is four steps up from this file.
  static let library = ScenarioLibrary(
    directory: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Scenarios"))

  static let all: [ProfileScenario] = {
    let files = (try? library.files()) ?? []
    return files.map { ProfileScenario(name: library.name(of: $0), file: $0) }
      .filter { $0.name.hasPrefix("profile/") }
  }()
}

/// A source whose requests wait until the check answers them; one never answered fails the check.
@MainActor
private final class HeldSource: ProfileSource {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, Profile>

  /// - Parameter honoursCancellation: false plays a server that answers even after the app gave up.
  init(honoursCancellation: Bool = true) {
    fetches = server.endpoint("profile", answering: Profile.self, honoursCancellation: honoursCancellation)
  }

  func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

/// A source the view test never reaches.
private struct UnusedSource: ProfileSource {
  func fetchProfile() async throws -> Profile {
    throw CancellationError()
  }
}

extension Profile {
  fileprivate static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
}
