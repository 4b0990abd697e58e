// A run of one scenario with its steps recorded and its inside story told.

import LabEngine
import LabLanguage
import LabNarration

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
}
