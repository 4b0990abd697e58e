// `archlab fuzz`: random scenarios on every architecture at once, the rules checked after each step.

import Foundation
import LabEngine
import LabOracle
import LabTerminal

/// `archlab fuzz [--runs N] [--seed S] [--steps N] [--arch NAMES] [--format text|json] [--out DIR]`
@MainActor
struct FuzzCommand {
  enum Format: String { case text, json }

  static let largestCount = 1_000_000

  var runs: Int
  var seed: UInt64
  var steps: Int
  var architectures: [Architecture]
  var format: Format
  var folder: URL
  /// The words that make the same runs again, for the report.
  private var options: [String]

  init(_ arguments: [String], registry: Registry, packageRoot: URL) throws(UsageError) {
    let parsed = try Arguments(
      arguments, valued: ["--runs", "--seed", "--steps", "--arch", "--format", "--out"], flags: [])
    if let extra = parsed.positional.first { throw UsageError(message: "unexpected argument '\(extra)'") }
    runs = try Self.count(parsed.options["--runs"], "--runs", default: 200)
    steps = try Self.count(parsed.options["--steps"], "--steps", default: 30)
    let seedText = parsed.options["--seed"] ?? "1"
    guard let seed = UInt64(seedText) else {
      throw UsageError(message: "--seed is a whole number from 0 to \(UInt64.max), not '\(seedText)'")
    }
    self.seed = seed
    guard let format = Format(rawValue: parsed.options["--format"] ?? "text") else {
      throw UsageError(message: "--format is text or json, not '\(parsed.options["--format"] ?? "")'")
    }
    self.format = format
    architectures = try registry.chosen(parsed.options["--arch"])
    folder =
      parsed.options["--out"].map { URL(fileURLWithPath: $0) }
      ?? packageRoot.appendingPathComponent(".build/fuzz")
    var options: [String] = []
    if steps != 30 { options += ["--steps", "\(steps)"] }
    if let arch = parsed.options["--arch"] { options += ["--arch", arch] }
    self.options = options
  }

  private static func count(_ text: String?, _ name: String, default value: Int) throws(UsageError) -> Int {
    guard let text else { return value }
    guard let count = Int(text), (1...largestCount).contains(count) else {
      throw UsageError(message: "\(name) is a whole number from 1 to \(largestCount), not '\(text)'")
    }
    return count
  }

  /// Runs the scenarios; `progress` is told how many have passed, for a progress bar.
  func execute(console: Console, showsProgress: Bool) async -> ExitCode {
    let fuzzer = Fuzzer(architectures: architectures, steps: steps)
    let bar = ProgressBar(total: runs, console: console, isShown: showsProgress && format == .text)
    let report = await fuzzer.run(runs: runs, seed: seed) { bar.show($0) }
    bar.clear()

    var written: String?
    var writeProblem: String?
    if let failure = report.failure {
      let command = (["archlab", "fuzz", "--seed", "\(failure.seed)", "--runs", "1"] + options).joined(separator: " ")
      let file = folder.appendingPathComponent("seed-\(failure.seed)-\(failure.violation.rule.rawValue).scenario")
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(failure.scenarioText(command: command).utf8).write(to: file, options: .atomic)
        written = file.path
      } catch {
        writeProblem = "can't write \(file.path): \(error.localizedDescription)"
      }
    }

    switch format {
    case .text: console.write(text(report, written: written))
    case .json: console.write(json(report, written: written))
    }
    if let writeProblem {
      console.writeError("archlab: \(writeProblem)\n")
      console.write(report.failure.map { $0.scenarioText(command: "archlab fuzz --seed \($0.seed) --runs 1") } ?? "")
    }
    return report.failure == nil ? .success : .failure
  }

  private func text(_ report: Fuzzer.Report, written: String?) -> String {
    let names = architectures.map(\.name).joined(separator: ", ")
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
      "Rare situations reached: "
        + Situation.allCases.map { "\($0.rawValue) \(report.situations[$0, default: 0])" }.joined(separator: ", ")
        + ".")
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.map { $0 + "\n" }.joined()
  }

  private func json(_ report: Fuzzer.Report, written: String?) -> String {
    var object: [String: Any] = [
      "seed": seed, "runs": runs, "steps": steps, "architectures": architectures.map(\.name),
      "passed": report.passed, "failed": report.failed, "statements": report.statements,
      "situations": Dictionary(
        uniqueKeysWithValues: Situation.allCases.map { ($0.rawValue, report.situations[$0, default: 0]) }),
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

/// A one-line bar on standard error, redrawn in place: `[#####.....] 420/1000`.
@MainActor
final class ProgressBar {
  let total: Int
  let console: Console
  let isShown: Bool
  private var lastDrawn = -1

  init(total: Int, console: Console, isShown: Bool) {
    self.total = total
    self.console = console
    self.isShown = isShown
  }

  func show(_ done: Int) {
    guard isShown else { return }
    let width = 30
    let filled = total == 0 ? width : done * width / total
    // Redraw only when the bar or the hundredth changes: writing is slower than a run.
    let step = done * 100 / max(total, 1)
    guard step != lastDrawn || done == total else { return }
    lastDrawn = step
    console.writeError(
      "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        + "] \(done)/\(total)")
  }

  func clear() {
    guard isShown, lastDrawn >= 0 else { return }
    console.writeError("\r" + String(repeating: " ", count: 50) + "\r")
  }
}
