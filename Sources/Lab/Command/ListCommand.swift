// `archlab list`: the architectures, then the scenarios with their titles.

import Foundation

/// `archlab list [--scenarios DIR]`
@MainActor
struct ListCommand {
  var library: ScenarioLibrary
  var registry: [any Driver.Type]

  init(_ arguments: [String], registry: [any Driver.Type]) throws(UsageError) {
    self.registry = registry
    let parsed = try Arguments(arguments, valued: ["--scenarios"], flags: [])
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "list takes no arguments, found '\(parsed.positional[0])'")
    }
    library =
      parsed.options["--scenarios"].map { ScenarioLibrary(directory: URL(fileURLWithPath: $0)) } ?? .packageDefault
  }

  func execute(console: Console) throws(UsageError) -> ExitCode {
    var text = "Architectures:\n"
    let width = registry.map { $0.name.count }.max() ?? 0
    for driver in registry {
      text += "  \(driver.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(driver.summary)\n"
    }
    let selection: ScenarioSelection
    do {
      selection = try ScenarioSelection([], library: library)
    } catch {
      console.writeError("archlab: can't read the scenario folder \(library.directory.path)\n")
      return .noInput
    }
    switch selection.parse() {
    case .failure(let failure):
      console.write(text)
      console.writeError(DiagnosticReport.text(failure))
      return .dataError
    case .success(let scenarios):
      text += "\nScenarios (\(scenarios.count)):\n"
      let nameWidth = scenarios.map(\.name.count).max() ?? 0
      for (name, scenario) in scenarios {
        text += "  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(scenario.title)\n"
      }
      console.write(text)
      return .success
    }
  }
}
