// `archlab diagram SCENARIO --arch A`: a Mermaid sequence diagram drawn from a real run, so it can't go stale.

/// `archlab diagram SCENARIO --arch NAME`
@MainActor
struct DiagramCommand {
  var word: String
  var driver: any Driver.Type
  var library: ScenarioLibrary

  init(_ arguments: [String], registry: [any Driver.Type]) throws(UsageError) {
    let parsed = try Arguments(arguments, valued: ["--arch", "--scenarios"], flags: [])
    guard parsed.positional.count == 1 else {
      throw UsageError(message: "diagram takes one scenario, its name or its file")
    }
    word = parsed.positional[0]
    guard let name = parsed.options["--arch"] else {
      throw UsageError(message: "diagram draws one architecture: name it with --arch")
    }
    let drivers = try RunCommand.architectures(named: name, among: registry)
    guard drivers.count == 1 else { throw UsageError(message: "diagram draws one architecture at a time") }
    driver = drivers[0]
    library =
      parsed.options["--scenarios"].map { ScenarioLibrary(directory: .init(fileURLWithPath: $0)) } ?? .packageDefault
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let scenario: Scenario
    switch try ScenarioSelection.single(word, library: library, console: console) {
    case .found(let found): scenario = found
    case .exit(let code): return code
    }
    let result = await Engine(driver: driver).play(scenario)
    console.write(SequenceDiagram.mermaid(result))
    if let failure = result.failure {
      console.writeError("archlab: the run failed, the diagram stops there: \(failure)\n")
      return .failure
    }
    return .success
  }
}

/// Draws a run's inside story as a Mermaid sequence diagram.
enum SequenceDiagram {
  static func mermaid(_ result: ScenarioResult) -> String {
    var participants: [String] = []
    for event in result.steps.flatMap(\.inside) {
      for part in [event.from, event.to] where part != "User" && part != "Server" && !participants.contains(part) {
        participants.append(part)
      }
    }
    var lines = [
      "sequenceDiagram",
      "  %% \(escaped(result.scenario.title)): \(result.architecture), drawn by `archlab diagram` from a real run",
      "  actor User",
    ]
    lines += participants.map { "  participant \($0)" }
    lines.append("  participant Server")
    for step in result.steps {
      switch step.statement.statement {
      case .expect:
        continue
      case .server:
        lines.append("  Note over Server: \(escaped(step.statement.source))")
      case .appRestart:
        lines.append("  Note over User,Server: app restart")
      default:
        break
      }
      for event in step.inside {
        switch event.kind {
        case .note:
          lines.append("  Note over \(event.from): \(escaped(event.text))")
        case .message:
          let arrow = event.from == "Server" ? "-->>" : "->>"
          lines.append("  \(event.from)\(arrow)\(event.to): \(escaped(event.text))")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text Mermaid shows as written: its special characters as entity codes.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
