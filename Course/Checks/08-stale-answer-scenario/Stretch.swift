// The stretch of exercise 08, optional: the same scenario also catches a second bug of latest wins.
// FEATURE.md, T1: the load a Retry replaces is cancelled, and never shows an error, even when it fails.

import Foundation
import LabDrivers
import LabEngine
import LabLanguage
import LabServer
import MVI
import SharedModel
import Testing

@testable import Exercise08

@MainActor
@Suite struct StaleAnswerStretchTests {
  @Test func stretchItFailsForTheStoreWhereASupersededLoadShowsItsError() async {
    guard let scenario = loadStretchScenario() else { return }
    let result = await Engine(SupersededErrorDriver.architecture).play(scenario)
    if result.failure == nil {
      Issue.record(
        "it passes for the store where a replaced load that fails still shows its error, so it doesn't catch that bug (T1)"
      )
    }
  }

  @Test func stretchThatStoreFailsAtAnExpectation() async {
    guard let scenario = loadStretchScenario() else { return }
    let result = await Engine(SupersededErrorDriver.architecture).play(scenario)
    guard let failure = result.failure else { return }  // the check above says it
    #expect(
      failure.message.hasPrefix("expected"),
      "the second broken store should fail on what its screen shows (the task: at an `expect` line), not at: \(failure)"
    )
  }

  /// The learner's scenario, parsed; nil after recording the parser's messages.
  private func loadStretchScenario() -> Scenario? {
    let file = StaleAnswerScenario.file
    do {
      return try ScenarioLibrary.load(file, displayPath: ScenarioLibrary.displayPath(of: file))
    } catch {
      Issue.record("the scenario does not follow the language (Scenarios/README.md):\n\(error)")
      return nil
    }
  }
}

// MARK: - The second broken store

/// MVI's app with half of latest wins in its Todos store: an old list never lands, but the failure
/// of a load that a newer one replaced does.
@MainActor
enum SupersededErrorDriver {
  static let architecture = Architecture.app(
    name: "superseded-error",
    summary: "MVI, except that a load a Retry replaced is not cancelled, and its failure still shows"
  ) { context in
    let server = context.server
    let makeTodoID = context.makeTodoID
    let loads = LoadCounter()
    return StaleListDriver.app(server: server, makeTodoID: makeTodoID) { effect in
      guard effect == .fetchTodos else { return await StaleListDriver.perform(effect, server: server) }
      let load = loads.start()
      let answer = await outcome { try await server.fetchTodos() }
      // The bug: an old list is dropped, as latest wins asks, but an old failure lands.
      let isOld = loads.latest != load
      if case .success = answer, isOld { return nil }
      return .todosAnswered(answer)
    }
  }
}

/// Numbers the loads of the list as they start: the latest is the one whose rows may land.
@MainActor
final class LoadCounter {
  private(set) var latest = 0

  func start() -> Int {
    latest += 1
    return latest
  }
}
