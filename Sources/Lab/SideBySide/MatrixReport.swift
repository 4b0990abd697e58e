// The report of `archlab run`: the matrix, the failures with their screens, and the closing count.

import Foundation
import LabEngine
import LabTerminal

/// A result and the name its scenario goes by in reports, e.g. `todos/failed-add-gives-title-back`.
public struct NamedResult: Sendable {
  public var name: String
  public var result: ScenarioResult

  public init(name: String, result: ScenarioResult) {
    self.name = name
    self.result = result
  }
}

/// Results of a run, as a matrix of scenario × architecture.
public struct MatrixReport {
  public var architectures: [String]
  public var results: [NamedResult]

  public init(architectures: [String], results: [NamedResult]) {
    self.architectures = architectures
    self.results = results
  }

  public var passed: Int { results.count { $0.result.passed } }
  public var failed: Int { results.count - passed }

  /// The matrix, each failure, optionally every trace, and `N passed, M failed` on the last line, in `words`.
  public func text(console: Console, showsTrace: Bool, words: ReportWords = .english) -> String {
    let names = unique(results.map(\.name))
    let nameWidth = max(names.map(\.count).max() ?? 0, words.scenario.count)
    let widths = architectures.map { max($0.count, words.pass.count, words.fail.count) }
    var text = pad(words.scenario, nameWidth)
    for (architecture, width) in zip(architectures, widths) { text += "  " + pad(architecture, width) }
    text = console.paint(TextLayout.trimmingTrailingSpaces(text), .bold) + "\n"

    for name in names {
      var line = pad(name, nameWidth)
      for (architecture, width) in zip(architectures, widths) {
        let cell = results.first { $0.name == name && $0.result.architecture == architecture }
        let passed = cell?.result.passed ?? false
        line += "  " + console.paint(pad(passed ? words.pass : words.fail, width), passed ? .green : .red)
      }
      text += TextLayout.trimmingTrailingSpaces(line) + "\n"
    }

    for named in results {
      guard let failure = named.result.failure else { continue }
      text += "\n" + console.paint(words.failure(named.name, named.result.architecture), .red) + "\n"
      text += "  \(words.line("\(failure)"))\n"
      text += failure.screen.map { "    \(words.line($0))\n" }.joined()
    }

    if showsTrace {
      for named in results {
        text += "\n" + console.paint(words.trace(named.name, named.result.architecture), .bold) + "\n"
        text += named.result.trace.map { "  \($0)\n" }.joined()
      }
    }
    let summary = words.summary(passed, failed)
    text += "\n" + console.paint(summary, failed == 0 ? .green : .red) + "\n"
    return text
  }

  /// The results as JSON, for other programs.
  public func json() -> String {
    struct Output: Encodable {
      var architectures: [String]
      var passed: Int
      var failed: Int
      var results: [Entry]
    }
    struct Entry: Encodable {
      var scenario: String
      var title: String
      var file: String
      var architecture: String
      var passed: Bool
      var failure: Failure?
    }
    struct Failure: Encodable {
      var file: String
      var line: Int
      var message: String
      var screen: [String]
    }
    let output = Output(
      architectures: architectures, passed: passed, failed: failed,
      results: results.map { named in
        Entry(
          scenario: named.name, title: named.result.scenario.title, file: named.result.scenario.file,
          architecture: named.result.architecture, passed: named.result.passed,
          failure: named.result.failure.map {
            Failure(file: $0.file, line: $0.line, message: $0.message, screen: $0.screen)
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(output)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
