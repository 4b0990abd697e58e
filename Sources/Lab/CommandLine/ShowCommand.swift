// `archlab show SCENARIO`: each statement, what it caused inside each architecture, and the screen after it.

import LabEngine
import LabLanguage
import LabNarration
import LabSideBySide
import LabTerminal

/// `archlab show SCENARIO [--arch NAMES] [--width N] [--scenarios DIR]`
@MainActor
struct ShowCommand {
  /// The widths `show` can fit: narrower leaves no room for a column, wider than any terminal.
  static let widths = 40...1000

  var scenario: ScenarioArgument
  var architectures: [Architecture]
  var registry: Registry
  var width: Int

  init(_ arguments: [String], registry: Registry) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    scenario = try ScenarioArgument(parsed, command: "show")
    let chosen = try registry.chosen(parsed.options["--arch"])
    architectures = parsed.options["--arch"] == nil ? chosen.filter(\.isShownByDefault) : chosen
    self.registry = registry
    let text = parsed.options["--width"] ?? "100"
    guard let width = Int(text), Self.widths.contains(width) else {
      throw UsageError(
        message:
          "--width takes a number of columns from \(Self.widths.lowerBound) to \(Self.widths.upperBound), not '\(text)'"
      )
    }
    self.width = width
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let played: Scenario
    switch try scenario.load(console: console) {
    case .found(let found): played = found
    case .exit(let code): return code
    }
    let told = architectures.map { ($0, Narrator()) }
    let runs = await RecordedRun.play(played, on: told)
    let text = SideBySide.text(scenario: played, runs: runs, width: width, console: console)
    console.write(TextLayout.fitting(text, width: width))
    return runs.allSatisfy(\.passed) ? .success : .failure
  }
}
