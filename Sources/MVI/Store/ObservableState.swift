// ObservableState: a screen's state is one value, and a view still observes only the parts it reads.
// Read in lesson 02 (MVI); every state of the Store conforms to it.

import Observation

// snippet.mvi-observable-state
/// A state whose parts a ``Store`` lets views observe one by one.
///
/// The state stays one value: the reducer changes it, a test compares it whole,
/// `onTransition` logs it whole. What changes is what a view is told. Reading
/// `store.field` (through the store's dynamic members) tells Observation that
/// the view read that part of the state; after each intent the store compares
/// each part someone has read with its value before the intent, and tells only
/// the readers of those that changed. Typing a letter then redraws the field
/// alone, and not every part of the screen.
///
/// No list of fields: the store learns a part the first time a view reads it
/// (``ObservedParts``). A part no one has read has no reader to tell. The price:
/// the state before an intent is kept until it is compared, so an intent that
/// changes the list copies it once (copy-on-write, Apple's `Array`
/// documentation); lesson 08 measures it. The Composable Architecture's
/// `@ObservableState` macro gives its states the same granularity by rewriting
/// each stored property; this package takes no macro, so it compares instead.
public protocol ObservableState: Equatable {}
// snippet.end

/// One part of a state, as a member of the object that holds the state: what a view read, what is
/// about to change, what changed.
struct ObservedMember<Subject: Observable> {
  /// Tells a registrar that the part was read.
  let access: (ObservationRegistrar, Subject) -> Void
  /// Tells a registrar that the part is about to change.
  let willSet: (ObservationRegistrar, Subject) -> Void
  /// Tells a registrar that it has changed.
  let didSet: (ObservationRegistrar, Subject) -> Void

  init<Value>(_ member: KeyPath<Subject, Value>) {
    access = { registrar, subject in registrar.access(subject, keyPath: member) }
    willSet = { registrar, subject in registrar.willSet(subject, keyPath: member) }
    didSet = { registrar, subject in registrar.didSet(subject, keyPath: member) }
  }
}

/// The parts of a state that views have read, each learnt at its first read: a stored property
/// (`\.field`), a path through one (`\.detail?.field`) or a computed property. After an intent,
/// the store asks which of them changed.
///
/// A part is made into a member of the object once, at its first read, and kept: building a key
/// path through a generic type costs microseconds, more than a typed letter's whole intent.
///
/// Not isolated to the main actor, though only the store's main actor uses it. Isolated, it made a
/// typed letter in MVI at 10⁵ todos take 44–55 µs instead of 26 µs (`archlab bench --gestures
/// type`): every intent calls its closures, one per part, and Swift may check an isolated
/// closure's actor at run time at each call (SE-0423; lesson 08 found such checks in `map`).
final class ObservedParts<Subject: Observable, State: ObservableState> {
  private struct Part {
    let changed: (State, State) -> Bool
    let member: ObservedMember<Subject>
  }

  private let state: KeyPath<Subject, State>
  private var parts: [Part] = []
  private var byPath: [PartialKeyPath<State>: Int] = [:]
  /// The whole state, as one member: what a reader of `store.state` observes.
  private let whole: ObservedMember<Subject>

  init(_ state: KeyPath<Subject, State>) {
    self.state = state
    whole = ObservedMember(state)
  }

  /// Tells `registrar` that `subject`'s state was read whole.
  func accessWhole(_ registrar: ObservationRegistrar, _ subject: Subject) {
    whole.access(registrar, subject)
  }

  /// Tells `registrar` that the part `path` of `subject`'s state was read, learning it if it is new.
  func access<Value: Equatable>(
    _ path: KeyPath<State, Value>, _ registrar: ObservationRegistrar, _ subject: Subject
  ) {
    if let index = byPath[path] {
      parts[index].member.access(registrar, subject)
      return
    }
    let part = Part(
      changed: { old, new in Self.differ(old[keyPath: path], new[keyPath: path]) },
      member: ObservedMember(state.appending(path: path)))
    byPath[path] = parts.count
    parts.append(part)
    part.member.access(registrar, subject)
  }

  /// The members to tell of a change from `old` to `new`: each part read that differs, and the
  /// whole state if anything does.
  func changed(from old: State, to new: State) -> [ObservedMember<Subject>] {
    let changed = parts.filter { $0.changed(old, new) }.map(\.member)
    if !changed.isEmpty { return changed + [whole] }
    return old == new ? [] : [whole]
  }

  /// Whether two values differ. The same bytes are the same value: an array the intent didn't
  /// touch still shares its storage with the state before, and is not compared todo by todo.
  private static func differ<Value: Equatable>(_ old: Value, _ new: Value) -> Bool {
    let same = withUnsafeBytes(of: old) { old in withUnsafeBytes(of: new) { new in old.elementsEqual(new) } }
    return !same && old != new
  }
}
