// A problem found in a scenario file, reported as `FILE:LINE:COLUMN: error: MESSAGE`.

/// One problem in a scenario file, with its position and the line it is on.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  /// From 1.
  public var line: Int
  /// From 1, counted in characters of the line as written.
  public var column: Int
  public var message: String
  /// The line as written, without its line ending, when it is known.
  public var source: String?

  public init(file: String, line: Int, column: Int, message: String, source: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.source = source
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
