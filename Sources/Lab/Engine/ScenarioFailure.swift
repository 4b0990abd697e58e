// Where and why a scenario failed, with the screen it read.

/// Where and why a scenario failed, with the screen as it was.
public struct ScenarioFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  /// E.g. `expected todos left 1, the screen shows 2 items left`.
  public var message: String
  /// The whole screen the expectation read, rendered.
  public var screen: [String]
  /// The watchdog's: a gesture neither finished nor waited on a held answer.
  /// Otherwise an expectation did not hold, or the scenario asked for what can't be done.
  public var isWatchdog: Bool

  public init(file: String, line: Int, message: String, screen: [String], isWatchdog: Bool = false) {
    self.file = file
    self.line = line
    self.message = message
    self.screen = screen
    self.isWatchdog = isWatchdog
  }

  /// `FILE:LINE: MESSAGE`
  public var description: String { "\(file):\(line): \(message)" }
}
