// What playing one scenario against one architecture gives: pass or the first failure, and the trace.

import LabLanguage

/// The outcome of one scenario played against one architecture.
public struct ScenarioResult: Sendable {
  public var scenario: Scenario
  /// The architecture's name, e.g. `mvi`.
  public var architecture: String
  /// The first failure, or nil when every expectation held.
  public var failure: ScenarioFailure?
  /// Every step, as lines: the same input gives the same trace on every run.
  public var trace: [String]

  public var passed: Bool { failure == nil }

  public init(scenario: Scenario, architecture: String, failure: ScenarioFailure?, trace: [String]) {
    self.scenario = scenario
    self.architecture = architecture
    self.failure = failure
    self.trace = trace
  }
}
