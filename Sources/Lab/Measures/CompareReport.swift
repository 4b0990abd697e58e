// The report of `archlab compare`: the measures as aligned text or as Markdown tables.

import LabTerminal

/// The language a comparison is written in.
public enum CompareLanguage: Sendable {
  case english, french
}

/// Prints a ``Comparison`` as aligned text or as Markdown tables.
public enum CompareReport {
  static let columns = ["files", "code lines", "types", "protocols", "tests", "without a view", "state writers"]
  static let frenchColumns = [
    "fichiers", "lignes de code", "types", "protocoles", "tests", "sans vue", "fonctions qui modifient l'état",
  ]

  /// The words of the report in `language`: the columns, the first column's title, the change cost's
  /// title, what a rule asks for, and the text report's lines around its tables.
  private struct Words {
    var columns: [String]
    var layer: String
    var changeCost: String
    var summary: (Comparison.Cost) -> String
    /// What stands before a colon: a space in English, a no-break space in French.
    var colon: String
    var measured: String
    var legend: String

    init(_ language: CompareLanguage) {
      switch language {
      case .english:
        columns = CompareReport.columns
        layer = "Architecture / layer"
        changeCost = "change cost (code lines)"
        summary = \.summary
        colon = ":"
        measured = "Measured from the source tree (code lines: neither blank nor only a comment).\n\n"
        legend =
          "\nWithout a view: the tests that check logic and make no view.\n"
          + "State: the stored properties of observable objects and state values, and views' own state,\n"
          + "found in the code. State writers: the functions that write it.\n"
      case .french:
        columns = CompareReport.frenchColumns
        layer = "Architecture / couche"
        changeCost = "coût du changement (lignes de code)"
        summary = { ChangeCost.french($0.rule) ?? $0.summary }
        colon = "\u{A0}:"
        measured =
          "Mesuré dans l'arborescence des sources (lignes de code\u{A0}: ni vides ni faites uniquement d'un "
          + "commentaire).\n\n"
        legend =
          "\nSans vue\u{A0}: les tests qui vérifient la logique sans créer de vue.\n"
          + "État\u{A0}: les propriétés stockées des objets observables et des valeurs d'état, et l'état propre "
          + "des vues,\ntrouvés dans le code. Fonctions qui modifient l'état\u{A0}: celles qui l'écrivent.\n"
      }
    }

    /// A change cost's row: the rule and what it asks for, then its code lines in each architecture.
    func costRow(_ cost: Comparison.Cost, _ names: [String]) -> [String] {
      ["\(cost.rule) \(summary(cost))"] + names.map { "\(cost.lines[$0] ?? 0)" }
    }
  }

  public static func text(_ comparison: Comparison, in language: CompareLanguage = .english) -> String {
    let words = Words(language)
    var rows: [[String]] = [[""] + words.columns]
    for architecture in comparison.architectures {
      rows.append(
        [architecture.name]
          + numbers(architecture.total, tests: architecture.testsWithoutView, writers: architecture.stateWriters.count))
      for layer in architecture.layers {
        rows.append(["  " + layer.name] + numbers(layer.metrics, tests: nil, writers: layer.stateWriters))
      }
    }
    var text = words.measured + aligned(rows) + words.legend
    for architecture in comparison.architectures {
      let line = "\(architecture.name)\(words.colon) \(architecture.stateWriters.joined(separator: ", "))"
      text += TextLayout.wrap(line, 96).map { "  \($0)\n" }.joined()
    }
    if !comparison.costs.isEmpty {
      let names = comparison.architectures.map(\.name)
      text += "\n" + aligned([[words.changeCost] + names] + comparison.costs.map { words.costRow($0, names) })
    }
    return text
  }

  public static func markdown(_ comparison: Comparison, in language: CompareLanguage = .english) -> String {
    let words = Words(language)
    var text = "| \(words.layer) | " + words.columns.joined(separator: " | ") + " |\n"
    text += "| --- |" + String(repeating: " ---: |", count: words.columns.count) + "\n"
    for architecture in comparison.architectures {
      let cells = numbers(
        architecture.total, tests: architecture.testsWithoutView, writers: architecture.stateWriters.count)
      text += "| **\(architecture.name)** | " + cells.map { "**\($0)**" }.joined(separator: " | ") + " |\n"
      for layer in architecture.layers {
        text +=
          "| \(architecture.name) · \(layer.name) | "
          + numbers(layer.metrics, tests: nil, writers: layer.stateWriters).joined(separator: " | ") + " |\n"
      }
    }
    if !comparison.costs.isEmpty {
      text += "\n" + changeCosts(comparison, rules: comparison.costs.map(\.rule), markdown: true, in: language)
    }
    return text
  }

  /// The change-cost table alone, for the rules named in `rules` and in their order: `compare --rules N4,N8`.
  public static func changeCosts(
    _ comparison: Comparison, rules: [String], markdown: Bool, in language: CompareLanguage = .english
  ) -> String {
    let words = Words(language)
    let names = comparison.architectures.map(\.name)
    let costs = rules.compactMap { rule in comparison.costs.first { $0.rule == rule } }
    let cells = costs.map { words.costRow($0, names) }
    guard markdown else { return aligned([[words.changeCost] + names] + cells) }
    var text = "| \(words.changeCost.capitalizedFirst) | " + names.joined(separator: " | ") + " |\n"
    text += "| --- |" + String(repeating: " ---: |", count: names.count) + "\n"
    for row in cells { text += "| " + row.joined(separator: " | ") + " |\n" }
    return text
  }

  /// The numbers of a row; `withoutView` is nil for a layer, whose tests are not counted.
  private static func numbers(_ metrics: SourceMetrics, tests withoutView: Int?, writers: Int) -> [String] {
    [
      "\(metrics.files)", "\(metrics.linesOfCode)", "\(metrics.types)", "\(metrics.protocols)",
      withoutView == nil ? "" : "\(metrics.tests)", withoutView.map(String.init) ?? "", "\(writers)",
    ]
  }

  /// Rows as columns: the first left-aligned, the others right-aligned.
  private static func aligned(_ rows: [[String]]) -> String {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      return TextLayout.trimmingTrailingSpaces(cells.joined(separator: "  ")) + "\n"
    }.joined()
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
