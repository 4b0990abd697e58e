// Whole outputs of `show`, `diagram` and `compare --format markdown`, compared with golden files.
// When an output changes on purpose, regenerate the files with
// `ARCHLAB_UPDATE_GOLDEN=1 swift test --filter GoldenTests/` and read the diff before committing it.

import Foundation
import Testing

@testable import Lab

@MainActor
@Suite struct GoldenTests {
  @Test func showPrintsEachStepSideBySide() async throws {
    let output = await run(["show", "profile/refresh-failure-keeps-profile"])
    try checkGolden(output, "show-refresh-failure-keeps-profile.txt")
  }

  @Test(arguments: ["mvi", "mvvm", "hexagonal"])
  func diagramDrawsARealRun(architecture: String) async throws {
    guard Architectures.named(architecture) != nil else { return }
    let output = await run(["diagram", "todos/failed-add-gives-title-back", "--arch", architecture])
    try checkGolden(output, "diagram-failed-add-gives-title-back-\(architecture).mmd")
  }

  @Test func compareMeasuresATreeAsMarkdown() throws {
    let root = Self.folder.appendingPathComponent("Fixtures/Package")
    let rules = [
      ChangeCost(
        rule: "P4", summary: "refresh shows the loading indicator",
        regions: [
          "MVI": ["fixture-mvi-refresh"], "MVVM": ["fixture-mvvm-refresh"], "Hexagonal": ["fixture-hexagonal-refresh"],
        ])
    ]
    let comparison = try Comparison(root: root, rules: rules)
    try checkGolden(CompareReport.markdown(comparison), "compare-fixture.md")
    try checkGolden(CompareReport.text(comparison), "compare-fixture.txt")
  }

  // MARK: - Helpers

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// Runs the command line with every registered architecture, and returns what it printed.
  private func run(_ arguments: [String]) async -> String {
    let output = Collected()
    let console = Console(write: output.append, writeError: output.append, usesColor: false)
    _ = await Archlab.main(arguments, console: console)
    return output.text
  }

  /// Compares `output` with the golden file `name`, or rewrites the file when ARCHLAB_UPDATE_GOLDEN is set.
  private func checkGolden(_ output: String, _ name: String) throws {
    let file = Self.folder.appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["ARCHLAB_UPDATE_GOLDEN"] != nil {
      try Data(output.utf8).write(to: file)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    guard output != expected else { return }
    let got = output.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
    Issue.record(
      """
      \(name) differs from the output at line \(line + 1):
        golden: \(line < want.count ? String(want[line]) : "(end)")
        output: \(line < got.count ? String(got[line]) : "(end)")
      Regenerate with ARCHLAB_UPDATE_GOLDEN=1 if the change is meant.
      """)
  }
}

@MainActor
@Suite struct ShowWidthTests {
  @Test(arguments: ["todos/hundred-character-title-is-valid", "todos/failed-add-gives-title-back"])
  func showFitsInOneHundredColumns(scenario: String) async {
    for color in [false, true] {
      let output = Collected()
      _ = await Archlab.main(
        ["show", scenario], console: Console(write: output.append, writeError: output.append, usesColor: color))
      let widest = output.text.split(separator: "\n").map { SideBySide.visibleCount(of: $0) }.max() ?? 0
      #expect(widest <= 100)
      #expect(widest > 60)
    }
  }
}
