// How a course command ended, in the course's own words: the command line turns it into an exit code.

/// How a course command ended.
public enum CourseOutcome: Equatable, Sendable {
  /// The command did what it says, or the checks pass.
  case done
  /// A check failed, or the solution stays hidden until the checks pass.
  case notYet
  /// Reset can't ask for confirmation (no terminal) and was not given it.
  case needsConfirmation
  /// No exercise is there to work on.
  case noExercise
}
