// A run's inside story as a Mermaid sequence diagram: `archlab diagram` prints it.

import LabEngine
import LabLanguage

/// Draws a run's inside story as a Mermaid sequence diagram.
public enum SequenceDiagram {
  /// The run as a Mermaid `sequenceDiagram`.
  public static func mermaid(_ run: RecordedRun) -> String {
    let result = run.result
    var participants: [String] = []
    for event in run.steps.flatMap(\.inside) {
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
    for step in run.steps {
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
