// A lesson file as the checks read it: headings, markers with their blocks, commands, paths and links.

import Foundation

/// The parts of a lesson's Markdown that can go stale.
struct LessonDocument {
  /// A generated or quoted block: the marker line and the block's lines after it.
  struct Block {
    enum Kind: Equatable {
      /// `<!-- snippet: NAME -->` + a ```swift block.
      case snippet(String)
      /// `<!-- archlab ARGUMENTS -->` + a ```mermaid block, or the output up to `<!-- end -->`.
      case command([String])
      /// `<!-- include: PATH -->` + the file's lines up to `<!-- end -->`, e.g. VOCABULARY.md's table.
      case include(String)
    }

    var kind: Kind
    /// The line of the marker, from 1.
    var line: Int
    /// The index of the first line of the block's content, and one past its last, in ``lines``.
    var content: Range<Int>
  }

  var lines: [String]
  var blocks: [Block] = []
  /// Heading levels in order (2 for `##`), with their text.
  var headings: [(level: Int, text: String)] = []
  /// Lines of ```sh blocks, with their line numbers.
  var commands: [(line: Int, text: String)] = []
  /// Problems in the markers themselves.
  var problems: [(line: Int, message: String)] = []

  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    var fence: String?
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if let open = fence {
        if trimmed == "```" {
          fence = nil
        } else if open == "sh", !trimmed.isEmpty, !trimmed.hasPrefix("#") {
          commands.append((index + 1, trimmed))
        }
        index += 1
        continue
      }
      if trimmed.hasPrefix("```") {
        fence = String(trimmed.dropFirst(3))
        index += 1
        continue
      }
      if trimmed.hasPrefix("#") {
        let level = trimmed.prefix { $0 == "#" }.count
        headings.append((level, String(trimmed.dropFirst(level)).trimmingCharacters(in: .whitespacesAndNewlines)))
      }
      if let marker = Self.marker(in: trimmed) {
        index = read(marker, at: index)
        continue
      }
      index += 1
    }
  }

  /// The lines outside fenced code blocks, with their index in ``lines``: the prose a reader reads as text.
  var proseLines: [(offset: Int, text: String)] {
    var inFence = false
    return lines.enumerated().compactMap { offset, line in
      if line.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("```") { inFence.toggle() }
      return inFence ? nil : (offset, line)
    }
  }

  /// The marker a line holds, if any: `snippet: NAME`, or the words of an `archlab` command.
  private static func marker(in line: String) -> Block.Kind? {
    guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
    let inside = String(line.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespacesAndNewlines)
    if inside.hasPrefix("snippet:") {
      return .snippet(String(inside.dropFirst("snippet:".count)).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if inside.hasPrefix("archlab ") {
      return .command(inside.split(separator: " ").dropFirst().map(String.init))
    }
    if inside.hasPrefix("include:") {
      return .include(String(inside.dropFirst("include:".count)).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return nil
  }

  /// Reads the block after the marker at `index`; returns the index after it.
  private mutating func read(_ kind: Block.Kind, at index: Int) -> Int {
    let isFenced: Bool
    switch kind {
    case .snippet: isFenced = true
    case .command(let words): isFenced = words.first == "diagram"
    case .include: isFenced = false
    }
    if isFenced {
      let language: String
      if case .snippet = kind { language = "swift" } else { language = "mermaid" }
      guard index + 1 < lines.count,
        lines[index + 1].trimmingCharacters(in: .whitespacesAndNewlines) == "```\(language)"
      else {
        problems.append((index + 1, "a ```\(language) block must follow this marker"))
        return index + 1
      }
      guard
        let close = lines[(index + 2)...].firstIndex(where: {
          $0.trimmingCharacters(in: .whitespacesAndNewlines) == "```"
        })
      else {
        problems.append((index + 1, "the block after this marker is never closed"))
        return lines.count
      }
      blocks.append(Block(kind: kind, line: index + 1, content: (index + 2)..<close))
      return close + 1
    }
    guard
      let end = lines[(index + 1)...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespacesAndNewlines) == "<!-- end -->"
      })
    else {
      problems.append((index + 1, "`<!-- end -->` must close what this marker generates"))
      return lines.count
    }
    blocks.append(Block(kind: kind, line: index + 1, content: (index + 1)..<end))
    return end + 1
  }

  /// The sequence of markers, for comparing two translations.
  var markerSequence: [String] {
    blocks.map { block in
      switch block.kind {
      case .snippet(let name): "snippet: \(name)"
      // A translation renders the same command in its own language: `--lang fr` is not a difference.
      case .command(let words): "archlab " + Self.withoutLanguage(words).joined(separator: " ")
      case .include(let path): "include: \(Self.original(of: path))"
      }
    }
  }

  /// `words` without `--lang` and its value.
  static func withoutLanguage(_ words: [String]) -> [String] {
    guard let index = words.firstIndex(of: "--lang") else { return words }
    return Array(words[..<index] + words[min(index + 2, words.count)...])
  }

  /// The file a translation renders: `VOCABULARY.fr.md` gives `VOCABULARY.md`, which a French lesson
  /// includes where the English one includes the original.
  static func original(of path: String) -> String {
    guard let dot = path.lastIndex(of: ".") else { return path }
    let stem = path[..<dot]
    guard stem.hasSuffix(".fr") else { return path }
    return String(stem.dropLast(".fr".count)) + String(path[dot...])
  }

  /// The French rendering of an included file: `VOCABULARY.md` gives `VOCABULARY.fr.md`.
  static func french(of path: String) -> String {
    guard let dot = path.lastIndex(of: "."), original(of: path) == path else { return path }
    return String(path[..<dot]) + ".fr" + String(path[dot...])
  }

  /// The text with each block's content replaced by `replacement(block)` where it gives one.
  func replacingBlocks(_ replacement: (Block) -> [String]?) -> String {
    var result: [String] = []
    var index = 0
    for block in blocks {
      result += lines[index..<block.content.lowerBound]
      result += replacement(block) ?? Array(lines[block.content])
      index = block.content.upperBound
    }
    result += lines[index...]
    return result.joined(separator: "\n")
  }
}
