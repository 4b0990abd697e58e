// Runs `swift test` for one exercise as a child process of its own process group, streaming each line,
// and stops it, with the test it was running named, when no test has ended for too long.

import Foundation
import LabTerminal

/// What a run of an exercise's tests printed, and how it ended.
struct ProcessOutput: Equatable, Sendable {
  var status: Int32
  /// Standard output and standard error, together, in the order they were written.
  var text: String
  /// Set when the run was stopped for running past its time limit.
  var stopped: Stopped?

  /// A run stopped for running past its time limit: how long it waited, and which tests were running.
  struct Stopped: Equatable, Sendable {
    var limit: Duration
    var running: [String]
  }
}

/// Builds an exercise and runs its tests.
protocol ExerciseRunner: Sendable {
  /// Runs the tests of `exercise`, calling `onLine` with each line of output as it comes.
  func runTests(of exercise: Exercise, in root: URL, onLine: @escaping @Sendable (String) -> Void) async
    -> ProcessOutput
}

/// Runs `swift test` on the exercise's starting point, in the course's package:
///
///     cd Course && ARCHLAB_COURSE_ONLY=01 swift test --no-parallel --filter 'Exercise01Tests\.'
///
/// The course package has its own build folder, so the main build of `swift test`
/// and `swift run archlab` stays as it is; the exercise alone is built, so that
/// one that does not compile never stops another from being checked. The checks
/// run one at a time: if one crashes or hangs, the one started last is to blame.
struct SwiftTestRunner: ExerciseRunner {
  /// How long a test may run without any test ending before the run is stopped.
  /// `ARCHLAB_COURSE_TIME_LIMIT` (seconds) overrides it.
  var timeLimit: Duration = Self.defaultTimeLimit

  static var defaultTimeLimit: Duration {
    let seconds = ProcessInfo.processInfo.environment["ARCHLAB_COURSE_TIME_LIMIT"].flatMap(Int.init)
    return .seconds(seconds.map { max(1, $0) } ?? 60)
  }

  func runTests(of exercise: Exercise, in root: URL, onLine: @escaping @Sendable (String) -> Void) async
    -> ProcessOutput
  {
    var environment = ProcessInfo.processInfo.environment
    environment["ARCHLAB_COURSE"] = nil
    environment["ARCHLAB_COURSE_ONLY"] = exercise.code
    environment["NO_COLOR"] = "1"
    let arguments = ["swift", "test", "--disable-xctest", "--no-parallel", "--filter", "\(exercise.testTarget)\\."]
    let progress = TestProgress()
    let run = Task {
      await Subprocess.run(arguments, environment: environment, in: root.appendingPathComponent(Course.folder)) {
        progress.hear($0)
        onLine($0)
      }
    }
    // Looks every second whether a test has run past the limit; a timer, not a wait for a result.
    let watch = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        if let running = progress.overdue(after: timeLimit) {
          progress.stop(running)
          run.cancel()
          return
        }
      }
    }
    let outcome = await run.value
    watch.cancel()
    return ProcessOutput(
      status: outcome.status, text: outcome.output,
      stopped: progress.stoppedWith.map { ProcessOutput.Stopped(limit: timeLimit, running: $0) })
  }
}

/// Which tests are running and when one last started or ended, heard line by line from the reader's thread.
final class TestProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var running: [String] = []
  private var lastEvent = ContinuousClock.now
  private var stopped: [String]?

  /// `◇ Test keepsATitle() started.`, `✔ Test keepsATitle() passed after …`
  nonisolated(unsafe) private static let started = #/^\S+ Test (.+) started\.$/#
  nonisolated(unsafe) private static let ended = #/^\S+ Test (.+?)(?: with \d+ test cases?)? (?:passed|failed) after /#

  func hear(_ line: String) {
    lock.withLock {
      if let match = line.wholeMatch(of: Self.started) {
        let name = String(match.1)
        guard name != "run", !name.hasPrefix("case ") else { return }
        running.append(name)
        lastEvent = .now
      } else if let match = line.firstMatch(of: Self.ended) {
        running.removeAll { $0 == String(match.1) }
        lastEvent = .now
      }
    }
  }

  /// The tests running, if one has run for longer than `limit` with no test ending meanwhile.
  func overdue(after limit: Duration) -> [String]? {
    lock.withLock {
      guard stopped == nil, !running.isEmpty, lastEvent.duration(to: .now) > limit else { return nil }
      return running
    }
  }

  func stop(_ running: [String]) { lock.withLock { stopped = running } }
  var stoppedWith: [String]? { lock.withLock { stopped } }
}
