// A clock that moves only when a test tells it to, so the watchdog can be tested without waiting.

import Foundation

/// A `Clock` whose time stands still until ``advance(by:)``.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [UUID: Sleeper] = [:]
  private var registrations = 0
  private var waitingFor: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let arrived: CheckedContinuation<Void, Never>? = lock.withLock {
          // Checked under the lock that the cancellation handler takes too, so a
          // sleeper cancelled before it got here is never left registered.
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
            return nil
          }
          if deadline <= current {
            continuation.resume()
            return nil
          }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          registrations += 1
          guard let waiting = waitingFor, registrations >= waiting.count else { return nil }
          waitingFor = nil
          return waiting.continuation
        }
        arrived?.resume()
      }
    } onCancel: {
      let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// How many times someone has started to sleep on this clock.
  var sleepsStarted: Int { lock.withLock { registrations } }

  /// Returns once the clock has seen `count` sleeps start in all.
  func waitForSleeps(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = lock.withLock {
        if registrations >= count { return true }
        waitingFor = (count, continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Moves time on and wakes every sleeper whose deadline has passed.
  func advance(by duration: Duration) {
    let woken: [Sleeper] = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.value.deadline <= current }
      for id in due.keys { sleepers[id] = nil }
      return Array(due.values)
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }
}
