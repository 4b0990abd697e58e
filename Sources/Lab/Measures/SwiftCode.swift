// Reads Swift text as a person counting code would: code lines, comments, strings, snippet regions.

import Foundation

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
      let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
      if !trimmed.isEmpty { lines.append(trimmed) }
    }
    return lines
  }

  /// The named snippet regions of `text`: `// snippet.NAME` … `// snippet.end`, each with its lines.
  public static func snippets(in text: String) -> [String: [String]] {
    var regions: [String: [String]] = [:]
    var open: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
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
