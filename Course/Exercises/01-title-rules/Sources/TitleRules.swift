// Exercise 01: the title rules, written from scratch.
// Lesson 01 (the feature) states the rules; this folder's README.md says what to do.

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
    // TODO: take the spaces, tabs and newlines off both ends of `text` before any check.
    let title = text
    if title.isEmpty { throw .empty }
    // TODO: this counts UTF-8 bytes, and "é" takes two of them. Count characters as a person reads them.
    if title.utf8.count > maximumLength { throw .tooLong }
    return title
  }
}
