// The scenario files themselves: they parse, the reference app passes them, and every rule is covered.

import Foundation
import Lab
import Testing

@Suite struct ScenarioFilesTests {
  nonisolated static let library = ScenarioLibrary.packageDefault
  nonisolated static let files = (try? library.files()) ?? []

  @Test func thereAreEnoughScenariosGroupedByScreen() {
    #expect(Self.files.count >= 25)
    let screens = Set(Self.files.map { Self.library.name(of: $0).split(separator: "/").first.map(String.init) ?? "" })
    #expect(screens == ["profile", "todos"])
  }

  @MainActor
  @Test(arguments: files)
  func playsToAPassAgainstTheReferenceApp(file: URL) async throws {
    let played = try ScenarioLibrary.load(file, displayPath: Self.library.name(of: file))
    let result = await Engine(driver: ReferenceDriver.self).play(played)
    #expect(result.failure == nil, "\(result.failure.map { "\($0)\n" + $0.screen.joined(separator: "\n") } ?? "")")
  }

  @Test func theLanguageExamplesAreIncludedVerbatim() async throws {
    let texts = try Self.files.map { try String(contentsOf: $0, encoding: .utf8) }
    for example in await [EngineTests.refreshFailure, EngineTests.failedAdd] {
      #expect(texts.contains { $0.contains(example) })
    }
  }

  /// Scenarios/README.md maps each rule of the feature to the files that check it.
  @Test func everyRuleOfTheFeatureIsCoveredByExistingFiles() throws {
    let readme = try String(
      contentsOf: Self.library.directory.appendingPathComponent("README.md"), encoding: .utf8)
    let rules = (1...6).map { "P\($0)" } + (1...11).map { "T\($0)" }
    let names = Set(Self.files.map { Self.library.name(of: $0) })
    for rule in rules {
      let row = readme.split(separator: "\n").first { $0.hasPrefix("| \(rule) ") || $0.hasPrefix("| **\(rule)**") }
      let linked = row.map { Self.linkedScenarios(in: String($0)) } ?? []
      #expect(!linked.isEmpty, "no row for \(rule) in Scenarios/README.md")
      for name in linked {
        #expect(names.contains(name), "\(rule) links to \(name), which is not a scenario file")
      }
    }
  }

  // MARK: - Helpers

  /// The scenario names linked from a Markdown table row: `](todos/x.scenario)` gives `todos/x`.
  static func linkedScenarios(in row: String) -> [String] {
    row.components(separatedBy: "](").dropFirst().compactMap { part in
      guard let end = part.firstIndex(of: ")") else { return nil }
      let target = part[..<end].replacingOccurrences(of: "./", with: "")
      return target.hasSuffix(".scenario") ? String(target.dropLast(".scenario".count)) : nil
    }
  }
}
