// The glossary of Lessons/README.md: each English term, the French one, and the French words to avoid.

import Foundation

/// The glossary table: `| English | Français | Not in French |`, under a heading that says Glossary.
struct Glossary {
  /// Each word to avoid in French, with what to write instead, e.g. (`tâche`, `le todo, les todos`),
  /// and the code names beside which the word is right after all: « tâche » is avoided for a todo, but
  /// the row `la tâche (`Task`)` makes it the word for Swift's `Task`, so a line naming `Task` may use it.
  var avoided: [Avoided] = []

  /// A French word to avoid, what to write instead, and the code names beside which it is right.
  struct Avoided {
    var word: String
    var instead: String
    var allowedBeside: [String] = []
  }

  init(markdown: String) {
    var inGlossary = false
    var frenchTerms: [String] = []
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("#") {
        inGlossary = line.lowercased().contains("glossary") || line.lowercased().contains("glossaire")
        continue
      }
      guard inGlossary, line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, !cells[0].hasPrefix("--"), !cells[0].hasPrefix(":-"), cells[0] != "English" else {
        continue
      }
      let instead = cells[1]
      frenchTerms.append(instead)
      for word in cells[2].split(separator: ",") {
        let word = word.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "«» "))
        if !word.isEmpty, word != "–" { avoided.append(Avoided(word: word, instead: instead)) }
      }
    }
    for index in avoided.indices {
      let word = avoided[index].word.lowercased()
      avoided[index].allowedBeside = frenchTerms.filter { Self.contains($0.lowercased(), word: word) }
        .flatMap(Self.codeSpans)
    }
  }

  /// The text between backticks in `text`: `la tâche (`Task`)` gives `Task`.
  static func codeSpans(in text: String) -> [String] {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }.filter { !$0.isEmpty }
  }

  /// Whether `text` holds `word` as a whole word (or words), not inside a longer one.
  static func contains(_ text: String, word: String) -> Bool {
    var searchFrom = text.startIndex
    while let range = text.range(of: word, range: searchFrom..<text.endIndex) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let isBoundary: (Character?) -> Bool = { $0 == nil || !($0!.isLetter || $0!.isNumber) }
      if isBoundary(before), isBoundary(after) { return true }
      searchFrom = range.upperBound
    }
    return false
  }
}
