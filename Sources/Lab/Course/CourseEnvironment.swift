// Where the course command finds and keeps things, how it runs tests, and how it asks a question.

import Foundation

/// Where the course command finds and keeps things, how it runs tests, and how it asks.
public struct CourseEnvironment {
  /// The package's root folder.
  public var root: URL
  var runner: any ExerciseRunner
  var files: any ExerciseFiles
  var stateFile: CourseStateFile
  /// A person at a terminal can answer a question.
  var isInteractive: Bool
  /// Reads the answer to a question.
  var readAnswer: () -> String?

  /// The real thing: `swift test`, git, `.build/course/state.json` and the terminal.
  public static func live(root: URL) -> CourseEnvironment {
    CourseEnvironment(
      root: root, runner: SwiftTestRunner(), files: GitExerciseFiles(),
      stateFile: CourseStateFile(url: root.appendingPathComponent(".build/course/state.json")),
      isInteractive: isatty(STDIN_FILENO) == 1, readAnswer: { readLine(strippingNewline: true) })
  }
}
