// ObservableState: a screen's state is one value, and a view still observes only the fields it reads.
// Read in lesson 02 (MVI); every state of the Store conforms to it.

import Observation

// snippet.mvi-observable-state
/// A state whose stored properties a ``Store`` lets views observe one by one.
///
/// The state stays one value: the reducer changes it, a test compares it whole,
/// `onTransition` logs it whole. What changes is what a view is told. Reading
/// `store.field` (through the store's dynamic members) tells Observation that
/// the view read that field; after each intent the store compares the fields
/// one by one with the state before it, and tells only the readers of those
/// that changed. Typing a letter then redraws the field alone, and not every
/// part of the screen. The price: the state before an intent is kept until it
/// is compared, so an intent that changes the list copies it once
/// (copy-on-write, Apple's `Array` documentation); lesson 08 measures it.
///
/// The Composable Architecture's `@ObservableState` macro gives its states the
/// same granularity; without a macro, a state lists its fields itself.
public protocol ObservableState {
  /// Every stored property of the state, each with how to tell that it changed.
  static var observedFields: [any ObservedField<Self>] { get }
}

/// One stored property of a state, as a ``Store`` observes it.
public protocol ObservedField<Root> {
  associatedtype Root
  /// The property, as a key path from the state.
  var keyPath: PartialKeyPath<Root> { get }
  /// Whether the field differs between two states.
  func changed(from old: Root, to new: Root) -> Bool
  /// The field as Observation knows it: a member of `Subject`, reached through `state`.
  ///
  /// A store makes it once, when it starts, and not at every read and change: building a key path
  /// through a generic type costs microseconds, more than a typed letter's whole intent.
  func member<Subject: Observable>(through state: KeyPath<Subject, Root>) -> ObservedMember<Subject>
}

/// One field of a state, as a member of the object that holds the state: what a view read, what is
/// about to change, what changed.
public struct ObservedMember<Subject: Observable> {
  /// Tells a registrar that the field of a subject was read.
  public let access: (ObservationRegistrar, Subject) -> Void
  /// Tells a registrar that the field of a subject is about to change.
  public let willSet: (ObservationRegistrar, Subject) -> Void
  /// Tells a registrar that it has changed.
  public let didSet: (ObservationRegistrar, Subject) -> Void
}

/// A stored property of type `Value`, compared with `==`.
public struct Field<Root, Value: Equatable>: ObservedField {
  public let path: KeyPath<Root, Value>

  public init(_ keyPath: KeyPath<Root, Value>) {
    self.path = keyPath
  }

  public var keyPath: PartialKeyPath<Root> { path }

  public func changed(from old: Root, to new: Root) -> Bool {
    let (old, new) = (old[keyPath: path], new[keyPath: path])
    // The same bytes are the same value: an array the intent didn't touch still shares its
    // storage with the state before, and is not compared todo by todo.
    let same = withUnsafeBytes(of: old) { old in withUnsafeBytes(of: new) { new in old.elementsEqual(new) } }
    return !same && old != new
  }

  public func member<Subject: Observable>(through state: KeyPath<Subject, Root>) -> ObservedMember<Subject> {
    let member = state.appending(path: path)
    return ObservedMember(
      access: { registrar, subject in registrar.access(subject, keyPath: member) },
      willSet: { registrar, subject in registrar.willSet(subject, keyPath: member) },
      didSet: { registrar, subject in registrar.didSet(subject, keyPath: member) })
  }
}
// snippet.end

/// The fields of a state as members of the object that holds it, made once when the object starts:
/// building a key path through a generic type, at every read and every change, cost more than the
/// rest of a typed letter's intent (lesson 08 measures the store).
struct StateFields<Subject: Observable, State: ObservableState> {
  private let fields: [(field: any ObservedField<State>, member: ObservedMember<Subject>)]
  private let byPath: [PartialKeyPath<State>: ObservedMember<Subject>]

  init(_ state: KeyPath<Subject, State>) {
    fields = State.observedFields.map { ($0, $0.member(through: state)) }
    byPath = Dictionary(fields.map { ($0.field.keyPath, $0.member) }) { first, _ in first }
  }

  /// Tells `registrar` that every field of `subject`'s state was read.
  func accessAll(_ registrar: ObservationRegistrar, _ subject: Subject) {
    for field in fields { field.member.access(registrar, subject) }
  }

  /// Tells `registrar` that `keyPath` of `subject`'s state was read. A path deeper than a field
  /// (`\.detail?.field`) reads every field: readers are told field by field, and a deeper path
  /// would otherwise never hear of a change.
  func access(_ keyPath: PartialKeyPath<State>, _ registrar: ObservationRegistrar, _ subject: Subject) {
    guard let member = byPath[keyPath] else { return accessAll(registrar, subject) }
    member.access(registrar, subject)
  }

  /// The fields that differ between two states.
  func changed(from old: State, to new: State) -> [ObservedMember<Subject>] {
    fields.filter { $0.field.changed(from: old, to: new) }.map(\.member)
  }
}
