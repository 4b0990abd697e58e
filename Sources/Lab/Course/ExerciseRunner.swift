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

/// Builds the exercise's starting point in the course's package, then runs its tests:
///
///     cd Course && ARCHLAB_COURSE_ONLY=01 swift build --build-tests
///     .build/debug/coursePackageTests.xctest --testing-library swift-testing --no-parallel --filter 'Exercise01Tests\.'
///
/// The course package has its own build folder, so the main build of `swift test`
/// and `swift run archlab` stays as it is; the exercise alone is built, so that
/// one that does not compile never stops another from being checked. The checks
/// run one at a time: if one crashes or hangs, the one started last is to blame.
///
/// The tests run without `swift test` in between: it passes their output on through a pipe of its
/// own (swift-testing PR #568 says so), and under load it can end before it has passed it all on.
/// A check then looked like a crash halfway through (`CourseTests` measures it, `.ci/course` too).
struct SwiftTestRunner: ExerciseRunner {
  /// How long a test may run without any test ending before the run is stopped.
  /// `ARCHLAB_COURSE_TIME_LIMIT` (seconds) overrides it.
  var timeLimit: Duration = Self.defaultTimeLimit

  static var defaultTimeLimit: Duration {
    let seconds = ProcessInfo.processInfo.environment["ARCHLAB_COURSE_TIME_LIMIT"].flatMap(Int.init)
    return .seconds(seconds.map { max(1, $0) } ?? 60)
  }

  /// The tests' executable that `swift build --build-tests` makes, from the course's folder; nil
  /// where tests are a bundle that only `swift test` knows how to run (Darwin).
  static var testExecutable: String? {
    #if os(Linux)
      ".build/debug/\(Course.packageName)PackageTests.xctest"
    #else
      nil
    #endif
  }

  func runTests(of exercise: Exercise, in root: URL, onLine: @escaping @Sendable (String) -> Void) async
    -> ProcessOutput
  {
    var environment = ProcessInfo.processInfo.environment
    environment["ARCHLAB_COURSE"] = nil
    environment["ARCHLAB_COURSE_ONLY"] = exercise.code
    environment["NO_COLOR"] = "1"
    let folder = root.appendingPathComponent(Course.folder)
    let filter = ["--no-parallel", "--filter", "\(exercise.testTarget)\\."]
    let progress = TestProgress()
    let hear: @Sendable (String) -> Void = {
      progress.hear($0)
      onLine($0)
    }
    let run = Task {
      guard let executable = Self.testExecutable else {
        return await Subprocess.run(
          ["swift", "test", "--disable-xctest"] + filter, environment: environment, in: folder, onLine: hear)
      }
      let build = await Subprocess.run(
        ["swift", "build", "--build-tests"], environment: environment, in: folder, onLine: hear)
      guard build.status == 0, !Task.isCancelled else { return build }
      let tests = await Subprocess.run(
        [executable, "--testing-library", "swift-testing"] + filter, environment: environment, in: folder,
        onLine: hear)
      return Subprocess.Outcome(status: tests.status, output: build.output + tests.output)
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
