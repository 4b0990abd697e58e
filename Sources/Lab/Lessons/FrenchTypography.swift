// French typography, checked: a non-breaking space before `:`, `;`, `?` and `!`, and inside « », in prose.

import Foundation

/// Finds the places where French prose breaks a line, or could, where French typography says it mustn't.
///
/// French puts a space before the high punctuation marks and inside guillemets,
/// and that space must not break: a line that starts with `:` or ends with `«`
/// reads as a mistake. So the space is U+00A0 (no-break space) or U+202F
/// (narrow no-break space), never U+0020. Code (in backticks, fenced, indented),
/// comments, links' targets and addresses are not prose, and are left alone.
enum FrenchTypography {
  static let marks: Set<Character> = [":", ";", "?", "!"]

  /// The problems in `lines`, as (line number from 1, message).
  static func problems(in lines: [String], skipping skipped: Set<Int> = []) -> [(line: Int, message: String)] {
    var problems: [(Int, String)] = []
    var inFence = false
    var inComment = false
    var previousBlank = true
    for (offset, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      defer { previousBlank = trimmed.isEmpty }
      if trimmed.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence || skipped.contains(offset) { continue }
      if trimmed.hasPrefix("<!--") && !trimmed.contains("-->") { inComment = true }
      if inComment {
        if trimmed.contains("-->") { inComment = false }
        continue
      }
      if line.hasPrefix("    ") && previousBlank && !trimmed.hasPrefix("-") && !trimmed.hasPrefix("|") { continue }
      let prose = Self.prose(line)
      let start = prose.trimmingCharacters(in: .whitespaces)
      if let first = start.first, !start.hasPrefix("!["), marks.contains(first) || first == "»" {
        problems.append(
          (offset + 1, "« \(first) » starts a line: it belongs at the end of the line before, after a no-break space"))
      }
      if prose.trimmingCharacters(in: .whitespaces).hasSuffix("«") {
        problems.append((offset + 1, "« ends a line: what it opens starts on the same line, after a no-break space"))
      }
      let characters = Array(prose)
      for index in characters.indices.dropFirst() where characters[index - 1] == " " || characters[index - 1] == "\t" {
        let character = characters[index]
        if marks.contains(character) || character == "»" {
          problems.append((offset + 1, "a breaking space before « \(character) »: write U+00A0 or U+202F"))
        }
      }
      for index in characters.indices.dropLast() where characters[index] == "«" {
        if characters[index + 1] == " " || characters[index + 1] == "\t" {
          problems.append((offset + 1, "a breaking space after « «: write U+00A0 or U+202F"))
        }
      }
    }
    return problems
  }

  /// The prose of a line: code spans, comments, links' targets and addresses replaced by a letter each,
  /// so that what surrounds them keeps its spaces.
  static func prose(_ line: String) -> String {
    var out = ""
    var rest = Substring(line)
    while let first = rest.first {
      if first == "`" {
        let ticks = rest.prefix { $0 == "`" }
        let after = rest.dropFirst(ticks.count)
        if let close = after.range(of: String(ticks)) {
          out += "x"
          rest = after[close.upperBound...]
          continue
        }
      }
      if rest.hasPrefix("](") || rest.hasPrefix("<!--") || rest.hasPrefix("http://") || rest.hasPrefix("https://")
        || rest.hasPrefix("archlab://")
      {
        let end: Substring.Index
        if rest.hasPrefix("](") {
          end = rest.firstIndex(of: ")").map { rest.index(after: $0) } ?? rest.endIndex
        } else if rest.hasPrefix("<!--") {
          end = rest.range(of: "-->")?.upperBound ?? rest.endIndex
        } else {
          end = rest.firstIndex { $0 == " " || $0 == ")" } ?? rest.endIndex
        }
        out += rest.hasPrefix("](") ? "]x" : "x"
        rest = rest[end...]
        continue
      }
      out.append(first)
      rest = rest.dropFirst()
    }
    return out
  }
}
