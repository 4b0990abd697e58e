// The title rules, in the one place every architecture calls.
// Read in lesson 01; the hexagonal domain calls them from its use case (lesson 04).

// snippet.title-rules
/// Why a title was refused.
public enum TitleError: Error, Equatable, Sendable {
  /// Nothing but whitespace.
  case empty
  /// More than ``TodoTitle/maximumLength`` characters, or ``TodoTitle/maximumScalars``
  /// Unicode scalars, once trimmed.
  case tooLong
}

/// The rules a todo's title must follow.
public enum TodoTitle {
  /// The longest title allowed, in characters, after trimming.
  public static let maximumLength = 100
  /// The most Unicode scalars a title may hold: ten a character on average, room for any
  /// emoji sequence, while one "character" of a million combining marks is refused.
  public static let maximumScalars = 1_000

  /// Returns the title the user meant: `text` without surrounding whitespace.
  ///
  /// - Throws: ``TitleError/empty`` or ``TitleError/tooLong``.
  public static func validate(_ text: String) throws(TitleError) -> String {
    let title = trimmed(text)
    if title.isEmpty { throw .empty }
    if title.unicodeScalars.count > maximumScalars || title.count > maximumLength { throw .tooLong }
    return title
  }
}
// snippet.end

extension TodoTitle {
  /// `text` without the whitespace and newlines around it.
  ///
  /// Trimmed character by character, at both ends alike: a character goes when every scalar
  /// in it is whitespace (`"\r\n"` is one character, and goes). A space that carries a
  /// combining mark (`" \u{301}"`) is one character that is drawn, so it stays, at the start
  /// as at the end: no mark is ever left on its own. Written with the standard library
  /// alone, so the model needs no Foundation.
  static func trimmed(_ text: String) -> String {
    func isWhitespace(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
    guard let first = text.firstIndex(where: { !isWhitespace($0) }),
      let last = text.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(text[first...last])
  }
}
