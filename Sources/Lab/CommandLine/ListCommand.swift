// `archlab list`: the architectures, then the scenarios with their titles.

import Foundation
import LabCourse
import LabLanguage
import LabTerminal

/// `archlab list [--scenarios DIR]`
@MainActor
struct ListCommand {
  var library: ScenarioLibrary
  var registry: Registry
  var language: CourseLanguage

  init(_ arguments: [String], registry: Registry, language: CourseLanguage = .en) throws(UsageError) {
    self.registry = registry
    self.language = language
    let parsed = try Self.spec.parse(arguments)
    guard parsed.positional.isEmpty else {
      throw UsageError(
        message: "list takes no arguments, found '\(parsed.positional[0])'",
        french: "list ne prend pas d'argument\u{202F}; reçu\u{A0}: «\u{A0}\(parsed.positional[0])\u{A0}»")
    }
    library = .chosen(try parsed.value(of: CommonOptions.scenarios))
  }

  func execute(console: Console) throws(UsageError) -> ExitCode {
    let french = language == .fr
    var text = french ? "Architectures\u{A0}:\n" : "Architectures:\n"
    let architectures = registry.all
    let width = architectures.map(\.name.count).max() ?? 0
    for architecture in architectures {
      let summary = french ? Self.frenchSummaries[architecture.summary] ?? architecture.summary : architecture.summary
      text += "  \(TextLayout.padded(architecture.name, width))  \(summary)\n"
    }
    console.write(text)
    switch try ScenarioSelection.scenarios([], library: library, console: console, language: language) {
    case .exit(let code):
      return code
    case .found(let scenarios):
      // A scenario's title is part of its file, written in the scenario language's English, as its statements are.
      var list = french ? "\nScénarios (\(scenarios.count))\u{A0}:\n" : "\nScenarios (\(scenarios.count)):\n"
      let nameWidth = scenarios.map { $0.name.count }.max() ?? 0
      for (name, scenario) in scenarios {
        list += "  \(TextLayout.padded(name, nameWidth))  \(scenario.title)\n"
      }
      console.write(list)
      return .success
    }
  }
}

extension ListCommand {
  /// Each architecture's summary in French, by its English; `FrenchLabTests` fails on one without it.
  static let frenchSummaries = [
    "MVI: one State per screen, event Intents, a Store with a pure reducer and async effects":
      "MVI\u{A0}: un State par écran, des Intents nommés comme des événements, un Store avec un reducer pur et des "
      + "effets asynchrones",
    "MVVM: @Observable view models, SwiftUI views": "MVVM\u{A0}: des view models @Observable, des vues SwiftUI",
    "Hexagonal: use cases and ports in a pure domain, adapters around it, one composition root":
      "Hexagonale\u{A0}: des cas d'usage et des ports dans un domaine pur, des adaptateurs autour, une seule "
      + "composition root",
    "MV: the plain SwiftUI way, app-level @Observable models that views read and call":
      "MV\u{A0}: SwiftUI tout simple, des modèles @Observable au niveau de l'app, que les vues lisent et appellent",
  ]
}

extension ListCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try ListCommand(arguments, registry: registry, language: language).execute(console: console)
  }
}
