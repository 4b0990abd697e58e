// Every problem found in one scenario file: parsing never stops at the first.

/// Every problem found in one file.
public struct ParseFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]
  public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
