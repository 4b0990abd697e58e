// The engine: plays a scenario against one architecture, statement by statement, in a Session.
// Lesson 01 says what it does; appendix A shows how it settles without sleeping.

import LabLanguage

/// Plays whole scenarios against one architecture.
@MainActor
public final class Engine {
  public let architecture: Architecture
  public let watchdog: Watchdog
  /// Hear each session as it plays: a narrator, a recorder of screens.
  public var observers: [any SessionObserver] = []
  /// Called with each line of the trace as it happens.
  public var onTrace: (String) -> Void = { _ in }

  public init(_ architecture: Architecture, watchdog: Watchdog = Watchdog()) {
    self.architecture = architecture
    self.watchdog = watchdog
  }

  /// Plays `scenario` on a fresh app over a fresh server.
  public func play(_ scenario: Scenario) async -> ScenarioResult {
    let session = Session(architecture, file: scenario.file, watchdog: watchdog, observers: observers)
    session.onTrace = onTrace
    var failure: ScenarioFailure?
    for located in scenario.statements {
      failure = await session.perform(located)
      if failure != nil { break }
    }
    if failure == nil {
      failure = await session.close()
    } else {
      session.abandon()
    }
    return ScenarioResult(scenario: scenario, architecture: architecture.name, failure: failure, trace: session.trace)
  }
}
