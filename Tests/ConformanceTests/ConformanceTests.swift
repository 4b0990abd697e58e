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
