// Runs `swift test` for one exercise, as a child process, and collects everything it prints.
// The package's manifest adds the exercise's targets only when ARCHLAB_COURSE asks for them.

import Foundation

/// What a run of an exercise's tests printed, and how it ended.
struct ProcessOutput: Equatable, Sendable {
  var status: Int32
  /// Standard output and standard error, together, in the order they were written.
  var text: String
}

/// Builds an exercise and runs its tests.
protocol ExerciseRunner: Sendable {
  func runTests(of exercise: Exercise, in root: URL) async -> ProcessOutput
}

/// Runs `swift test` on the exercise's starting point, in the course's package:
///
///     cd Course && ARCHLAB_COURSE_ONLY=01 swift test --no-parallel --filter 'Exercise01Tests\.'
///
/// The course package has its own build folder, so the main build of `swift test`
/// and `swift run archlab` stays as it is; the exercise alone is built, so that
/// one that does not compile never stops another from being checked. The checks run one at a time: if one
/// crashes, the last one started is the one to blame.
struct SwiftTestRunner: ExerciseRunner {
  func runTests(of exercise: Exercise, in root: URL) async -> ProcessOutput {
    var environment = ProcessInfo.processInfo.environment
    environment["ARCHLAB_COURSE"] = nil
    environment["ARCHLAB_COURSE_ONLY"] = exercise.code
    environment["NO_COLOR"] = "1"
    let arguments = [
      "swift", "test",
      "--disable-xctest", "--no-parallel", "--filter", "\(exercise.testTarget)\\.",
    ]
    return Self.run(arguments, environment: environment, in: root.appendingPathComponent(Course.folder))
  }

  /// Runs `arguments` (found on the PATH) in `directory` and waits for it to end.
  ///
  /// The pipe is read to its end before waiting: a child that fills the pipe
  /// blocks until someone reads it, and would never end.
  private static func run(_ arguments: [String], environment: [String: String], in directory: URL) -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return ProcessOutput(status: 127, text: "error: can't run \(arguments.joined(separator: " ")): \(error)\n")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutput(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }
}
