// `archlab fuzz`: random scenarios on every architecture at once, the rules checked after each step.

import Foundation
import LabCourse
import LabEngine
import LabOracle
import LabTerminal

/// `archlab fuzz [--runs N] [--seed S] [--steps N] [--arch NAMES] [--format text|json] [--out DIR] [--require-reach N]`
@MainActor
struct FuzzCommand {
  enum Format: String, CaseIterable, Sendable { case text, json }

  static let largestCount = 1_000_000

  var runs: Int
  var seed: UInt64
  var steps: Int
  var architectures: [Architecture]
  var format: Format
  var folder: URL
  /// How often every rule of FEATURE.md and every rare situation must be reached, or the run fails (0: no demand).
  var requiredReach: Int
  /// The words that make the same runs again, for the report.
  private var options: [String]

  init(_ arguments: [String], registry: Registry, packageRoot: URL) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    if let extra = parsed.positional.first {
      throw UsageError(
        message: "unexpected argument '\(extra)'", french: "argument en trop\u{A0}: «\u{A0}\(extra)\u{A0}»")
    }
    runs = try parsed.value(of: Self.runs) ?? 200
    steps = try parsed.value(of: Self.steps) ?? 30
    requiredReach = try parsed.value(of: Self.requireReach) ?? 0
    seed = try parsed.value(of: Self.seed) ?? 1
    format = try parsed.value(of: Self.format) ?? .text
    let named = try parsed.value(of: CommonOptions.architectures)
    architectures = try registry.chosen(named)
    folder =
      try parsed.value(of: Self.out).map { URL(fileURLWithPath: $0) }
      ?? packageRoot.appendingPathComponent(".build/fuzz")
    var options: [String] = []
    if steps != 30 { options += ["--steps", "\(steps)"] }
    if let named { options += ["--arch", named] }
    self.options = options
  }

  /// Runs the scenarios; `progress` is told how many have passed, for a progress bar.
  func execute(console: Console, showsProgress: Bool) async -> ExitCode {
    let fuzzer = Fuzzer(architectures: architectures, steps: steps)
    let run = Fuzzer.Report.Run(runs: runs, seed: seed, steps: steps, architectures: architectures.map(\.name))
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
    case .text: console.write(report.text(of: run, written: written))
    case .json: console.write(report.json(of: run, written: written))
    }
    let unreached = report.failure == nil ? report.reachedFewer(than: requiredReach) : []
    if !unreached.isEmpty {
      console.writeError(
        "archlab: reached fewer than \(requiredReach) time\(requiredReach == 1 ? "" : "s") (--require-reach):"
          + " \(unreached.joined(separator: ", "))\n")
      return .failure
    }
    if let writeProblem {
      console.writeError("archlab: \(writeProblem)\n")
      console.write(report.failure.map { $0.scenarioText(command: "archlab fuzz --seed \($0.seed) --runs 1") } ?? "")
    }
    return report.failure == nil ? .success : .failure
  }
}

extension FuzzCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await FuzzCommand(arguments, registry: registry, packageRoot: PackageRoot.url).execute(
      console: console, showsProgress: isatty(STDERR_FILENO) == 1)
  }
}
