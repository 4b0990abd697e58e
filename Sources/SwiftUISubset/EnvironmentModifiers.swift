// .environment(_ object:) and .disabled: what the content inherits.

import Observation

/// `.environment(_ object:)`: the object for its type in the subtree; `nil` removes it.
struct EnvironmentObjectModifier: PrimitiveModifier {
  let key: ObjectIdentifier
  let object: AnyObject?

  func modify(_ environment: inout EnvironmentValues, in node: Node) {
    environment.objects[key] = object
  }
}

/// `.disabled(_:)`: an outer `true` wins over anything inside.
struct DisabledModifier: PrimitiveModifier {
  let isDisabled: Bool

  func modify(_ environment: inout EnvironmentValues, in node: Node) {
    environment.isEnabled = environment.isEnabled && !isDisabled
  }
}

extension View {
  /// Gives the subtree an observable object, found by its type with `@Environment(T.self)`.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
  }

  /// Disables the controls of the subtree when `disabled` is true.
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }
}
