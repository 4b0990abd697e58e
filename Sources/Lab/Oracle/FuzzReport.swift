// How `archlab fuzz` tells a run of the fuzzer: in words, or as JSON for other programs.

import Foundation
import LabLanguage

extension Fuzzer.Report {
  /// What was asked of the fuzzer, for the report to say.
  public struct Run: Sendable {
    public var runs: Int
    public var seed: UInt64
    public var steps: Int
    public var architectures: [String]

    public init(runs: Int, seed: UInt64, steps: Int, architectures: [String]) {
      self.runs = runs
      self.seed = seed
      self.steps = steps
      self.architectures = architectures
    }
  }

  /// The report as `archlab fuzz` prints it; `written` is where the shrunk scenario went.
  public func text(of run: Run, written: String?) -> String {
    let report = self
    let (steps, seed) = (run.steps, run.seed)
    let names = run.architectures.joined(separator: ", ")
    var lines = [
      "Fuzzed \(report.passed + report.failed) scenario\(report.passed + report.failed == 1 ? "" : "s")"
        + " of up to \(steps) statements (seed \(seed), \(report.statements) statements) on \(names)."
    ]
    if let failure = report.failure {
      if failure.isGeneratorFault {
        lines.append("The generator made a statement that can't be played (a fault of archlab fuzz itself):")
        lines.append("  \(failure.violation.message)")
      } else {
        lines.append(
          "Seed \(failure.seed) breaks \(failure.violation.rule.rawValue): \(failure.violation.rule.summary).")
        lines.append("  \(failure.violation.message)")
        lines.append(
          "Shrunk from \(failure.foundLength) statements to \(failure.statements.count) in \(failure.replays) replays:")
      }
      lines += failure.statements.map { "  \($0.source)" }
      if let written { lines.append("Written to \(written)") }
    }
    lines.append(
      "Rules reached: "
        + SpecRule.allCases.map { "\($0.rawValue) \(report.rules[$0, default: 0])" }.joined(separator: ", ") + ".")
    lines.append(
      "Rare situations reached: "
        + Situation.allCases.map { "\($0.rawValue) \(report.situations[$0, default: 0])" }.joined(separator: ", ")
        + ".")
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.map { $0 + "\n" }.joined()
  }

  /// The report as `archlab fuzz --format json` prints it.
  public func json(of run: Run, written: String?) -> String {
    let report = self
    var object: [String: Any] = [
      "seed": run.seed, "runs": run.runs, "steps": run.steps, "architectures": run.architectures,
      "passed": report.passed, "failed": report.failed, "statements": report.statements,
      "situations": Dictionary(
        uniqueKeysWithValues: Situation.allCases.map { ($0.rawValue, report.situations[$0, default: 0]) }),
      "rules": Dictionary(uniqueKeysWithValues: SpecRule.allCases.map { ($0.rawValue, report.rules[$0, default: 0]) }),
    ]
    if let failure = report.failure {
      var described: [String: Any] = [
        "seed": failure.seed, "rule": failure.violation.rule.rawValue, "summary": failure.violation.rule.summary,
        "message": failure.violation.message, "foundLength": failure.foundLength,
        "statements": failure.statements.map(\.source), "generatorFault": failure.isGeneratorFault,
      ]
      if let written { described["file"] = written }
      object["failure"] = described
    }
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
