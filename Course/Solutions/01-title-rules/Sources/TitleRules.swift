// Exercise 01, solved: the title rules, written from scratch.
// Lesson 01 (the feature) states the rules; Sources/Shared/Model/TodoTitle.swift is the project's own version.

/// Why a title was refused.
public enum TitleError: Error, Equatable, Sendable {
  /// Nothing but whitespace.
  case empty
  /// More than ``TitleRules/maximumLength`` characters once trimmed.
  case tooLong
}

/// The rules a todo's title must follow, in one place.
public enum TitleRules {
  /// The longest title allowed, in characters, after trimming.
  public static let maximumLength = 100

  /// Returns the title the user meant, or says why it is refused.
  ///
  /// - Throws: ``TitleError/empty`` or ``TitleError/tooLong``.
  public static func validate(_ text: String) throws(TitleError) -> String {
    // Trim first: every rule is about the title the user meant, and "  Buy milk "
    // means "Buy milk". A title of spaces alone trims down to "", which is empty.
    let title = trimmed(text)
    if title.isEmpty { throw .empty }
    // `count` counts Characters, what a reader sees: "é" is one, whether it is
    // stored as one code point or as "e" plus a combining accent, and so is 👩‍👩‍👧.
    // `utf8.count` counted bytes and refused 100 accented letters as too long.
    if title.count > maximumLength { throw .tooLong }
    return title
  }

  /// `text` without the whitespace and newlines at either end.
  ///
  /// The standard library alone does it, so the rules need no Foundation: the
  /// first and last characters that are not space, and everything between them.
  private static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }
}
