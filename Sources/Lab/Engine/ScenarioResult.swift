// What playing one scenario against one architecture gives: pass or the first failure, and the trace.

import ScreenContract

/// The outcome of one scenario played against one architecture.
public struct ScenarioResult: Sendable {
  public var scenario: Scenario
  /// The architecture's name, e.g. `mvi`.
  public var architecture: String
  /// The first failure, or nil when every expectation held.
  public var failure: ScenarioFailure?
  /// Every step, as lines: the same input gives the same trace on every run.
  public var trace: [String]
  /// Each statement played, with the inside story and the screens after it.
  public var steps: [Step]

  public var passed: Bool { failure == nil }
}

/// Where and why a scenario failed, with the screen as it was.
public struct ScenarioFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  /// E.g. `expected todos left 1, the screen shows 2 items left`.
  public var message: String
  /// The whole screen the expectation read, rendered.
  public var screen: [String]

  /// `FILE:LINE: MESSAGE`
  public var description: String { "\(file):\(line): \(message)" }
}

/// How long a gesture may run without finishing or waiting on a held answer.
public struct Watchdog: Sendable {
  public var limit: Duration
  public var clock: any Clock<Duration>

  public init(limit: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock()) {
    self.limit = limit
    self.clock = clock
  }
}

/// One statement played: what happened inside the architecture, and the screens after it.
public struct Step: Sendable {
  public var statement: Scenario.Located
  public var inside: [InsideEvent]
  public var profile: ProfileScreen
  public var todos: TodosScreen
  public var failure: ScenarioFailure?
}
