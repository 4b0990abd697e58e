// Reads a source tree as a person counting code would: its Swift files, their code lines, comments, strings,
// and the snippet regions the lessons quote. The measures and the lesson checker both read the tree this way.

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

  /// The opening line of a snippet region: `// snippet.NAME`, or `// snippet.NAME (T3, T5)` for a region
  /// that carries out rules of FEATURE.md, whose change cost `archlab compare` counts from it.
  public struct SnippetMarker: Equatable, Sendable {
    public var name: String
    /// The rules the region carries out, as written between the parentheses.
    public var rules: [String]

    public init(name: String, rules: [String]) {
      self.name = name
      self.rules = rules
    }
  }

  /// The snippet region `line` opens, or nil if it opens none (`// snippet.end` closes one).
  public static func snippetMarker(_ line: some StringProtocol) -> SnippetMarker? {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasPrefix("// snippet."), trimmed != "// snippet.end" else { return nil }
    let rest = trimmed.dropFirst("// snippet.".count)
    guard let space = rest.firstIndex(of: " ") else { return SnippetMarker(name: String(rest), rules: []) }
    let rules = rest[space...].trimmingCharacters(in: .whitespaces).trimmingCharacters(
      in: CharacterSet(charactersIn: "()"))
    return SnippetMarker(
      name: String(rest[..<space]),
      rules: rules.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
  }

  /// The named snippet regions of `text`: `// snippet.NAME` … `// snippet.end`, each with its lines.
  public static func snippets(in text: String) -> [String: [String]] {
    regions(in: text).reduce(into: [:]) { regions, region in regions[region.marker.name] = region.lines }
  }

  /// The snippet regions of `text` in the order they open, each with its marker and its lines.
  ///
  /// Regions nest: `// snippet.end` closes the innermost one open, and a region's lines are those of
  /// every region inside it, without their markers. So a rule's region can sit inside a region a lesson
  /// quotes, and the quote shows no marker.
  public static func regions(in text: String) -> [(marker: SnippetMarker, lines: [String])] {
    var regions: [(marker: SnippetMarker, lines: [String])] = []
    var open: [Int] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.trimmingCharacters(in: .whitespacesAndNewlines) == "// snippet.end" {
        _ = open.popLast()
      } else if let marker = snippetMarker(line) {
        open.append(regions.count)
        regions.append((marker, []))
      } else {
        for index in open { regions[index].lines.append(line) }
      }
    }
    return regions
  }

  /// Every `.swift` file below `folder`, as (path relative to `folder`, text), sorted by path.
  public static func files(in folder: URL) throws -> [(path: String, text: String)] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    let base = folder.standardizedFileURL.path + "/"
    var files: [(path: String, text: String)] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let path = url.standardizedFileURL.path
      files.append(
        (path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, try String(contentsOf: url, encoding: .utf8))
      )
    }
    return files.sorted { $0.path < $1.path }
  }
}
