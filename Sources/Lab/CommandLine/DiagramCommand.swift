// `archlab diagram SCENARIO --arch A`: a Mermaid sequence diagram drawn from a real run, so it can't go stale.

import LabCourse
import LabEngine
import LabLanguage
import LabNarration
import LabSideBySide
import LabTerminal

/// `archlab diagram SCENARIO --arch NAME [--scenarios DIR]`
@MainActor
struct DiagramCommand {
  var scenario: ScenarioArgument
  var architecture: Architecture
  var registry: Registry

  init(_ arguments: [String], registry: Registry, language: CourseLanguage) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    scenario = try ScenarioArgument(parsed, command: "diagram", language: language)
    guard let name = try parsed.value(of: Self.architecture) else {
      throw UsageError(
        message: "diagram draws one architecture: name it with --arch",
        french: "diagram dessine une seule architecture\u{A0}: nommez-la avec --arch")
    }
    let chosen = try registry.chosen(name)
    guard chosen.count == 1 else {
      throw UsageError(
        message: "diagram draws one architecture at a time", french: "diagram dessine une architecture à la fois")
    }
    architecture = chosen[0]
    self.registry = registry
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let played: Scenario
    switch try scenario.load(console: console) {
    case .found(let found): played = found
    case .exit(let code): return code
    }
    let narrator = Narrator()
    let run = await RecordedRun.play(
      played, on: architecture, narrator: narrator)
    console.write(SequenceDiagram.mermaid(run))
    if let failure = run.result.failure {
      console.writeError(
        scenario.language == .fr
          ? "archlab\u{A0}: le scénario a échoué, le diagramme s'arrête là\u{A0}: "
            + (LabFrench.failureLine("\(failure)") ?? "\(failure)") + "\n"
          : "archlab: the run failed, the diagram stops there: \(failure)\n")
      return .failure
    }
    return .success
  }
}

extension DiagramCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await DiagramCommand(arguments, registry: registry, language: language).execute(console: console)
  }
}
