// Where and why a scenario failed, with the screen it read.

/// Where and why a scenario failed, with the screen as it was.
public struct ScenarioFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  /// E.g. `expected todos left 1, the screen shows 2 items left`.
  public var message: String
  /// The whole screen the expectation read, rendered.
  public var screen: [String]

  public init(file: String, line: Int, message: String, screen: [String]) {
    self.file = file
    self.line = line
    self.message = message
    self.screen = screen
  }

  /// `FILE:LINE: MESSAGE`
  public var description: String { "\(file):\(line): \(message)" }
}
