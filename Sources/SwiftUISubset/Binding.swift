// Binding: a pair of closures that read and write a value somewhere else.

/// A read-write reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// The storage and path this binding reaches, when known; it lets a child that receives
  /// `$state` keep its body when its parent re-renders (see InputComparison).
  let identity: BindingIdentity?

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    identity = nil
  }

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: BindingIdentity?) {
    getter = get
    setter = set
    self.identity = identity
  }

  init(box: StateBox<Value>) {
    self.init(get: { box.value }, set: { box.value = $0 }, identity: BindingIdentity(root: ObjectIdentifier(box)))
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      },
      identity: identity?.appending(keyPath))
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: InputComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let identity, let other = other as? Binding<Value> else { return false }
    return identity == other.identity
  }
}

/// Where a binding reads and writes: a storage object and a key path into it.
struct BindingIdentity: Hashable {
  var root: ObjectIdentifier
  var path: [AnyKeyPath] = []

  func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
    BindingIdentity(root: root, path: path + [keyPath])
  }
}
