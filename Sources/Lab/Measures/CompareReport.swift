// The report of `archlab compare`: the measures as aligned text or as Markdown tables.

import LabTerminal

/// Prints a ``Comparison`` as aligned text or as Markdown tables.
public enum CompareReport {
  static let columns = ["files", "code lines", "types", "protocols", "tests", "without a view", "state writers"]

  public static func text(_ comparison: Comparison) -> String {
    var rows: [[String]] = [[""] + columns]
    for architecture in comparison.architectures {
      rows.append(
        [architecture.name]
          + numbers(architecture.total, tests: architecture.testsWithoutView, writers: architecture.stateWriters.count))
      for layer in architecture.layers {
        rows.append(["  " + layer.name] + numbers(layer.metrics, tests: nil, writers: layer.stateWriters))
      }
    }
    var text = "Measured from the source tree (code lines: neither blank nor only a comment).\n\n"
    text += aligned(rows)
    text += "\nWithout a view: the tests that check logic and make no view.\n"
    text += "State: the stored properties of observable objects and state values, and views' own state,\n"
    text += "found in the code. State writers: the functions that write it.\n"
    for architecture in comparison.architectures {
      let line = "\(architecture.name): \(architecture.stateWriters.joined(separator: ", "))"
      text += TextLayout.wrap(line, 96).map { "  \($0)\n" }.joined()
    }
    if !comparison.costs.isEmpty {
      let names = comparison.architectures.map(\.name)
      var costRows: [[String]] = [["change cost (code lines)"] + names]
      for cost in comparison.costs {
        costRows.append(["\(cost.rule) \(cost.summary)"] + names.map { "\(cost.lines[$0] ?? 0)" })
      }
      text += "\n" + aligned(costRows)
    }
    return text
  }

  public static func markdown(_ comparison: Comparison) -> String {
    var text = "| Architecture / layer | " + columns.joined(separator: " | ") + " |\n"
    text += "| --- |" + String(repeating: " ---: |", count: columns.count) + "\n"
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
      let names = comparison.architectures.map(\.name)
      text += "\n| Change cost (code lines) | " + names.joined(separator: " | ") + " |\n"
      text += "| --- |" + String(repeating: " ---: |", count: names.count) + "\n"
      for cost in comparison.costs {
        text +=
          "| \(cost.rule) \(cost.summary) | "
          + names.map { "\(cost.lines[$0] ?? 0)" }.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }

  /// The change-cost table alone, for the rules named in `rules` and in their order: `compare --rules N4,N8`.
  public static func changeCosts(_ comparison: Comparison, rules: [String], markdown: Bool) -> String {
    let names = comparison.architectures.map(\.name)
    let costs = rules.compactMap { rule in comparison.costs.first { $0.rule == rule } }
    let cells = costs.map { cost in ["\(cost.rule) \(cost.summary)"] + names.map { "\(cost.lines[$0] ?? 0)" }
    }
    guard markdown else { return aligned([["change cost (code lines)"] + names] + cells) }
    var text = "| Change cost (code lines) | " + names.joined(separator: " | ") + " |\n"
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
