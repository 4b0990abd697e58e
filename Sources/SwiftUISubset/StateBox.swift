// The storage behind a @State: one per installed property, observable, writable from any thread.

import Foundation
import Observation

/// Holds a `@State` value for the life of its view. Reads register with Observation, so a
/// body that reads the state re-renders when it changes and a body that does not, does not.
final class StateBox<Value>: Observable, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  private var isAlive = true
  private let registrar = ObservationRegistrar()
  /// Reports a write the box refused (its view is gone).
  private let onDroppedWrite: @Sendable (String) -> Void

  init(_ value: Value, onDroppedWrite: @escaping @Sendable (String) -> Void) {
    stored = value
    self.onDroppedWrite = onDroppedWrite
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return lock.withLock { stored }
    }
    set {
      let (alive, same) = lock.withLock { (isAlive, equalByValue(stored, newValue)) }
      guard alive else {
        onDroppedWrite("A write to @State of type \(Value.self) after its view was removed was dropped.")
        return
      }
      // An equal value changes nothing on screen; SwiftUI does not re-render for it either.
      guard !same else { return }
      registrar.withMutation(of: self, keyPath: \.value) {
        lock.withLock { stored = newValue }
      }
    }
  }

  /// The view is gone: later writes are dropped (Apple is silent; the conservative choice).
  func invalidate() {
    lock.withLock { isAlive = false }
  }
}

/// What a `State` (or `SceneStorage`) value in a view struct points at: shared by every
/// copy of that struct, set when the host installs the property.
final class StorageLink<Box: AnyObject>: @unchecked Sendable {
  private let lock = NSLock()
  private var installed: Box?

  var box: Box? {
    get { lock.withLock { installed } }
    set { lock.withLock { installed = newValue } }
  }
}
