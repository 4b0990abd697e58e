// `archlab run`: plays scenarios against architectures and reports the matrix.

import Foundation
import LabCourse
import LabEngine
import LabLanguage
import LabNarration
import LabSideBySide
import LabTerminal

/// `archlab run [FILE|NAME ...] [--arch NAMES] [--format text|json] [--trace] [--scenarios DIR]`
@MainActor
struct RunCommand {
  enum Format: String, CaseIterable, Sendable { case text, json }

  var words: [String]
  var architectures: [Architecture]
  var registry: Registry
  var format: Format
  var showsTrace: Bool
  var library: ScenarioLibrary
  /// The language of the text report and of what is wrong with a scenario file; JSON has none.
  var language: CourseLanguage

  init(_ arguments: [String], registry: Registry, language: CourseLanguage = .en) throws(UsageError) {
    self.language = language
    let parsed = try Self.spec.parse(arguments)
    words = parsed.positional
    showsTrace = parsed.isSet(Self.trace)
    library = .chosen(try parsed.value(of: CommonOptions.scenarios))
    format = try parsed.value(of: Self.format) ?? .text
    self.registry = registry
    architectures = try registry.chosen(try parsed.value(of: Self.architectures))
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let scenarios: [(name: String, scenario: Scenario)]
    switch try ScenarioSelection.scenarios(words, library: library, console: console, language: language) {
    case .found(let found): scenarios = found
    case .exit(let code): return code
    }
    var results: [NamedResult] = []
    for (name, scenario) in scenarios {
      for architecture in architectures {
        results.append(NamedResult(name: name, result: await play(scenario, on: architecture)))
      }
    }
    let report = MatrixReport(architectures: architectures.map(\.name), results: results)
    switch format {
    case .text: console.write(report.text(console: console, showsTrace: showsTrace, words: .of(language)))
    case .json: console.write(report.json())
    }
    return report.failed == 0 ? .success : .failure
  }

  /// One run; with `--trace`, the architecture tells its inside story, and the trace keeps it.
  private func play(_ scenario: Scenario, on architecture: Architecture) async -> ScenarioResult {
    // No narrator: a plain run pays for no inside story.
    guard showsTrace else { return await Engine(architecture).play(scenario) }
    let narrator = Narrator()
    let engine = Engine(architecture)
    engine.observers = [narrator, InsideTrace(narrator: narrator)]
    return await engine.play(scenario)
  }
}

/// Adds each step's inside story to the trace, for `run --trace`.
@MainActor
private final class InsideTrace: SessionObserver {
  let narrator: Narrator
  init(narrator: Narrator) { self.narrator = narrator }

  func session(_ session: Session, didPerform statement: Scenario.Located, failure: ScenarioFailure?) {
    for event in narrator.take() { session.appendToTrace("  inside: \(event)") }
  }
}

extension RunCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await RunCommand(arguments, registry: registry, language: language).execute(console: console)
  }
}
