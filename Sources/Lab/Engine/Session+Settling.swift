// Settling: after each statement the engine waits, by events and never by sleeping, until every
// gesture has finished or waits on an answer the server holds. Lesson appendix A reads it.

import LabLanguage

extension Session {
  enum Condition {
    /// Every gesture has finished or waits on an answer the server holds.
    case settled
    /// Every gesture has finished.
    case finished
  }

  struct Waiter {
    var condition: Condition
    var continuation: CheckedContinuation<[RunningGesture], Never>
  }

  // snippet.engine-settling
  func settle(after located: Scenario.Located) async -> ScenarioFailure? {
    let stuck = await wait(until: .settled)
    guard stuck.isEmpty else {
      let names = stuck.map { "`\($0.statement.source)` (line \($0.statement.line))" }
      return ScenarioFailure(
        file: file, line: located.line,
        message: "\(names.joined(separator: ", ")) neither finished nor waited on a held server answer,"
          + " and made no progress in \(watchdog.limit) of idle time (watchdog)",
        screen: [], isWatchdog: true)
    }
    let held = server.heldRequests
    if !held.isEmpty { record("  settled, waiting on \(held.joined(separator: ", "))") }
    return nil
  }

  func holds(_ condition: Condition) -> Bool {
    switch condition {
    case .settled: running.keys.allSatisfy { server.isWaitingOnHeldAnswer(gesture: $0) }
    case .finished: running.isEmpty
    }
  }

  /// Waits until `condition` holds; returns the gestures that kept it from holding if the watchdog fires.
  func wait(until condition: Condition) async -> [RunningGesture] {
    if holds(condition) { return [] }
    startWatchdog()
    return await withCheckedContinuation { continuation in
      waiter = Waiter(condition: condition, continuation: continuation)
    }
  }

  /// Starts the watchdog unless it is looking already. It looks for as long as
  /// someone waits, and ends at the first look that finds nobody waiting.
  private func startWatchdog() {
    guard watchdogTask == nil else { return }
    watchdogGeneration += 1
    let generation = watchdogGeneration
    watchdogTask = Task { @MainActor [weak self, watchdog] in
      while true {
        let verdict = await watchdog.watch {
          guard let self, self.waiter != nil else { return .notWaiting }
          return .waiting(progress: self.progress)
        }
        guard let self, verdict == .stuck else { break }
        self.timeOut()
      }
      // A new watchdog may have started since this one was stopped: leave that one be.
      if let self, self.watchdogGeneration == generation { self.watchdogTask = nil }
    }
  }

  /// Stops the watchdog: the app is gone, or the session is.
  func stopWatchdog() {
    watchdogTask?.cancel()
    watchdogTask = nil
  }

  /// Called on every event that can make the condition hold.
  func check() {
    guard let waiter, holds(waiter.condition) else { return }
    self.waiter = nil
    waiter.continuation.resume(returning: [])
  }

  private func timeOut() {
    guard let waiter else { return }
    self.waiter = nil
    let stuck = running.values
      .filter { waiter.condition == .finished || !server.isWaitingOnHeldAnswer(gesture: $0.number) }
      .sorted { $0.number < $1.number }
    waiter.continuation.resume(returning: stuck)
  }
  // snippet.end
}
