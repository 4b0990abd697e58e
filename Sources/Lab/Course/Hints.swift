// The hints of an exercise, read from its HINTS.md: one per `## Hint N` section.

import Foundation

/// The hints of one exercise, in order.
struct Hints: Equatable {
  var hints: [String]

  /// Splits `markdown` at its `## Hint` headings (`## Indice` in French); the text before the first one is left out.
  init(markdown: String) {
    var sections: [[Substring]] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## Hint") || line.hasPrefix("## Indice") {
        sections.append([])
      } else if !sections.isEmpty {
        sections[sections.count - 1].append(line)
      }
    }
    // Blank lines around a hint go; the indentation of its first line stays, since a hint may open with a code block.
    hints = sections.map { lines in
      let isBlank = { (line: Substring) in line.allSatisfy(\.isWhitespace) }
      guard let first = lines.firstIndex(where: { !isBlank($0) }), let last = lines.lastIndex(where: { !isBlank($0) })
      else { return "" }
      return lines[first...last].joined(separator: "\n")
    }
  }
}
