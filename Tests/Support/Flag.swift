// Flag: a Boolean that any thread can raise, for observation callbacks in tests.
// Used by the view tests of the three architectures (lesson 07).

import Foundation

/// Raised once something happened; read by the test afterwards, or awaited.
public final class Flag: @unchecked Sendable {
  public init() {}

  private let lock = NSLock()
  private var raised = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  public var isRaised: Bool { lock.withLock { raised } }

  public func raise() {
    let ready = lock.withLock {
      raised = true
      defer { waiters = [] }
      return waiters
    }
    for waiter in ready { waiter.resume() }
  }

  /// Returns once the flag is raised: an event, never a time.
  public func wait() async {
    await withCheckedContinuation { continuation in
      let now = lock.withLock {
        if raised { return true }
        waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }
}
