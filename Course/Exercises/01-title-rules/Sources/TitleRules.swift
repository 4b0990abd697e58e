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
    // TODO: T2: a title is what the user meant. What is typed around it (spaces, tabs, line ends) is
    // not part of it, whatever is inside is; and a title of nothing but that is empty.
    // FR : T2 : un titre, c'est ce que l'utilisateur voulait dire. Ce qui est tapé autour (espaces, tabulations,
    // retours à la ligne) n'en fait pas partie, tout ce qui est à l'intérieur en fait partie ; et ce qui n'est fait
    // que de blancs donne un titre vide.
    let title = text
    if title.isEmpty { throw .empty }
    // TODO: T2: "at most 100 characters" is a promise to a reader, who sees "é" or 👩‍👩‍👧 as one
    // character, and who never sees what was trimmed.
    // FR : T2 : « 100 caractères au plus », c'est une promesse faite à un lecteur, qui voit « é » ou 👩‍👩‍👧 comme un
    // seul caractère, et qui ne voit jamais ce que le nettoyage a retiré.
    if title.utf8.count > maximumLength { throw .tooLong }
    return title
  }
}
