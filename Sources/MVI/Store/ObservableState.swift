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
  /// Whether the field differs between two states.
  func changed(from old: Root, to new: Root) -> Bool
  /// Tells `registrar` that the field of `subject`'s state, reached through `state`, was read.
  func access<Subject: Observable>(
    _ registrar: ObservationRegistrar, _ subject: Subject, _ state: KeyPath<Subject, Root>)
  /// Tells `registrar` that the field of `subject`'s state, reached through `state`, is about to change.
  func willSet<Subject: Observable>(
    _ registrar: ObservationRegistrar, _ subject: Subject, _ state: KeyPath<Subject, Root>)
  /// Tells `registrar` that it has changed.
  func didSet<Subject: Observable>(
    _ registrar: ObservationRegistrar, _ subject: Subject, _ state: KeyPath<Subject, Root>)
}

/// A stored property of type `Value`, compared with `==`.
public struct Field<Root, Value: Equatable>: ObservedField {
  public let keyPath: KeyPath<Root, Value>

  public init(_ keyPath: KeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  public func changed(from old: Root, to new: Root) -> Bool {
    let (old, new) = (old[keyPath: keyPath], new[keyPath: keyPath])
    // The same bytes are the same value: an array the intent didn't touch still shares its
    // storage with the state before, and is not compared todo by todo.
    let same = withUnsafeBytes(of: old) { old in withUnsafeBytes(of: new) { new in old.elementsEqual(new) } }
    return !same && old != new
  }

  public func access<Subject: Observable>(
    _ registrar: ObservationRegistrar, _ subject: Subject, _ state: KeyPath<Subject, Root>
  ) {
    registrar.access(subject, keyPath: state.appending(path: keyPath))
  }

  public func willSet<Subject: Observable>(
    _ registrar: ObservationRegistrar, _ subject: Subject, _ state: KeyPath<Subject, Root>
  ) {
    registrar.willSet(subject, keyPath: state.appending(path: keyPath))
  }

  public func didSet<Subject: Observable>(
    _ registrar: ObservationRegistrar, _ subject: Subject, _ state: KeyPath<Subject, Root>
  ) {
    registrar.didSet(subject, keyPath: state.appending(path: keyPath))
  }
}
// snippet.end
