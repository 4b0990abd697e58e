// A problem found in a scenario file, reported as `FILE:LINE:COLUMN: error: MESSAGE`.

/// One problem in a scenario file, with its position.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  /// From 1.
  public var line: Int
  /// From 1, counted in characters.
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Every problem found in one file; parsing never stops at the first.
public struct ParseFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]
  public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
