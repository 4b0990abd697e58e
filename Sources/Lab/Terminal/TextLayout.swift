// Fitting text to a terminal: wrapping at spaces, cutting at a width, counting what takes room.

/// Text laid out in columns of a terminal.
///
/// Widths are terminal columns, not characters (``TerminalColumns``): a CJK character or an emoji
/// takes two, a combining mark none. No character takes more columns than it has bytes in UTF-8,
/// so a text of `width` bytes or fewer always fits, and most lines are told to fit without counting.
public enum TextLayout {
  /// `text` cut into lines of at most `width` columns, at spaces where it can; later lines indented.
  public static func wrap(_ text: String, _ width: Int) -> [String] {
    if text.utf8.count <= width { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      var word = word
      let candidate = current.isEmpty ? word : current + " " + word
      if TerminalColumns.of(candidate) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      let indent = "  "
      while indent.count + TerminalColumns.of(word) > width, width > indent.count {
        let (head, tail) = TerminalColumns.split(word, at: width - indent.count)
        // A character wider than the room left still goes on a line of its own: nothing is lost.
        let (cut, rest) = head.isEmpty ? (String(word.prefix(1)), String(word.dropFirst())) : (head, tail)
        lines.append(indent + cut)
        word = rest
      }
      current = indent + word
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// Every line of `text` cut to `width` columns, with `…` where something was cut.
  ///
  /// Colour escape codes take no room on screen, so they are not counted.
  public static func fitting(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      // No character takes less than a byte: most lines are told to fit without counting them.
      guard line.utf8.count > width, visibleCount(of: line) > width else { return String(line) }
      var visible = 0
      var result = ""
      var inEscape = false
      for character in line {
        if character == "\u{1B}" { inEscape = true }
        if inEscape {
          result.append(character)
          if character == "m" { inEscape = false }
          continue
        }
        visible += TerminalColumns.of(character)
        // The `…` takes the last column: what would reach it is cut.
        if visible >= width {
          result += "…" + (result.contains("\u{1B}") ? "\u{1B}[0m" : "")
          return result
        }
        result.append(character)
      }
      return result
    }.joined(separator: "\n")
  }

  /// How many columns `line` takes on screen: escape codes take none.
  public static func visibleCount(of line: some StringProtocol) -> Int {
    var count = 0
    var inEscape = false
    for character in line {
      if character == "\u{1B}" { inEscape = true }
      if inEscape {
        if character == "m" { inEscape = false }
      } else {
        count += TerminalColumns.of(character)
      }
    }
    return count
  }

  /// `text` padded with spaces to `width` columns, or cut to it (a wide character that would
  /// straddle the edge is cut, and a space takes its one column left).
  public static func padded(_ text: String, _ width: Int) -> String {
    let columns = TerminalColumns.of(text)
    if columns == width { return text }
    if columns < width { return text + String(repeating: " ", count: width - columns) }
    let head = TerminalColumns.split(text, at: width).head
    return head + String(repeating: " ", count: width - TerminalColumns.of(head))
  }

  /// `line` without its trailing spaces.
  public static func trimmingTrailingSpaces(_ line: String) -> String {
    String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)])
  }
}

/// How many columns of a terminal text takes, as terminals draw it (after Markus Kuhn's `wcwidth`):
/// East Asian wide and fullwidth characters and emoji take 2, combining marks and other
/// zero-width characters 0, everything else 1. A small table, not the whole of Unicode's
/// EastAsianWidth.txt: the ranges below hold every wide character of the current Unicode blocks.
public enum TerminalColumns {
  /// The columns of `text`.
  public static func of(_ text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns of one character: those of its first scalar, or 2 where it is drawn as an emoji.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if first.value == 0x200B { return 0 }
    if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
    // A text-style symbol asked to show as an emoji (U+FE0F), or a flag's regional indicators.
    if scalars.contains(where: { $0.value == 0xFE0F }) || (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
    return 1
  }

  /// `text` split where its first `width` columns end, never inside a character.
  public static func split(_ text: String, at width: Int) -> (head: String, tail: String) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let columns = of(text[index])
      if used + columns > width { break }
      used += columns
      index = text.index(after: index)
    }
    return (String(text[..<index]), String(text[index...]))
  }

  /// East Asian wide (W) and fullwidth (F) ranges.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
    0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
    0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF,
    0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wide.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < wide[middle].lowerBound {
        high = middle - 1
      } else if value > wide[middle].upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
