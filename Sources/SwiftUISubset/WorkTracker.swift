// What the host knows about work in flight: live work tokens, observation changes not yet
// rendered, and the waiters to wake when either changes.

import Foundation

/// Counts the host's work and wakes every waiting `settle()` on every event. Observation reports changes
/// and tokens end on any thread, so everything here is behind a lock.
final class WorkTracker: @unchecked Sendable {
  private let lock = NSLock()
  private var nextID = 0
  private var live: [Int: String] = [:]
  /// The group each live piece of work was begun in, when it was begun in one.
  private var groups: [Int: Int] = [:]
  private var invalidations: [(node: Int, generation: Int)] = []
  private var generation = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var warningLog: [String] = []

  /// Starts a piece of work; it lasts as long as the token, which every task started under
  /// it holds through the task-local `HostWork.current`.
  func begin(_ description: String) -> WorkToken {
    let group = WorkGroup.current
    let id = lock.withLock {
      nextID += 1
      live[nextID] = description
      if let group { groups[nextID] = group }
      return nextID
    }
    return WorkToken(id: id, description: description, tracker: self)
  }

  func end(_ id: Int) {
    let waiters = lock.withLock {
      live[id] = nil
      groups[id] = nil
      return bump()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// An observed value a node read has changed: re-render that node at the next pass.
  func invalidate(node: Int, generation: Int) {
    let waiters = lock.withLock {
      invalidations.append((node, generation))
      return bump()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Something outside changed what counts as waiting (a held answer, a release).
  func signal() {
    let waiters = lock.withLock { bump() }
    for waiter in waiters { waiter.resume() }
  }

  /// Records what SwiftUI would log at runtime (a dropped write, a duplicate id).
  func warn(_ message: String) {
    lock.withLock { warningLog.append(message) }
  }

  var warnings: [String] { lock.withLock { warningLog } }

  func drainInvalidations() -> [(node: Int, generation: Int)] {
    lock.withLock {
      defer { invalidations.removeAll() }
      return invalidations
    }
  }

  var hasInvalidations: Bool { lock.withLock { !invalidations.isEmpty } }

  /// Whether work begun in `group` is still alive, waiting or not.
  func hasLiveWork(inGroup group: Int) -> Bool {
    lock.withLock { groups.values.contains(group) }
  }

  var liveWork: [(id: Int, description: String)] {
    lock.withLock { live.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// Counts events: the progress a watchdog looks at.
  var progress: Int { lock.withLock { generation } }

  /// Returns once an event happened after `progress` was read as `seen`.
  func waitForEvent(after seen: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeNow = lock.withLock {
        if generation != seen { return true }
        waiters.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Must be called with the lock held; returns the waiters to resume after unlocking.
  private func bump() -> [CheckedContinuation<Void, Never>] {
    generation += 1
    defer { waiters.removeAll() }
    return waiters
  }
}

/// A piece of host work (a gesture, a render pass) that is alive while any task started under
/// it is alive: tasks inherit it as a task-local value and release it when they complete.
public final class WorkToken: Sendable {
  /// The number an outside party records to say this work waits on a held answer.
  public let id: Int
  public let description: String
  private let tracker: WorkTracker

  init(id: Int, description: String, tracker: WorkTracker) {
    self.id = id
    self.description = description
    self.tracker = tracker
  }

  deinit { tracker.end(id) }
}

/// A caller's name for the work it starts, when it plays several gestures at once and must tell
/// whose work is still running (the lab numbers its gestures). Every piece of host work begun while a
/// group is bound belongs to it: the gesture, the render passes a `settle()` in that group runs, and
/// so every task they start.
public enum WorkGroup {
  @TaskLocal public static var current: Int?
}

/// The work token of the current task, inherited by `Task { }` and child tasks (not by
/// `Task.detached`, whose work the host cannot see).
enum HostWork {
  @TaskLocal static var current: WorkToken?
}
