// `archlab compare`: files, code, types, seams, tests and state writers of each architecture, measured.

import Foundation

/// `archlab compare [--format text|markdown]`
struct CompareCommand {
  enum Format: String { case text, markdown }

  var format: Format
  var root: URL

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try Arguments(arguments, valued: ["--format", "--root"], flags: [])
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "compare takes no arguments, found '\(parsed.positional[0])'")
    }
    guard let format = Format(rawValue: parsed.options["--format"] ?? "text") else {
      throw UsageError(message: "--format is text or markdown, not '\(parsed.options["--format"] ?? "")'")
    }
    self.format = format
    root = parsed.options["--root"].map { URL(fileURLWithPath: $0) } ?? PackageRoot.url
  }

  func execute(console: Console) -> ExitCode {
    let comparison: Comparison
    do {
      comparison = try Comparison(root: root)
    } catch {
      console.writeError("archlab: can't read the sources below \(root.path): \(error.localizedDescription)\n")
      return .noInput
    }
    console.write(format == .text ? CompareReport.text(comparison) : CompareReport.markdown(comparison))
    return .success
  }
}

/// Prints a ``Comparison`` as aligned text or as Markdown tables.
enum CompareReport {
  static let columns = ["files", "code lines", "types", "protocols", "tests", "state writers"]

  static func text(_ comparison: Comparison) -> String {
    var rows: [[String]] = [[""] + columns]
    for architecture in comparison.architectures {
      rows.append(
        [architecture.name] + numbers(architecture.total, tests: true, writers: architecture.stateWriters.count))
      for layer in architecture.layers {
        rows.append(["  " + layer.name] + numbers(layer.metrics, tests: false, writers: layer.stateWriters))
      }
    }
    var text = "Measured from the source tree (code lines: neither blank nor only a comment).\n\n"
    text += aligned(rows)
    text += "\nState writers: the functions that write the state a screen is drawn from.\n"
    for architecture in comparison.architectures {
      let line = "\(architecture.name): \(architecture.stateWriters.joined(separator: ", "))"
      text += SideBySide.wrap(line, 96).map { "  \($0)\n" }.joined()
    }
    if !comparison.costs.isEmpty {
      let names = comparison.architectures.map(\.name)
      var costRows: [[String]] = [["change cost (code lines)"] + names]
      for cost in comparison.costs {
        costRows.append(["\(cost.rule.rule) \(cost.rule.summary)"] + names.map { "\(cost.lines[$0] ?? 0)" })
      }
      text += "\n" + aligned(costRows)
    }
    return text
  }

  static func markdown(_ comparison: Comparison) -> String {
    var text = "| Architecture / layer | " + columns.joined(separator: " | ") + " |\n"
    text += "| --- |" + String(repeating: " ---: |", count: columns.count) + "\n"
    for architecture in comparison.architectures {
      let cells = numbers(architecture.total, tests: true, writers: architecture.stateWriters.count)
      text += "| **\(architecture.name)** | " + cells.map { "**\($0)**" }.joined(separator: " | ") + " |\n"
      for layer in architecture.layers {
        text +=
          "| \(architecture.name) · \(layer.name) | "
          + numbers(layer.metrics, tests: false, writers: layer.stateWriters).joined(separator: " | ") + " |\n"
      }
    }
    if !comparison.costs.isEmpty {
      let names = comparison.architectures.map(\.name)
      text += "\n| Change cost (code lines) | " + names.joined(separator: " | ") + " |\n"
      text += "| --- |" + String(repeating: " ---: |", count: names.count) + "\n"
      for cost in comparison.costs {
        text +=
          "| \(cost.rule.rule) \(cost.rule.summary) | "
          + names.map { "\(cost.lines[$0] ?? 0)" }.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }

  private static func numbers(_ metrics: SourceMetrics, tests: Bool, writers: Int) -> [String] {
    [
      "\(metrics.files)", "\(metrics.linesOfCode)", "\(metrics.types)", "\(metrics.protocols)",
      tests ? "\(metrics.tests)" : "", "\(writers)",
    ]
  }

  /// Rows as columns: the first left-aligned, the others right-aligned.
  private static func aligned(_ rows: [[String]]) -> String {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }.joined()
  }
}
