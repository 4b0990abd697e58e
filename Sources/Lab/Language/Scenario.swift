// A parsed scenario file: the syntax tree of the scenario language, version 1.1.
// Scenarios/README.md documents the language; lesson 01 teaches it.

/// A scenario file, parsed and checked.
public struct Scenario: Equatable, Sendable {
  /// The file it was read from, as given to the parser.
  public var file: String
  /// The title in its `scenario "TITLE"` header.
  public var title: String
  /// The statements after the header, in order.
  public var statements: [Located]

  /// A statement with the line it came from.
  public struct Located: Equatable, Sendable {
    public var line: Int
    /// The statement as written, without comment or surrounding space.
    public var source: String
    public var statement: Statement

    public init(line: Int, source: String, statement: Statement) {
      self.line = line
      self.source = source
      self.statement = statement
    }
  }

  public init(file: String, title: String, statements: [Located]) {
    self.file = file
    self.title = title
    self.statements = statements
  }

  /// The file's name without folder and extension, e.g. `failed-add-gives-title-back`.
  public var name: String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    return last.hasSuffix(".scenario") ? String(last.dropLast(".scenario".count)) : last
  }

  /// `text` in double quotes, escaped the way the scenario language reads it back.
  ///
  /// Escapes are decided on Unicode scalars, not on characters: a quote followed
  /// by a combining mark is one character, and must still be escaped.
  public static func quoted(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in text.unicodeScalars {
      if scalar == "\\" || scalar == "\"" { result.append("\\") }
      result.append(scalar)
    }
    result.append("\"")
    return String(result)
  }
}
