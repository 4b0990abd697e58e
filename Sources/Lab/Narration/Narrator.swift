// The narrator: collects an architecture's inside story as a session plays, step by step.
// Drivers tell it what happens; `archlab show`, `diagram`, `play` and `run --trace` ask for it.

import LabEngine
import LabLanguage
import LabServer
import SharedModel

/// Collects the inside story as it happens; ``take()`` hands over what one step told.
///
/// It is an observer of the session, not part of it: a run that shows no inside
/// story has no narrator, and its architectures are built without one.
@MainActor
public final class Narrator: SessionObserver {
  private var events: [InsideEvent] = []
  private var flushes: [() -> Void] = []
  private var stepEnds: [() -> Void] = []
  private var gestures: [Int: String] = [:]
  private var viewCall: String?
  /// Whether the app is being closed (at `app restart` and at the end).
  private var isClosing = false

  public init() {}

  /// The gesture (`add`, `toggle`, ...) whose work is running now, if the engine tagged it.
  public var currentGesture: String? {
    GestureTag.current.flatMap { gestures[$0] }
  }

  /// Tells that the user made `gesture` on `view`. What the view calls then is told by the part it
  /// calls: a store names the view as the sender of the intent that follows (``takeViewCall()``),
  /// an observed object tells its changes.
  public func beginGesture(_ gesture: String, argument: String?, view: String) {
    if let tag = GestureTag.current { gestures[tag] = gesture }
    viewCall = view
    tell(.message("User", view, argument.map { "\(gesture) \($0)" } ?? gesture))
  }

  /// The view whose gesture has just begun, once: the first call that follows a gesture is the view's.
  public func takeViewCall() -> String? {
    defer { viewCall = nil }
    return viewCall
  }

  /// The gesture's work is over.
  public func endGesture() {
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

  /// Runs `end` at the end of each step, after the changes are told: for what happens at
  /// moments the app's code does not choose (a render pass), told once a step so the story is
  /// the same on every run.
  public func atEndOfEachStep(_ end: @escaping () -> Void) {
    stepEnds.append(end)
  }

  /// The events since the last call.
  public func take() -> [InsideEvent] {
    flush()
    for end in stepEnds { end() }
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

  private func flush() {
    for flush in flushes { flush() }
  }

  // MARK: - SessionObserver

  public func sessionWillCloseApp(_ session: Session) {
    isClosing = true
    // The old app's observers go with it; the next app's driver registers its own.
    flushes = []
    stepEnds = []
  }

  public func sessionDidStartApp(_ session: Session) {
    isClosing = false
  }

  public func session(_ session: Session, sawCancellationOf endpoint: Endpoint, request: Int) {
    tell(.note("Server", "\(endpoint) #\(request) cancelled by the client"))
  }
}
