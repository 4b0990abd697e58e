// Fitting text to a terminal: wrapping at spaces, cutting at a width, counting what takes room.

/// Text laid out in columns of a terminal.
public enum TextLayout {
  /// `text` cut into lines of at most `width` characters, at spaces where it can; later lines indented.
  public static func wrap(_ text: String, _ width: Int) -> [String] {
    // No character takes less than a byte: a text of `width` bytes or fewer fits as it is.
    if text.utf8.count <= width { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      var word = word
      let candidate = current.isEmpty ? word : current + " " + word
      if candidate.count <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      let indent = "  "
      while indent.count + word.count > width, width > indent.count {
        let cut = width - indent.count
        lines.append(indent + String(word.prefix(cut)))
        word = String(word.dropFirst(cut))
      }
      current = indent + word
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// Every line of `text` cut to `width` visible characters, with `…` where something was cut.
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
        visible += 1
        if visible == width {
          result += "…" + (result.contains("\u{1B}") ? "\u{1B}[0m" : "")
          return result
        }
        result.append(character)
      }
      return result
    }.joined(separator: "\n")
  }

  /// How many characters of `line` take room on screen: escape codes take none.
  public static func visibleCount(of line: some StringProtocol) -> Int {
    var count = 0
    var inEscape = false
    for character in line {
      if character == "\u{1B}" { inEscape = true }
      if inEscape {
        if character == "m" { inEscape = false }
      } else {
        count += 1
      }
    }
    return count
  }

  /// `text` padded with spaces to `width` characters, or cut to it.
  public static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
  }

  /// `line` without its trailing spaces.
  public static func trimmingTrailingSpaces(_ line: String) -> String {
    String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)])
  }
}
