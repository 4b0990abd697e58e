// One statement as a side-by-side view shows it: what happened inside, and the screens after it.

import LabEngine
import LabLanguage
import LabNarration
import ScreenContract

/// One statement played: what happened inside the architecture, and the screens after it.
///
/// The Todos screen is kept as drawn, folded against the step before (``TodosDrawing``),
/// with a fingerprint that tells whether two architectures showed the same: a step
/// costs a few lines however long the list, and a run's memory grows with its length only.
public struct Step: Sendable {
  public var statement: Scenario.Located
  public var inside: [InsideEvent]
  public var profile: ProfileScreen
  /// The Todos screen's lines, long runs of rows unchanged since the step before folded.
  public var todosLines: [String]
  /// Among runs played side by side, equal for two steps whose Todos screens are equal.
  public var todosFingerprint: Int
  /// Whether the Todos screen shows nothing yet: never opened, nothing typed.
  public var todosIsBlank: Bool
  /// The Todo screen over the list, if one is open.
  public var todo: TodoScreen?
  /// The Todos tab's badge (S1).
  public var badge: Int?
  public var failure: ScenarioFailure?
}
