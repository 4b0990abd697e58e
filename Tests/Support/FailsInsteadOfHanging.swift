// FailsInsteadOfHanging: the trait every suite carries, so that a bug or a mistake in a test
// fails that test, and the run goes on, instead of leaving `swift test` waiting forever.

import Foundation
import Testing

// snippet.fails-instead-of-hanging
/// Makes each test of a suite fail instead of hang.
///
/// - Every ``FakeServer`` made during the test is checked when it ends: a
///   request still unanswered fails the test, and is answered with an error so
///   that nothing it blocked stays stuck.
/// - A test still running after its limit (ten minutes unless said otherwise) is
///   a hang, whatever it waits on: the trait names it and ends the run with a
///   failure. The limit is a backstop, not a verdict; a run that slows every test
///   down sets `ARCHLAB_TEST_HANG_LIMIT` (seconds), as CI's sanitizer stage does.
public struct FailsInsteadOfHanging: TestTrait, SuiteTrait, TestScoping {
  public var limit: Duration
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> FailsInsteadOfHanging? {
    test.isSuite ? nil : self
  }

  // `@concurrent`, as Swift Testing declares it: with NonisolatedNonsendingByDefault
  // on, a plain async function type would run on its caller's actor instead (SE-0461).
  @concurrent
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    let backstop = Backstop(test: test.name, limit: limit)
    defer { backstop.stop() }
    let scope = TestScope()
    try await TestScope.$current.withValue(scope) {
      try await function()
      await scope.end()
    }
  }
}

extension Trait where Self == FailsInsteadOfHanging {
  /// Each test fails instead of hanging, after ten minutes or `ARCHLAB_TEST_HANG_LIMIT` seconds.
  public static var failsInsteadOfHanging: Self {
    let seconds = Int(ProcessInfo.processInfo.environment["ARCHLAB_TEST_HANG_LIMIT"] ?? "") ?? 600
    return FailsInsteadOfHanging(limit: .seconds(seconds))
  }

  /// Each test fails instead of hanging; a test still running after `limit` ends the run.
  public static func failsInsteadOfHanging(after limit: Duration) -> Self { FailsInsteadOfHanging(limit: limit) }
}
// snippet.end

/// The fake servers a test made, checked when it ends.
final class TestScope: Sendable {
  @TaskLocal static var current: TestScope?

  private let servers = Mutexed<[FakeServer]>([])

  /// Registers `server` with the running test, or fails the test if it has no scope to check it in.
  static func register(_ server: FakeServer) {
    guard let current else {
      Issue.record("a FakeServer needs its suite to carry `.failsInsteadOfHanging`, which checks it when the test ends")
      return
    }
    current.servers.withLock { $0.append(server) }
  }

  @MainActor
  func end() {
    for server in servers.withLock({ $0 }) { server.endTest() }
  }
}

/// A thread that ends the process if the test it watches runs past its limit.
final class Backstop: Sendable {
  private let done = DispatchSemaphore(value: 0)

  init(test: String, limit: Duration) {
    let done = done
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    Thread.detachNewThread {
      guard done.wait(timeout: .now() + seconds) == .timedOut else { return }
      FileHandle.standardError.write(
        Data(
          ("✘ \(test) has run for \(Int(seconds)) seconds without ending: it hangs. The usual causes are a "
            + "request nobody answers and a task that waits on itself. Ending the run.\n").utf8))
      exit(EXIT_FAILURE)
    }
  }

  func stop() { done.signal() }
}

// snippet.mutexed-lock
/// A value behind a lock.
final class Mutexed<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
// snippet.end
