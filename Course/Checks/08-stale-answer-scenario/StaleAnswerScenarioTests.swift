// The checks of exercise 08: your scenario passes for the app, and fails for a store with a stale-answer bug.
// Lesson 06: a scenario is worth writing when some broken code fails it.

import Foundation
import LabDrivers
import LabEngine
import LabLanguage
import Testing

@testable import Exercise08

@MainActor
@Suite struct StaleAnswerScenarioTests {
  @Test func theScenarioFollowsTheLanguage() {
    _ = loadScenario()
  }

  @Test func itsTitleSaysTheBehaviourItChecks() {
    guard let scenario = loadScenario() else { return }
    let title = scenario.title
    #expect(
      !title.contains("TODO"),
      "the header still holds the TODO: say what the scenario checks (the task: a header that says the behaviour)")
  }

  @Test func itPassesForEveryArchitectureOfTheApp() async {
    guard let scenario = loadScenario() else { return }
    for architecture in Architectures.all() {
      let result = await Engine(architecture).play(scenario)
      #expect(result.failure == nil, "it fails for \(architecture.name), which is right (T1): \(failureText(result))")
    }
  }

  @Test func itFailsForTheStoreThatLetsAStaleAnswerWin() async {
    guard let scenario = loadScenario() else { return }
    let result = await Engine(StaleListDriver.architecture).play(scenario)
    if result.failure == nil {
      Issue.record(
        "it passes for the broken store too, so it doesn't expose the bug: its Todos list lets an old answer land (T1)")
    }
  }

  @Test func theBrokenStoreFailsAtAnExpectation() async {
    guard let scenario = loadScenario() else { return }
    let result = await Engine(StaleListDriver.architecture).play(scenario)
    guard let failure = result.failure else { return }  // the check above says it
    #expect(
      failure.message.hasPrefix("expected"),
      "the broken store should fail on what its screen shows (the task: at an `expect` line), not at: \(failure)")
  }

  // MARK: - Helpers

  /// Your scenario, parsed; nil after recording the parser's messages.
  private func loadScenario() -> Scenario? {
    let file = StaleAnswerScenario.file
    do {
      return try ScenarioLibrary.load(file, displayPath: ScenarioLibrary.displayPath(of: file))
    } catch {
      Issue.record("the scenario does not follow the language (Scenarios/README.md):\n\(error)")
      return nil
    }
  }

  private func failureText(_ result: ScenarioResult) -> String {
    result.failure.map { "\($0)\n" + $0.screen.joined(separator: "\n") } ?? ""
  }
}
