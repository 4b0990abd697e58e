// `archlab list`: the architectures, then the scenarios with their titles.

import Foundation
import LabLanguage
import LabTerminal

/// `archlab list [--scenarios DIR]`
@MainActor
struct ListCommand {
  var library: ScenarioLibrary
  var registry: Registry

  init(_ arguments: [String], registry: Registry) throws(UsageError) {
    self.registry = registry
    let parsed = try Self.spec.parse(arguments)
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "list takes no arguments, found '\(parsed.positional[0])'")
    }
    library = .chosen(try parsed.value(of: CommonOptions.scenarios))
  }

  func execute(console: Console) throws(UsageError) -> ExitCode {
    var text = "Architectures:\n"
    let architectures = registry.all
    let width = architectures.map(\.name.count).max() ?? 0
    for architecture in architectures {
      text += "  \(TextLayout.padded(architecture.name, width))  \(architecture.summary)\n"
    }
    console.write(text)
    switch try ScenarioSelection.scenarios([], library: library, console: console) {
    case .exit(let code):
      return code
    case .found(let scenarios):
      var list = "\nScenarios (\(scenarios.count)):\n"
      let nameWidth = scenarios.map { $0.name.count }.max() ?? 0
      for (name, scenario) in scenarios {
        list += "  \(TextLayout.padded(name, nameWidth))  \(scenario.title)\n"
      }
      console.write(list)
      return .success
    }
  }
}

extension ListCommand: Subcommand {
  static func main(_ arguments: [String], console: Console, registry: Registry) async throws(UsageError) -> ExitCode {
    try ListCommand(arguments, registry: registry).execute(console: console)
  }
}
