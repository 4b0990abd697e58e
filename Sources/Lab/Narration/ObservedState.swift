// Watches an @Observable value with the Observation module and tells each change of it as a note.

import Foundation
import Observation

/// Tells the changes of a piece of observable state, learnt through `withObservationTracking`.
///
/// `onChange` fires before the change is made, so it only marks the state as
/// changed; the narrator asks for the change before its next event, once it has
/// been made, and tracking starts again then.
@MainActor
public final class ObservedState<Value> {
  private let part: String
  /// What the changes name the value: `state`, or nothing for an object's own properties.
  private let name: String
  private let read: @MainActor () -> Value
  private let fields: StateFields<Value>
  private let narrator: Narrator
  private var last: Value
  private let changed = ChangeFlag()

  /// Watches what `read` reads, and tells its changes as notes on `part`, e.g. `TodosViewModel`.
  ///
  /// - Parameters:
  ///   - name: how the notes name the value, e.g. `state` for `state.isLoading`;
  ///     empty when `read` gathers an object's own properties, told by their names alone.
  ///   - fields: the value's fields, which the notes tell when they change.
  public init(
    _ part: String, name: String = "state", fields: StateFields<Value>, narrator: Narrator,
    read: @escaping @MainActor () -> Value
  ) {
    self.part = part
    self.name = name
    self.read = read
    self.fields = fields
    self.narrator = narrator
    self.last = read()
    track()
    narrator.beforeEachEvent { [weak self] in self?.reportChange() }
  }

  private func track() {
    let changed = self.changed
    withObservationTracking {
      _ = read()
    } onChange: {
      changed.set()
    }
  }

  private func reportChange() {
    guard changed.take() else { return }
    let now = read()
    let changes = fields.changes(of: name, from: last, to: now)
    last = now
    track()
    for change in changes {
      narrator.appendWithoutFlush(.note(part, change))
    }
  }
}

/// A flag set from `onChange`, which may run on any thread.
private final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  func set() { lock.withLock { isSet = true } }

  /// Whether it was set; clears it.
  func take() -> Bool {
    lock.withLock {
      defer { isSet = false }
      return isSet
    }
  }
}
