// Measures Swift source text: lines of code, types, protocols, tests, snippet regions.
// `archlab compare` adds these up per architecture and per layer (lesson 05).

import LabSourceTree

/// What one or more Swift files hold, counted from their text.
public struct SourceMetrics: Equatable, Sendable, Codable {
  public var files = 0
  /// Lines with code on them: not blank, not only a comment.
  public var linesOfCode = 0
  /// Declarations of structs, classes, enums, actors and protocols.
  public var types = 0
  /// Declarations of protocols: the seams where one part can be swapped for another.
  public var protocols = 0
  /// `@Test` functions.
  public var tests = 0

  public init() {}

  /// Adds up two measures.
  public static func + (lhs: SourceMetrics, rhs: SourceMetrics) -> SourceMetrics {
    var sum = lhs
    sum.files += rhs.files
    sum.linesOfCode += rhs.linesOfCode
    sum.types += rhs.types
    sum.protocols += rhs.protocols
    sum.tests += rhs.tests
    return sum
  }

  /// Measures one file's text.
  public static func measure(_ text: String) -> SourceMetrics {
    var metrics = SourceMetrics()
    metrics.files = 1
    for line in SwiftCode.codeLines(of: text) {
      metrics.linesOfCode += 1
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ":" || $0 == "<" })
        .map(String.init)
      if let index = words.firstIndex(where: { typeKeywords.contains($0) }), index + 1 < words.count,
        words[..<index].allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") })
      {
        metrics.types += 1
        if words[index] == "protocol" { metrics.protocols += 1 }
      }
      if words.first == "@Test" { metrics.tests += 1 }
    }
    return metrics
  }

  private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "indirect",
  ]
}
