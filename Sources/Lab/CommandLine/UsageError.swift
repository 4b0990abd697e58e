// A mistake on the command line, said so the user can fix it: `archlab` exits 64.

/// A mistake on the command line, said so the user can fix it, in English and in French.
///
/// Both sentences are written where the mistake is found: `archlab` says the one of the language the
/// user chose (`--lang`, or the locale), so no usage error of a French session is left in English.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var french: String
  public var description: String { message }

  init(message: String, french: String) {
    self.message = message
    self.french = french
  }

  /// The sentence in `language`.
  func text(french isFrench: Bool) -> String { isFrench ? french : message }
}
