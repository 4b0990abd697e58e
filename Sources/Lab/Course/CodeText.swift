// An exercise's code with its comments and spacing left out: what decides whether a passed exercise
// is still done. Editing a comment proves nothing wrong, so it undoes nothing.

/// The code of a file, without what a compiler skips.
enum CodeText {
  /// Swift: `//` and `/* */` comments (nested too) dropped, string literals kept as written, every
  /// run of whitespace outside them made one space.
  static func swift(_ text: String) -> String {
    var code = ""
    var characters = Array(text)[...]
    var inString = false
    var isMultiline = false
    while let character = characters.first {
      if inString {
        code.append(character)
        characters = characters.dropFirst()
        if character == "\\", let next = characters.first {
          code.append(next)
          characters = characters.dropFirst()
        } else if isMultiline, character == "\"", characters.starts(with: "\"\"") {
          code += "\"\""
          characters = characters.dropFirst(2)
          inString = false
        } else if !isMultiline, character == "\"" {
          inString = false
        }
      } else if characters.starts(with: "//") {
        characters = characters.drop { $0 != "\n" }
      } else if characters.starts(with: "/*") {
        characters = characters.dropFirst(2)
        var depth = 1
        while depth > 0, !characters.isEmpty {
          if characters.starts(with: "/*") {
            depth += 1
            characters = characters.dropFirst(2)
          } else if characters.starts(with: "*/") {
            depth -= 1
            characters = characters.dropFirst(2)
          } else {
            characters = characters.dropFirst()
          }
        }
        space(&code)
      } else if character.isWhitespace {
        space(&code)
        characters = characters.dropFirst()
      } else if character == "\"" {
        isMultiline = characters.starts(with: "\"\"\"")
        code += isMultiline ? "\"\"\"" : "\""
        characters = characters.dropFirst(isMultiline ? 3 : 1)
        inString = true
      } else {
        code.append(character)
        characters = characters.dropFirst()
      }
    }
    return code.trimmingSpaces
  }

  /// A scenario: `#` comments dropped outside strings, spacing outside them made one space.
  static func scenario(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var kept = ""
      var inString = false
      var escaped = false
      for character in line {
        if !inString, character == "#" { break }
        if !inString, character.isWhitespace {
          space(&kept)
          continue
        }
        kept.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = inString
        } else if character == "\"" {
          inString.toggle()
        }
      }
      if !kept.trimmingSpaces.isEmpty { lines.append(kept.trimmingSpaces) }
    }
    return lines.joined(separator: "\n")
  }

  /// One space where spacing was, however much there was.
  private static func space(_ code: inout String) {
    if let last = code.last, last != " " { code.append(" ") }
  }
}

extension String {
  /// Without the spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
