// Exercise 01, solved: the title rules, written from scratch.
// Lesson 01 (the feature) states the rules; Sources/Shared/Model/TodoTitle.swift is the project's own version.

/// Why a title was refused.
public enum TitleError: Error, Equatable, Sendable {
  /// Nothing but whitespace.
  case empty
  /// More than ``TitleRules/maximumLength`` characters, or ``TitleRules/maximumScalars`` Unicode
  /// scalars, once trimmed.
  case tooLong
}

/// The rules a todo's title must follow, in one place.
public enum TitleRules {
  /// The longest title allowed, in characters, after trimming.
  public static let maximumLength = 100
  /// The stretch: the most Unicode scalars a title may hold, ten a character on average. Room for
  /// any emoji sequence a hundred times over, while one "character" of a million combining marks,
  /// which `count` calls one, is refused all the same.
  public static let maximumScalars = 1_000

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
    // The stretch: a Character has no size limit of its own, so the scalars are
    // counted too, and a title too heavy to store is refused as too long.
    if title.count > maximumLength || title.unicodeScalars.count > maximumScalars { throw .tooLong }
    return title
  }

  /// `text` without the whitespace and newlines at either end.
  ///
  /// The standard library alone does it, so the rules need no Foundation: the
  /// first and last characters that are not space, and everything between them.
  private static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// Whether `character` is nothing but blank: every one of its scalars is whitespace.
  ///
  /// The stretch: `Character.isWhitespace` looks at the first scalar alone, so it calls
  /// " \u{301}", a space under a combining accent, whitespace, though it is drawn as an
  /// accent. Asking every scalar keeps that character, at the start as at the end. Newlines
  /// are whitespace scalars too, so "\r\n", one character of two scalars, still goes.
  private static func isSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
