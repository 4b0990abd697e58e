// @State, with Apple's initialisers and its storage rule: the first value is kept.

/// A value a view owns, kept for as long as the view is in the tree.
///
/// The initial expression runs each time the view struct is created; only the value from
/// the first creation is stored, later ones are ignored.
@propertyWrapper public struct State<Value>: DynamicProperty {
  let initialValue: Value
  let link = StorageLink<StateBox<Value>>()

  public init(wrappedValue value: Value) {
    initialValue = value
  }

  public init(initialValue value: Value) {
    initialValue = value
  }

  public var wrappedValue: Value {
    get { link.box?.value ?? initialValue }
    nonmutating set {
      guard let box = link.box else {
        ViewHost.report("A write to @State of type \(Value.self) before it was installed on a view was dropped.")
        return
      }
      box.value = newValue
    }
  }

  /// A binding to the stored value; before installation, a constant binding of the initial
  /// value, as SwiftUI gives with a runtime warning.
  public var projectedValue: Binding<Value> {
    guard let box = link.box else {
      ViewHost.report(
        "Accessing State's value outside of being installed on a View. "
          + "This will result in a constant Binding of the initial value and will not update.")
      return .constant(initialValue)
    }
    return Binding(box: box)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: Sendable where Value: Sendable {}

extension State: InstallableProperty {
  func install(in node: Node, key: String) {
    let box = (node.storage[key] as? StateInstallation<Value>)?.box ?? makeBox(in: node, key: key)
    link.box = box
  }

  @MainActor private func makeBox(in node: Node, key: String) -> StateBox<Value> {
    let tracker = node.host.tracker
    let box = StateBox(initialValue) { tracker.warn($0) }
    node.storage[key] = StateInstallation(box)
    return box
  }
}

extension State: InputComparable {
  /// A state's storage belongs to the node, not to the view value: never a changed input.
  func isSameInput(as other: Any) -> Bool { true }
}

/// A node's record of a `@State` it holds, invalidated when the node goes.
@MainActor final class StateInstallation<Value>: Installation {
  let box: StateBox<Value>
  init(_ box: StateBox<Value>) { self.box = box }
  func invalidate() { box.invalidate() }
}
