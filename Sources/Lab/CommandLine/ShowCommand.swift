// `archlab show SCENARIO`: each statement, what it caused inside each architecture, and the screen after it.

import LabCourse
import LabEngine
import LabLanguage
import LabNarration
import LabSideBySide
import LabTerminal

/// `archlab show SCENARIO [--arch NAMES] [--width N] [--scenarios DIR]`
@MainActor
struct ShowCommand {
  /// The widths `show` can fit: narrower leaves no room for a column, wider than any terminal.
  nonisolated static let widths = 40...1000

  var scenario: ScenarioArgument
  var architectures: [Architecture]
  var registry: Registry
  var width: Int

  init(_ arguments: [String], registry: Registry, language: CourseLanguage = .en) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    scenario = try ScenarioArgument(parsed, command: "show", language: language)
    let named = try parsed.value(of: Self.architectures)
    let chosen = try registry.chosen(named)
    architectures = named == nil ? chosen.filter(\.isShownByDefault) : chosen
    self.registry = registry
    width = try parsed.value(of: Self.width) ?? 100
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let played: Scenario
    switch try scenario.load(console: console) {
    case .found(let found): played = found
    case .exit(let code): return code
    }
    let told = architectures.map { ($0, Narrator()) }
    let runs = await RecordedRun.play(played, on: told)
    let text = SideBySide.text(
      scenario: played, runs: runs, width: width, console: console, words: .of(scenario.language))
    console.write(TextLayout.fitting(text, width: width))
    return runs.allSatisfy(\.passed) ? .success : .failure
  }
}

extension ShowCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await ShowCommand(arguments, registry: registry, language: language).execute(console: console)
  }
}
