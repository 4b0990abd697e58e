// The watchdog: how long a gesture may sit still before the engine names it, measured so that a
// slow or busy machine never looks like a stuck gesture. Lesson appendix A reads it.

// snippet.engine-watchdog
/// Tells a stuck gesture from a slow machine.
///
/// A gesture is stuck when it has neither finished nor waited on a held answer,
/// and nothing has happened for ``limit`` of time during which the app was free
/// to run it. The watchdog looks every ``tick``:
///
/// - a look that comes more than half a tick late means the main actor, or the
///   whole machine, was busy with something else (another test, a sanitizer, a
///   loaded CPU): that tick is not counted;
/// - any event of the session (a request, an answer, a gesture that ends)
///   starts the count again: a gesture that is still making progress is not stuck.
///
/// So a gesture is named only after `limit` of quiet, idle time, which a working
/// app never spends waiting. The clock is injected: tests drive it by hand.
public struct Watchdog: Sendable {
  /// How much idle, quiet time makes a gesture stuck.
  public var limit: Duration
  /// How often the watchdog looks.
  public var tick: Duration
  public var clock: any Clock<Duration>

  public init(
    limit: Duration = .seconds(5), tick: Duration = .milliseconds(100), clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.limit = limit
    self.tick = tick
    self.clock = clock
  }

  /// Returns true once `limit` of idle time has passed with `progress` unchanged;
  /// false if the task is cancelled first.
  @MainActor
  func waitUntilStuck(progress: @MainActor () -> Int) async -> Bool {
    await waitUntilStuck(on: clock, progress: progress)
  }

  @MainActor
  private func waitUntilStuck<C: Clock<Duration>>(on clock: C, progress: @MainActor () -> Int) async -> Bool {
    var idle = Duration.zero
    var seen = progress()
    while idle < limit {
      let start = clock.now
      do {
        try await clock.sleep(until: start.advanced(by: tick), tolerance: nil)
      } catch {
        return false
      }
      let late = start.duration(to: clock.now) - tick
      let now = progress()
      if now != seen {
        seen = now
        idle = .zero
      } else if late <= tick / 2 {
        idle += tick
      }
    }
    return true
  }
}
// snippet.end
