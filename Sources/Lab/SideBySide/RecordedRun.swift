// A run of one scenario with its steps recorded and its inside story told.

import LabEngine
import LabLanguage
import LabNarration
import ScreenContract

/// One architecture's run of a scenario, step by step.
public struct RecordedRun: Sendable {
  public var result: ScenarioResult
  public var steps: [Step]

  /// The architecture's name, e.g. `mvi`.
  public var architecture: String { result.architecture }
  public var passed: Bool { result.passed }

  /// Plays `scenario` on `architecture`, which tells its inside story to `narrator`.
  @MainActor
  public static func play(_ scenario: Scenario, on architecture: Architecture, narrator: Narrator) async
    -> RecordedRun
  {
    let recorder = StepRecorder(narrator: narrator)
    let engine = Engine(architecture)
    engine.observers = [narrator, recorder]
    let result = await engine.play(scenario)
    return RecordedRun(result: result, steps: recorder.steps)
  }

  /// Plays `scenario` on every architecture in step: each statement on each, before the next.
  ///
  /// Each step's ``Step/todosFingerprint`` is then the index of the first architecture whose
  /// Todos screen is equal to this one's at that step: equal fingerprints, equal screens, told
  /// by comparing the screens themselves while they are at hand rather than by keeping them all.
  @MainActor
  public static func play(_ scenario: Scenario, on architectures: [(Architecture, Narrator)]) async -> [RecordedRun] {
    let recorders = architectures.map { StepRecorder(narrator: $0.1) }
    let sessions = zip(architectures, recorders).map { architecture, recorder in
      Session(architecture.0, file: scenario.file, observers: [architecture.1, recorder])
    }
    var failures: [ScenarioFailure?] = Array(repeating: nil, count: sessions.count)
    for located in scenario.statements {
      var screens: [(index: Int, screen: TodosScreen)] = []
      for (index, session) in sessions.enumerated() where failures[index] == nil {
        failures[index] = await session.perform(located)
        if failures[index] != nil { session.abandon() }
        screens.append((index, recorders[index].lastTodos))
      }
      for (position, entry) in screens.enumerated() {
        let same = screens[..<position].first { $0.screen.isSame(as: entry.screen) }?.index ?? entry.index
        recorders[entry.index].setFingerprintOfLastStep(same)
      }
    }
    var runs: [RecordedRun] = []
    for (index, session) in sessions.enumerated() {
      if failures[index] == nil { failures[index] = await session.close() }
      let result = ScenarioResult(
        scenario: scenario, architecture: session.architecture.name, failure: failures[index], trace: session.trace)
      runs.append(RecordedRun(result: result, steps: recorders[index].steps))
    }
    return runs
  }
}

extension TodosScreen {
  /// Whether the screens are equal, as `==` says, with the rows compared by ``ListEdit``:
  /// rows that are equal are mostly the same bytes, a few nanoseconds a row even in a debug build.
  func isSame(as other: TodosScreen) -> Bool {
    guard rows.count == other.rows.count, ListEdit(from: rows, to: other.rows).isEmpty else { return false }
    var (mine, theirs) = (self, other)
    (mine.rows, theirs.rows) = ([], [])
    return mine == theirs
  }
}
