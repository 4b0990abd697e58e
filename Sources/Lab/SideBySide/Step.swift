// One statement as a side-by-side view shows it: what happened inside, and the screens after it.

import LabEngine
import LabLanguage
import LabNarration
import ScreenContract

/// One statement played: what happened inside the architecture, and the screens after it.
public struct Step: Sendable {
  public var statement: Scenario.Located
  public var inside: [InsideEvent]
  public var profile: ProfileScreen
  public var todos: TodosScreen
  public var failure: ScenarioFailure?
}
