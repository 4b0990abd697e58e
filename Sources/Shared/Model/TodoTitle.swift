// The title rules, in the one place all three architectures call.
// Read in lesson 01; the hexagonal domain calls them from its use case (lesson 04).

// snippet.title-rules
/// Why a title was refused.
public enum TitleError: Error, Equatable, Sendable {
  /// Nothing but whitespace.
  case empty
  /// More than ``TodoTitle/maximumLength`` characters once trimmed.
  case tooLong
}

/// The rules a todo's title must follow.
public enum TodoTitle {
  /// The longest title allowed, in characters, after trimming.
  public static let maximumLength = 100

  /// Returns the title the user meant: `text` without surrounding whitespace.
  ///
  /// - Throws: ``TitleError/empty`` or ``TitleError/tooLong``.
  public static func validate(_ text: String) throws(TitleError) -> String {
    let title = trimmed(text)
    if title.isEmpty { throw .empty }
    if title.count > maximumLength { throw .tooLong }
    return title
  }
}
// snippet.end

extension TodoTitle {
  /// `text` without the whitespace and newlines around it.
  ///
  /// Trimmed scalar by scalar, not character by character: a space that carries
  /// a combining mark (`"Caf \u{301}"`) is one character, and is not whitespace
  /// as a whole. Written with the standard library alone, so the model needs no Foundation.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
