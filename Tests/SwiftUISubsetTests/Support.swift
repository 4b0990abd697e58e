// Test doubles: answers a test holds and releases, and a log of what views did.

import Foundation
import SwiftUISubset
import Testing

/// A fake server call that holds each request until the test answers it, recording which
/// host work sent it, so the host knows that work waits on a held answer.
final class HeldAnswers<Answer: Sendable>: @unchecked Sendable {
  private struct Request {
    var key: Int
    var work: Int?
    var continuation: CheckedContinuation<Answer, any Error>
  }

  private let lock = NSLock()
  private var pending: [Request] = []
  private var nextKey = 0
  private var cancelled: Set<Int> = []
  private weak var host: ViewHost?

  /// Connects to the host: it asks this object whether a piece of work waits on it.
  @MainActor func attach(to host: ViewHost) {
    self.host = host
    host.isWaitingOnHeldAnswer = { [weak self] id in self?.isWaiting(work: id) ?? false }
  }

  /// Waits for the test's answer; a cancelled caller stops waiting with `CancellationError`,
  /// as a real network call does.
  func call() async throws -> Answer {
    let key = lock.withLock {
      nextKey += 1
      return nextKey
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (host, isCancelled) = lock.withLock {
          if cancelled.contains(key) { return (self.host, true) }
          pending.append(Request(key: key, work: ViewHost.currentWorkID, continuation: continuation))
          return (self.host, false)
        }
        if isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          host?.workDidChange()
        }
      }
    } onCancel: {
      let request = lock.withLock {
        cancelled.insert(key)
        return pending.firstIndex { $0.key == key }.map { pending.remove(at: $0) }
      }
      request?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Waits until cancelled: work that never gets an answer.
  func hold() async {
    _ = try? await call()
  }

  var count: Int { lock.withLock { pending.count } }

  func isWaiting(work id: Int) -> Bool {
    lock.withLock { pending.contains { $0.work == id } }
  }

  /// Answers the oldest held request.
  func release(_ result: Result<Answer, any Error>) {
    let (first, host) = lock.withLock { (pending.removeFirst(), self.host) }
    first.continuation.resume(with: result)
    host?.workDidChange()
  }

  func succeed(_ answer: Answer) { release(.success(answer)) }
  func fail() { release(.failure(URLError(.notConnectedToInternet))) }
}

/// What views did, in order, for tests of lifecycle order.
@MainActor final class Log {
  var lines: [String] = []
  func callAsFunction(_ line: String) { lines.append(line) }
}

/// Records failures instead of stopping the test process.
@MainActor final class Failures {
  var messages: [String] = []
  var handler: @MainActor (String) -> Void { { [unowned self] in self.messages.append($0) } }
}

extension ViewHost {
  /// Settles, recording an issue instead of hanging when work never settles. The watchdog
  /// counts main-actor turns without progress, not time.
  @discardableResult
  func settleChecked(sourceLocation: SourceLocation = #_sourceLocation) async -> Settlement {
    let result = await settle(watchdog: IdleTurnsWatchdog(idleTurns: 100_000))
    #expect(result == .settled, sourceLocation: sourceLocation)
    return result
  }
}
