// The scenario files themselves: they parse, the reference app passes them, and every rule of FEATURE.md is covered.

import Foundation
import LabEngine
import LabLanguage
import LabTestSupport
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct ScenarioFilesTests {
  @Test func thereAreEnoughScenariosGroupedByScreen() throws {
    let files = try PackageScenarios.files()
    #expect(files.count >= 85)
    let screens = Set(
      files.map { PackageScenarios.library.name(of: $0).split(separator: "/").first.map(String.init) ?? "" })
    #expect(screens == ["app", "profile", "todo", "todos"])
  }

  @MainActor
  @Test(arguments: PackageScenarios.names)
  func playsToAPassAgainstTheReferenceApp(name: String) async throws {
    let result = await Engine(ReferenceDriver.architecture).play(try PackageScenarios.load(name))
    #expect(result.failure == nil, "\(result.failure.map { "\($0)\n" + $0.screen.joined(separator: "\n") } ?? "")")
  }

  /// Scenarios/README.md maps each rule of FEATURE.md to the files that check it.
  @Test func everyRuleOfTheFeatureIsCoveredByExistingFiles() throws {
    let readme = try String(
      contentsOf: PackageScenarios.library.directory.appendingPathComponent("README.md"), encoding: .utf8)
    let rules = Self.rules
    let names = Set(try PackageScenarios.files().map(PackageScenarios.library.name(of:)))
    for rule in rules {
      let row = readme.split(separator: "\n").first { $0.hasPrefix("| \(rule) ") || $0.hasPrefix("| **\(rule)**") }
      let linked = row.map { Self.linkedScenarios(in: String($0)) } ?? []
      #expect(!linked.isEmpty, "no row for \(rule) in Scenarios/README.md")
      for name in linked {
        #expect(names.contains(name), "\(rule) links to \(name), which is not a scenario file")
      }
    }
  }

  /// FEATURE.md defines every rule the code, the scenarios and the lessons cite.
  @Test func theFeatureDefinesEveryRule() throws {
    let feature = try String(contentsOf: TestPackage.root.appendingPathComponent("FEATURE.md"), encoding: .utf8)
    for rule in Self.rules {
      #expect(feature.contains("- **\(rule)**"), "FEATURE.md does not define \(rule)")
    }
  }

  // MARK: - Helpers

  /// Every rule of FEATURE.md.
  static let rules =
    (1...6).map { "P\($0)" } + (1...12).map { "T\($0)" } + (1...3).map { "L\($0)" } + (1...8).map { "N\($0)" } + ["S1"]

  /// The scenario names linked from a Markdown table row: `](todos/x.scenario)` gives `todos/x`.
  static func linkedScenarios(in row: String) -> [String] {
    row.components(separatedBy: "](").dropFirst().compactMap { part in
      guard let end = part.firstIndex(of: ")") else { return nil }
      let target = part[..<end].replacingOccurrences(of: "./", with: "")
      return target.hasSuffix(".scenario") ? String(target.dropLast(".scenario".count)) : nil
    }
  }
}
