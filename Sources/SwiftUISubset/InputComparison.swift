// Decides whether a view's inputs changed, conservatively: equal only when provably equal.

/// A value whose sameness as a view input the comparison cannot find by reflection.
protocol InputComparable {
  func isSameInput(as other: Any) -> Bool
}

/// SwiftUI skips a child's body when the child's stored properties did not change. It
/// compares them bitwise or with `==`; the subset compares them by reflection, and counts
/// them equal only when it can prove it:
/// - an `Equatable` value by `==`;
/// - a class instance by identity;
/// - a struct, tuple, enum or optional member by member;
/// - `@State`, `@SceneStorage` and `@Environment` as equal (their storage is the node's);
/// - a `Binding` by the storage and key path it reaches, if it has them;
/// - anything else (a closure, a `Binding(get:set:)`) as changed.
enum InputComparison {
  static func provablyEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    equal(lhs, rhs, depth: 0)
  }

  private static func equal(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard depth < 12, type(of: lhs) == type(of: rhs) else { return false }
    if let comparable = lhs as? any InputComparable { return comparable.isSameInput(as: rhs) }
    if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .struct, .tuple, .optional, .enum:
      guard left.children.count == right.children.count else { return false }
      if left.displayStyle == .enum && left.children.isEmpty {
        // A case without payload, and no `==` to tell which one.
        return false
      }
      for (a, b) in zip(left.children, right.children) {
        guard a.label == b.label, equal(a.value, b.value, depth: depth + 1) else { return false }
      }
      return true
    default:
      // Functions and anything else reflection cannot look into.
      return false
    }
  }
}

extension Equatable {
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Whether two values are provably equal by `==`; false when they are not `Equatable`.
func equalByValue(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let equatable = lhs as? any Equatable else { return false }
  return equatable.isEqual(to: rhs)
}
