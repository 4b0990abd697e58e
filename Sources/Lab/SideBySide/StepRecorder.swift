// Records each step of a session for the views that show them: the inside story and both screens.

import LabEngine
import LabLanguage
import LabNarration

/// An observer that keeps, for each statement, its inside story and the screens after it.
///
/// Only the commands that show steps (`show`, `diagram`, `play`) record them;
/// `run` keeps no screen but the one a failure reads.
@MainActor
public final class StepRecorder: SessionObserver {
  public private(set) var steps: [Step] = []
  private let narrator: Narrator?

  /// Records the steps of a session; with `narrator`, each step carries what it told.
  public init(narrator: Narrator?) {
    self.narrator = narrator
  }

  public func session(_ session: Session, didPerform statement: Scenario.Located, failure: ScenarioFailure?) {
    steps.append(
      Step(
        statement: statement, inside: narrator?.take() ?? [], profile: session.profileScreen,
        todos: session.todosScreen, failure: failure))
  }
}
