// A server statement that can't be carried out, such as releasing an answer that is not held.

/// A server statement that cannot be carried out, said in words.
public struct ServerScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}
