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
    var number: Int
    var condition: Condition
    var continuation: CheckedContinuation<[RunningGesture], Never>
    var timer: Task<Void, Never>
  }

  // snippet.engine-settling
  func settle(after located: Scenario.Located) async -> ScenarioFailure? {
    let stuck = await wait(until: .settled)
    guard stuck.isEmpty else {
      let names = stuck.map { "`\($0.statement.source)` (line \($0.statement.line))" }
      return fail(
        located,
        "\(names.joined(separator: ", ")) neither finished nor waited on a held server answer,"
          + " and made no progress in \(watchdog.limit) of idle time (watchdog)",
        screen: [])
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
    waits += 1
    let number = waits
    return await withCheckedContinuation { continuation in
      let timer = Task { @MainActor [weak self, watchdog] in
        let stuck = await watchdog.waitUntilStuck { self?.progress ?? 0 }
        if stuck { self?.timeOut(number) }
      }
      waiter = Waiter(number: number, condition: condition, continuation: continuation, timer: timer)
    }
  }

  /// Called on every event that can make the condition hold.
  func check() {
    guard let waiter, holds(waiter.condition) else { return }
    self.waiter = nil
    waiter.timer.cancel()
    waiter.continuation.resume(returning: [])
  }

  private func timeOut(_ number: Int) {
    guard let waiter, waiter.number == number else { return }
    self.waiter = nil
    let stuck = running.values
      .filter { waiter.condition == .finished || !server.isWaitingOnHeldAnswer(gesture: $0.number) }
      .sorted { $0.number < $1.number }
    waiter.continuation.resume(returning: stuck)
  }
  // snippet.end
}
