// `archlab compare`: files, code, types, seams, tests and state writers of each architecture, measured.

import Foundation
import LabCourse
import LabMeasures
import LabTerminal

/// `archlab compare [--format text|markdown|json] [--from FILE]`
struct CompareCommand {
  enum Format: String, CaseIterable, Sendable { case text, markdown, json }

  var format: Format
  var root: URL
  /// `--from FILE`: a measure saved with `--format json`, shown instead of measuring again.
  var saved: String?
  /// `--rules N4,N8`: only the change cost of these rules.
  var rules: [String]?

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    guard parsed.positional.isEmpty else {
      throw UsageError(
        message: "compare takes no arguments, found '\(parsed.positional[0])'",
        french: "compare ne prend pas d'argument\u{202F}; reçu\u{A0}: «\u{A0}\(parsed.positional[0])\u{A0}»")
    }
    format = try parsed.value(of: Self.format) ?? .text
    root = try parsed.value(of: Self.root).map { URL(fileURLWithPath: $0) } ?? PackageRoot.url
    rules = try parsed.value(of: Self.rules)
    saved = try parsed.value(of: Self.from)
  }

  func execute(console: Console, language: CourseLanguage = .en) -> ExitCode {
    let words: CompareLanguage = language == .fr ? .french : .english
    let comparison: Comparison
    if let saved {
      let url = URL(fileURLWithPath: saved)
      guard let data = try? Data(contentsOf: url) else {
        console.writeError(
          language == .fr ? "archlab\u{A0}: impossible de lire \(saved)\n" : "archlab: can't read \(saved)\n")
        return .noInput
      }
      do {
        comparison = try Comparison(json: data)
      } catch {
        // The system's reason is in English: a French session says the fact without it.
        console.writeError(
          language == .fr
            ? "archlab\u{A0}: \(saved) n'est pas une mesure enregistrée par `archlab compare --format json`\n"
            : "archlab: \(saved) is not a measure saved by `archlab compare --format json`: \(error.localizedDescription)\n"
        )
        return .dataError
      }
    } else {
      do {
        comparison = try Comparison(root: root)
      } catch {
        console.writeError(
          language == .fr
            ? "archlab\u{A0}: impossible de lire les sources sous \(root.path)\n"
            : "archlab: can't read the sources below \(root.path): \(error.localizedDescription)\n")
        return .noInput
      }
    }
    if format == .json {
      console.write(comparison.json + "\n")
    } else if let rules {
      console.write(CompareReport.changeCosts(comparison, rules: rules, markdown: format == .markdown, in: words))
    } else {
      console.write(
        format == .text ? CompareReport.text(comparison, in: words) : CompareReport.markdown(comparison, in: words))
    }
    return .success
  }
}

extension CompareCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try CompareCommand(arguments).execute(console: console, language: language)
  }
}
