// What happens inside an architecture during a scenario, told in the architecture's own terms.
// `archlab show` prints these side by side; `archlab diagram` draws them (lesson 05).

/// One thing that happened inside an architecture: a call between two parts, or a note on one part.
public struct InsideEvent: Equatable, Sendable, CustomStringConvertible {
  public enum Kind: Equatable, Sendable {
    /// `from` called or answered `to`.
    case message
    /// Something changed in `from`, such as its state.
    case note
  }

  public var kind: Kind
  /// The part that acts, e.g. `ProfileView`, `ProfileStore`, `User`, `Server`.
  public var from: String
  /// The part acted on; the same as `from` for a note.
  public var to: String
  public var text: String

  public static func message(_ from: String, _ to: String, _ text: String) -> InsideEvent {
    InsideEvent(kind: .message, from: from, to: to, text: text)
  }

  public static func note(_ part: String, _ text: String) -> InsideEvent {
    InsideEvent(kind: .note, from: part, to: part, text: text)
  }

  /// `ProfileView → ProfileStore: send(.refreshPulled)`, or `ProfileStore: isLoading false → true`.
  public var description: String {
    kind == .note ? "\(from): \(text)" : "\(from) → \(to): \(text)"
  }
}

/// Collects the inside story as it happens; the engine takes it after each step.
@MainActor
public final class Narrator {
  private var events: [InsideEvent] = []
  private var flushes: [() -> Void] = []
  private var gestures: [Int: String] = [:]
  private var viewCall: String?

  public init() {}

  /// The gesture (`add`, `toggle`, ...) whose work is running now, if the engine tagged it.
  public var currentGesture: String? {
    GestureTag.current.flatMap { gestures[$0] }
  }

  /// Remembers which gesture the running task serves, for the parts told later in its work.
  func beginGesture(_ name: String, view: String) {
    if let tag = GestureTag.current { gestures[tag] = name }
    viewCall = view
  }

  /// The view whose gesture has just begun, once: the first call that follows a gesture is the view's.
  public func takeViewCall() -> String? {
    defer { viewCall = nil }
    return viewCall
  }

  func endGesture() {
    viewCall = nil
  }

  /// Records `event`, after any state change that happened before it.
  ///
  /// Observed changes are told before what the app does (a gesture, a call), not
  /// before a server's answer: several answers can wake several tasks at once, and
  /// which of those runs first is the scheduler's choice, not the app's. What they
  /// change together is told once, at the next thing the app does or at the end of
  /// the step, so the story is the same on every run.
  public func tell(_ event: InsideEvent) {
    if event.from != "Server" { flush() }
    events.append(event)
  }

  /// Runs `flush` before each event and at the end of each step: for observers
  /// that learn of a change before it is made and report it once it is.
  public func beforeEachEvent(_ flush: @escaping () -> Void) {
    flushes.append(flush)
  }

  /// The events since the last call.
  public func take() -> [InsideEvent] {
    flush()
    defer { events = [] }
    return events
  }

  /// Records `event` as it is: for observers telling a change from inside a flush.
  ///
  /// While the app closes, such changes are dropped: they belong to work being
  /// cancelled, and the order in which cancelled work winds down is not the story.
  func appendWithoutFlush(_ event: InsideEvent) {
    if !isClosing { events.append(event) }
  }

  /// Whether the app is being closed (at `app restart` and at the end).
  var isClosing = false

  private func flush() {
    for flush in flushes { flush() }
  }
}
