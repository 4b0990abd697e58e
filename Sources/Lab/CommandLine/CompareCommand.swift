// `archlab compare`: files, code, types, seams, tests and state writers of each architecture, measured.

import Foundation
import LabMeasures
import LabTerminal

/// `archlab compare [--format text|markdown]`
struct CompareCommand {
  enum Format: String { case text, markdown }

  var format: Format
  var root: URL
  /// `--rules N4,N8`: only the change cost of these rules.
  var rules: [String]?

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "compare takes no arguments, found '\(parsed.positional[0])'")
    }
    guard let format = Format(rawValue: parsed.options["--format"] ?? "text") else {
      throw UsageError(message: "--format is text or markdown, not '\(parsed.options["--format"] ?? "")'")
    }
    self.format = format
    root = parsed.options["--root"].map { URL(fileURLWithPath: $0) } ?? PackageRoot.url
    if let list = parsed.options["--rules"] {
      let rules = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let known = ChangeCost.all.map(\.rule)
      if let unknown = rules.first(where: { !known.contains($0) }) {
        throw UsageError(
          message: "--rules takes rules with a change cost (\(known.joined(separator: ", "))), not '\(unknown)'")
      }
      self.rules = rules
    }
  }

  func execute(console: Console) -> ExitCode {
    let comparison: Comparison
    do {
      comparison = try Comparison(root: root)
    } catch {
      console.writeError("archlab: can't read the sources below \(root.path): \(error.localizedDescription)\n")
      return .noInput
    }
    if let rules {
      console.write(CompareReport.changeCosts(comparison, rules: rules, markdown: format == .markdown))
    } else {
      console.write(format == .text ? CompareReport.text(comparison) : CompareReport.markdown(comparison))
    }
    return .success
  }
}
