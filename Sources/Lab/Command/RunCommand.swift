// `archlab run`: plays scenarios against architectures and reports the matrix.

import Foundation

/// `archlab run [FILE|NAME ...] [--arch NAMES] [--format text|json] [--trace] [--scenarios DIR]`
@MainActor
struct RunCommand {
  enum Format: String { case text, json }

  var words: [String]
  var architectures: [any Driver.Type]
  var format: Format
  var showsTrace: Bool
  var library: ScenarioLibrary

  init(_ arguments: [String], registry: [any Driver.Type]) throws(UsageError) {
    let parsed = try Arguments(arguments, valued: ["--arch", "--format", "--scenarios"], flags: ["--trace"])
    words = parsed.positional
    showsTrace = parsed.flags.contains("--trace")
    library =
      parsed.options["--scenarios"].map { ScenarioLibrary(directory: URL(fileURLWithPath: $0)) } ?? .packageDefault
    guard let format = Format(rawValue: parsed.options["--format"] ?? "text") else {
      throw UsageError(message: "--format is text or json, not '\(parsed.options["--format"] ?? "")'")
    }
    self.format = format
    architectures = try Self.architectures(named: parsed.options["--arch"], among: registry)
  }

  /// The drivers named in `list` (comma-separated), or all of them.
  static func architectures(named list: String?, among registry: [any Driver.Type]) throws(UsageError)
    -> [any Driver.Type]
  {
    let known = registry.map { $0.name }.joined(separator: ", ")
    guard let list else {
      guard !registry.isEmpty else { throw UsageError(message: "no architecture is registered") }
      return registry
    }
    var drivers: [any Driver.Type] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.trimmingCharacters(in: .whitespaces)
      guard let driver = registry.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown architecture '\(name)'; known: \(known)")
      }
      if !drivers.contains(where: { $0 == driver }) { drivers.append(driver) }
    }
    return drivers
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let selection: ScenarioSelection
    do {
      selection = try ScenarioSelection(words, library: library)
    } catch {
      switch error {
      case .usage(let message): throw UsageError(message: message)
      case .unreadable(let message):
        console.writeError("archlab: \(message)\n")
        return .noInput
      }
    }
    let scenarios: [(name: String, scenario: Scenario)]
    switch selection.parse() {
    case .success(let parsed): scenarios = parsed
    case .failure(let failure):
      console.writeError(DiagnosticReport.text(failure))
      return .dataError
    }

    var results: [NamedResult] = []
    for (name, scenario) in scenarios {
      for driver in architectures {
        results.append(NamedResult(name: name, result: await Engine(driver: driver).play(scenario)))
      }
    }
    let report = MatrixReport(architectures: architectures.map { $0.name }, results: results)
    switch format {
    case .text:
      console.write(report.text(console: console, showsTrace: showsTrace))
    case .json:
      console.write(report.json())
    }
    return report.failed == 0 ? .success : .failure
  }
}

/// A result and the name its scenario goes by in reports.
struct NamedResult {
  var name: String
  var result: ScenarioResult
}
