// The French of a solution's comments, kept beside it in COMMENTS.fr.md, so that `course solution N --lang fr`
// shows the reference code with its explanations in the learner's language, the code itself unchanged.

/// A solution's comments in French, read from a table of two columns, English then French,
/// one row per comment block:
///
///     | English | Français |
///     | --- | --- |
///     | The title as typed, trimmed. | Le titre tel que tapé, sans espaces autour. |
///
/// A block is a paragraph of `//` or `///` lines that share their indentation, its lines joined
/// by spaces; a blank comment line, a line of code in a doc comment (four spaces in), a list item
/// (`- Throws:`) and a `MARK:` each begin another. A comment after code on its line is a block
/// of its own. In French, each block is written again at its place, wrapped no wider than it was.
struct SolutionComments {
  /// The file beside each solution.
  static let file = "COMMENTS.fr.md"

  private var french: [String: String] = [:]

  init(markdown: String) {
    for line in markdown.split(separator: "\n") {
      let cells = CheckTranslations.cells(of: String(line))
      guard cells.count == 2, !cells[0].isEmpty, cells[0] != "English", !cells[0].hasPrefix("---") else { continue }
      french[cells[0]] = cells[1].isEmpty ? nil : cells[1]
    }
  }

  /// The French of the block `english`, or nil when the table has none.
  func french(for english: String) -> String? {
    french[english]
  }

  /// `source` with each comment block the table has in French, in French; code and every other line as they are.
  func translated(_ source: String) -> String {
    var lines: [String] = []
    for piece in Self.pieces(of: source) {
      switch piece {
      case .verbatim(let line):
        lines.append(line)
      case .block(let prefix, let english, let width):
        guard let french = french(for: english) else {
          lines += Self.wrap(english, prefix: prefix, width: width)
          continue
        }
        lines += Self.wrap(french, prefix: prefix, width: width)
      case .trailing(let code, let english):
        lines.append(code + "  // " + (french(for: english) ?? english))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The comment blocks of `source`, in order, each as one line of text.
  static func blocks(of source: String) -> [String] {
    pieces(of: source).compactMap {
      switch $0 {
      case .verbatim: nil
      case .block(_, let text, _), .trailing(_, let text): text
      }
    }
  }

  // MARK: - Reading a file into blocks

  enum Piece: Equatable {
    /// A line left as it is: code, a blank comment line, code in a doc comment.
    case verbatim(String)
    /// Comment lines that make one paragraph: their prefix (indentation and slashes), their text, and
    /// the width of their longest line.
    case block(prefix: String, text: String, width: Int)
    /// Code, then a comment on the same line.
    case trailing(code: String, text: String)
  }

  static func pieces(of source: String) -> [Piece] {
    var pieces: [Piece] = []
    var open: (prefix: String, words: [String], width: Int, isMark: Bool)?
    func close() {
      if let block = open {
        pieces.append(.block(prefix: block.prefix, text: block.words.joined(separator: " "), width: block.width))
      }
      open = nil
    }
    for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      guard let comment = line.wholeMatch(of: /(\s*)(\/\/\/?)(.*)/) else {
        close()
        if let trailing = line.wholeMatch(of: /(.*\S)\s+\/\/ (.*)/), !trailing.1.contains("\"") {
          pieces.append(.trailing(code: String(trailing.1), text: String(trailing.2).trimmed))
        } else {
          pieces.append(.verbatim(line))
        }
        continue
      }
      let prefix = String(comment.1) + String(comment.2)
      let text = comment.3.hasPrefix(" ") ? String(comment.3.dropFirst()) : String(comment.3)
      if text.trimmed.isEmpty || text.hasPrefix("    ") {
        close()
        pieces.append(.verbatim(line))
        continue
      }
      let begins = text.hasPrefix("- ") || text.hasPrefix("MARK:")
      if var block = open, block.prefix == prefix, !begins, !block.isMark {
        block.words.append(text.trimmed)
        block.width = max(block.width, line.count)
        open = block
      } else {
        close()
        open = (prefix, [text.trimmed], line.count, text.hasPrefix("MARK:"))
      }
    }
    close()
    return pieces
  }

  /// `text` as comment lines behind `prefix`, each no wider than `width` (80 at least), but for a
  /// word longer than that. The lines are as many as the widest wrap makes, and as even as they can be:
  /// a French sentence a little longer than its English leaves no word alone on its last line.
  static func wrap(_ text: String, prefix: String, width: Int) -> [String] {
    let widest = greedy(text, prefix: prefix, width: max(width, 80))
    var best = widest
    var narrower = max(width, 80) - 1
    while narrower > prefix.count + 20 {
      let lines = greedy(text, prefix: prefix, width: narrower)
      guard lines.count == widest.count else { break }
      best = lines
      narrower -= 1
    }
    return best
  }

  /// `text` wrapped greedily: each line takes every word that fits in `width`.
  private static func greedy(_ text: String, prefix: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line != prefix, line.count + 1 + word.count > width {
        lines.append(line)
        line = prefix
      }
      line += " " + word
    }
    lines.append(line)
    return lines
  }
}

extension String {
  fileprivate var trimmed: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
