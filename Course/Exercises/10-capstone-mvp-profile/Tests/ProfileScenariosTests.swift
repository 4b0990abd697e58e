// The checks of exercise 10: the passive view, then every Profile scenario, played through the engine.
// Lesson 05: the same scenarios MVI, MVVM and Hexagonal pass; `archlab run profile` plays them against those.

import Foundation
import Lab
import ScreenContract
import SharedModel
import Testing

@testable import Exercise10

@MainActor
@Suite struct ProfileScenariosTests {
  @Test func theViewShowsWhatThePresenterTellsIt() {
    let view = MVPProfile.make(source: UnusedSource())
    view.showLoading(true)
    view.show(name: "Ada Lovelace", email: "ada@example.com")
    view.showError("Couldn't load the profile.")
    #expect(
      shown(view.screen) == "loading, Ada Lovelace, ada@example.com, error: Couldn't load the profile.",
      "each call shows one thing, and keeps the rest")
    view.showLoading(false)
    view.showError(nil)
    #expect(
      shown(view.screen) == "Ada Lovelace, ada@example.com",
      "hiding the indicator and emptying the error line keep the profile")
  }

  @Test func everyProfileScenarioIsHere() {
    #expect(ProfileScenario.all.count >= 10, "the scenarios of Scenarios/profile are found")
  }

  @Test(arguments: ProfileScenario.all)
  func playsTheProfileScenario(_ scenario: ProfileScenario) async throws {
    let parsed = try ScenarioLibrary.load(scenario.file, displayPath: "Scenarios/\(scenario.name).scenario")
    let failure = await Engine(driver: MVPDriver.self).play(parsed).failure
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

  static let all: [ProfileScenario] = {
    let library = ScenarioLibrary.packageDefault
    let files = (try? library.files()) ?? []
    return files.map { ProfileScenario(name: library.name(of: $0), file: $0) }
      .filter { $0.name.hasPrefix("profile/") }
  }()
}

/// A source the view test never reaches.
private struct UnusedSource: ProfileSource {
  func fetchProfile() async throws -> Profile {
    throw CancellationError()
  }
}
