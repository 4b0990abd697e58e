// Records each step of a session for the views that show them: the inside story and both screens.

import LabEngine
import LabLanguage
import LabNarration
import ScreenContract

/// An observer that keeps, for each statement, its inside story and the screens after it.
///
/// Only the commands that show steps (`show`, `diagram`, `play`) record them;
/// `run` keeps no screen but the one a failure reads.
@MainActor
public final class StepRecorder: SessionObserver {
  public private(set) var steps: [Step] = []
  private let narrator: Narrator?
  private var drawing = TodosDrawing()
  /// The Todos screen after the last step: the only one kept.
  private(set) var lastTodos = TodosScreen()

  /// Records the steps of a session; with `narrator`, each step carries what it told.
  public init(narrator: Narrator?) {
    self.narrator = narrator
  }

  /// Sets what tells the last step's Todos screen from other architectures' (see `RecordedRun.play(_:on:)`).
  func setFingerprintOfLastStep(_ fingerprint: Int) {
    guard !steps.isEmpty else { return }
    steps[steps.count - 1].todosFingerprint = fingerprint
  }

  public func session(_ session: Session, didPerform statement: Scenario.Located, failure: ScenarioFailure?) {
    let todos = session.todosScreen
    lastTodos = todos
    steps.append(
      Step(
        statement: statement, inside: narrator?.take() ?? [], profile: session.profileScreen,
        todosLines: drawing.lines(for: todos), todosFingerprint: 0, todosIsBlank: todos == TodosScreen(),
        todo: session.currentDriver?.todo?.screen, badge: session.currentDriver?.badge, failure: failure))
  }
}
