// A clock that moves only when a test tells it to, so the watchdog can be tested without waiting.

import Foundation

/// A `Clock` whose time stands still until ``advance(by:)``.
public final class ManualClock: Clock, @unchecked Sendable {
  public struct Instant: InstantProtocol {
    public var offset: Duration
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [UUID: Sleeper] = [:]
  private var registrations = 0
  private var waiters: [UUID: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]

  public init() {}

  public var now: Instant { lock.withLock { current } }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let arrived: [CheckedContinuation<Bool, Never>] = lock.withLock {
          // Checked under the lock that the cancellation handler takes too, so a
          // sleeper cancelled before it got here is never left registered.
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
            return []
          }
          if deadline <= current {
            continuation.resume()
            return []
          }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          registrations += 1
          let ready = waiters.filter { $0.value.count <= registrations }
          for key in ready.keys { waiters[key] = nil }
          return ready.values.map(\.continuation)
        }
        for waiter in arrived { waiter.resume(returning: true) }
      }
    } onCancel: {
      let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// How many times someone has started to sleep on this clock.
  public var sleepsStarted: Int { lock.withLock { registrations } }

  /// Whether someone sleeps on this clock now.
  public var hasSleepers: Bool { lock.withLock { !sleepers.isEmpty } }

  /// Returns once the clock has seen `count` sleeps start in all: true, or false if the task is cancelled first.
  @discardableResult
  public func waitForSleeps(_ count: Int) async -> Bool {
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let ready = lock.withLock {
          if registrations >= count || Task.isCancelled { return true }
          waiters[id] = (count, continuation)
          return false
        }
        if ready { continuation.resume(returning: !Task.isCancelled) }
      }
    } onCancel: {
      let waiter = lock.withLock { waiters.removeValue(forKey: id) }
      waiter?.continuation.resume(returning: false)
    }
  }

  /// Returns once someone sleeps on this clock, now or later: true, or false if the task is cancelled first.
  public func waitForASleeper() async -> Bool {
    let count = lock.withLock { sleepers.isEmpty ? registrations + 1 : registrations }
    return await waitForSleeps(count)
  }

  /// Moves time on and wakes every sleeper whose deadline has passed.
  public func advance(by duration: Duration) {
    let woken: [Sleeper] = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.value.deadline <= current }
      for id in due.keys { sleepers[id] = nil }
      return Array(due.values)
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }
}
