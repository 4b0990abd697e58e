// @Bindable: bindings to the properties of an Observable object.

import Observation

/// Makes bindings to the mutable properties of an observable object, in a view's stored
/// properties or as a local variable in `body`.
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
  public var wrappedValue: Value

  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 },
      identity: BindingIdentity(root: ObjectIdentifier(object), path: [keyPath]))
  }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
