// A mistake on the command line, said so the user can fix it: `archlab` exits 64.

/// A mistake on the command line, said so the user can fix it.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
