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
