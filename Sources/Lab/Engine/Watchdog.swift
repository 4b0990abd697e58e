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
///
/// A session does not start a timer per wait: most waits last microseconds, and
/// a timer started and cancelled for each costs more than the wait. One watch
/// looks for as long as someone waits, across waits, and ends at the first look
/// that finds nobody waiting.
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

  /// What the watchdog sees at a look.
  public enum Sight: Equatable, Sendable {
    /// Someone waits on gestures; `progress` counts what has happened so far.
    case waiting(progress: Int)
    /// Nobody waits: there is nothing to be stuck.
    case notWaiting
  }

  /// How a watch ended.
  public enum Verdict: Equatable, Sendable {
    /// `limit` of idle time passed while someone waited and nothing happened.
    case stuck
    /// A look found nobody waiting.
    case nobodyWaits
    /// The watching task was cancelled.
    case cancelled
  }

  /// Looks every tick until `limit` of idle time has passed with the same progress, or nobody waits.
  @MainActor
  func watch(looking look: @MainActor () -> Sight) async -> Verdict {
    await watch(on: clock, looking: look)
  }

  @MainActor
  private func watch<C: Clock<Duration>>(on clock: C, looking look: @MainActor () -> Sight) async -> Verdict {
    var idle = Duration.zero
    var seen = look()
    while idle < limit {
      let start = clock.now
      do {
        try await clock.sleep(until: start.advanced(by: tick), tolerance: nil)
      } catch {
        return .cancelled
      }
      let late = start.duration(to: clock.now) - tick
      let now = look()
      guard now != .notWaiting else { return .nobodyWaits }
      if now != seen {
        seen = now
        idle = .zero
      } else if late <= tick / 2 {
        idle += tick
      }
    }
    return .stuck
  }
}
// snippet.end
