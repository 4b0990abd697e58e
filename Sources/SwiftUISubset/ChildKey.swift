// A child's identity among its siblings: its structural position or explicit id, and its type.

/// Where a child sits in its parent: the parts of a view's identity that are not its type.
enum Slot: Hashable {
  /// The single child of a view: its body, or the content of a modifier or container.
  case content
  /// The n-th view of a builder block.
  case index(Int)
  /// A branch of `if`/`else` or `switch`: the two branches are distinct identities.
  case branch(Bool)
  /// An explicit id: a `ForEach` element's id or an `.id(_:)` value.
  case id(AnyHashable)
  /// A position made of several parts (a navigation path entry: index and value).
  case path([AnyHashable])
}

/// A child's identity: its slot and its type. A different type at the same slot is a
/// different view, so it replaces the old one with fresh state.
struct ChildKey: Hashable {
  var slot: Slot
  var type: ObjectIdentifier

  init(_ slot: Slot, _ view: any View) {
    self.slot = slot
    self.type = ObjectIdentifier(Swift.type(of: view))
  }
}

/// A child to reconcile: its identity, its new value and the environment it inherits.
struct ChildSpec {
  var key: ChildKey
  var view: any View
  var environment: EnvironmentValues

  init(_ slot: Slot, _ view: any View, _ environment: EnvironmentValues) {
    self.key = ChildKey(slot, view)
    self.view = view
    self.environment = environment
  }
}
