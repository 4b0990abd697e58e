// Measures Swift source text: lines of code, types, protocols, tests, snippet regions.
// `archlab compare` adds these up per architecture and per layer (lesson 05).

/// What one or more Swift files hold, counted from their text.
public struct SourceMetrics: Equatable, Sendable {
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

/// Reads Swift text as a person counting code would.
public enum SwiftCode {
  /// The lines of `text` that hold code, with comments removed and surrounding space trimmed.
  ///
  /// Knows line comments, nested block comments and string literals (a `//` in a
  /// string is not a comment); a line inside a multi-line string literal counts as code.
  public static func codeLines(of text: String) -> [String] {
    var lines: [String] = []
    var commentDepth = 0
    var inMultilineString = false
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var code = ""
      var characters = Array(rawLine)[...]
      var inString = false
      while let character = characters.first {
        let next = characters.dropFirst().first
        if commentDepth > 0 {
          if character == "*", next == "/" {
            commentDepth -= 1
            characters = characters.dropFirst(2)
          } else if character == "/", next == "*" {
            commentDepth += 1
            characters = characters.dropFirst(2)
          } else {
            characters = characters.dropFirst()
          }
          continue
        }
        if inMultilineString {
          if characters.starts(with: "\"\"\"") {
            inMultilineString = false
            code += "\"\"\""
            characters = characters.dropFirst(3)
          } else {
            code.append(character)
            characters = characters.dropFirst()
          }
          continue
        }
        if inString {
          code.append(character)
          if character == "\\", let next {
            code.append(next)
            characters = characters.dropFirst(2)
            continue
          }
          if character == "\"" { inString = false }
          characters = characters.dropFirst()
          continue
        }
        if character == "/", next == "/" { break }
        if character == "/", next == "*" {
          commentDepth += 1
          characters = characters.dropFirst(2)
          continue
        }
        if characters.starts(with: "\"\"\"") {
          inMultilineString = true
          code += "\"\"\""
          characters = characters.dropFirst(3)
          continue
        }
        if character == "\"" { inString = true }
        code.append(character)
        characters = characters.dropFirst()
      }
      let trimmed = code.trimmingSpaces()
      if !trimmed.isEmpty { lines.append(trimmed) }
    }
    return lines
  }

  /// The named snippet regions of `text`: `// snippet.NAME` … `// snippet.end`, each with its lines.
  public static func snippets(in text: String) -> [String: [String]] {
    var regions: [String: [String]] = [:]
    var open: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingSpaces()
      if trimmed == "// snippet.end" {
        open = nil
      } else if trimmed.hasPrefix("// snippet.") {
        let name = String(trimmed.dropFirst("// snippet.".count))
        open = name
        regions[name] = []
      } else if let name = open {
        regions[name, default: []].append(line)
      }
    }
    return regions
  }
}
