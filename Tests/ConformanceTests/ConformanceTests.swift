// Every scenario against every registered architecture: a new architecture is covered the moment it is registered.

import Foundation
import Lab
import Testing

@Suite struct ConformanceTests {
  nonisolated static let library = ScenarioLibrary.packageDefault
  nonisolated static let files = (try? library.files()) ?? []

  @MainActor
  @Test(arguments: files)
  func everyArchitecturePassesTheScenario(file: URL) async throws {
    let scenario = try ScenarioLibrary.load(file, displayPath: Self.library.name(of: file))
    for driver in Architectures.all {
      let result = await Engine(driver: driver).play(scenario)
      #expect(
        result.passed,
        "\(driver.name): \(result.failure.map { "\($0)\n" + $0.screen.joined(separator: "\n") } ?? "")")
    }
  }

  @MainActor
  @Test func architecturesHaveDistinctCommandLineNames() {
    let names = Architectures.all.map { $0.name }
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(",") })
  }

  @Test func theScenarioFolderIsFound() {
    #expect(Self.files.count >= 25)
  }
}

@MainActor
@Suite struct DeterminismTests {
  /// Scenarios where answers cross: latest wins, cancellation, answers released together, restarts.
  nonisolated static let racy = [
    "profile/latest-request-wins-when-answers-arrive-out-of-order", "profile/superseded-failure-shows-no-error",
    "todos/saving-row-ignores-toggle-and-delete", "todos/restart-shows-what-the-server-stored",
  ]

  @Test(arguments: racy)
  func everyArchitectureTellsTheSameStoryOnEveryRun(name: String) async throws {
    let library = ConformanceTests.library
    let file = library.directory.appendingPathComponent(name + ".scenario")
    let scenario = try ScenarioLibrary.load(file, displayPath: name)
    for driver in Architectures.all {
      let first = await Engine(driver: driver).play(scenario)
      for _ in 1..<50 {
        let again = await Engine(driver: driver).play(scenario)
        #expect(again.trace == first.trace, "\(driver.name): the trace changed")
        #expect(
          again.steps.map(\.inside) == first.steps.map(\.inside), "\(driver.name): the inside story changed")
      }
    }
  }
}
