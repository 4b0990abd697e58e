// Decides whether a view's inputs changed, conservatively: equal only when provably equal.

import Foundation
@_spi(Reflection) import Swift

/// A value whose sameness as a view input the comparison cannot find by reflection.
protocol InputComparable {
  func isSameInput(as other: Any) -> Bool
}

/// SwiftUI skips a child's body when the child's stored properties did not change. The subset
/// counts them equal only when it can prove it:
/// - two values with the same bytes: the same references, the same inline values, the very
///   same closure;
/// - an `Equatable` value by `==`;
/// - a class instance by identity;
/// - a struct, tuple, enum or optional member by member;
/// - `@State`, `@SceneStorage` and `@Environment` as equal (their storage is the node's);
/// - a `Binding` by the storage and key path it reaches, if it has them;
/// - anything else (a closure, a `Binding(get:set:)`) as changed.
@MainActor enum InputComparison {
  static func provablyEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    sameBytes(lhs, rhs) || equal(lhs, rhs, depth: 0)
  }

  /// Whether two values are of one type and have the same bytes. They are then the same value:
  /// their references point at the same objects, a closure's at the same function and context.
  /// Different bytes prove nothing (padding, two buffers holding the same text), so this is
  /// only a first, cheap answer.
  static func sameBytes(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return withBytes(of: lhs) { left in withBytes(of: rhs) { right in same(left, right, 0, left.count) } }
  }

  private static func withBytes<R>(of value: Any, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    func open<T>(_ value: T) -> R { withUnsafeBytes(of: value, body) }
    return open(value)
  }

  private static func same(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer, _ offset: Int, _ size: Int)
    -> Bool
  {
    guard size > 0 else { return true }
    guard left.count == right.count, offset + size <= left.count, let a = left.baseAddress, let b = right.baseAddress
    else { return false }
    return memcmp(a + offset, b + offset, size) == 0
  }

  private static func equal(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard depth < 12, type(of: lhs) == type(of: rhs) else { return false }
    switch kind(of: lhs) {
    case .compared(let same): return same(lhs, rhs)
    case .members(let layout):
      guard let left = unboxed(lhs), let right = unboxed(rhs) else { return false }
      return equalStructs(left, right, layout, depth: depth)
    case .object: return (lhs as AnyObject) === (rhs as AnyObject)
    case .reflected: return equalReflected(lhs, rhs, depth: depth)
    }
  }

  /// How values of one type are compared, found once per type: asking a value at each comparison
  /// whether it conforms to a protocol costs a conformance lookup, and most view types conform to
  /// neither that is asked of them.
  private enum Kind {
    /// By the type's own `isSameInput(as:)` or `==`, the value cast to its type.
    case compared((Any, Any) -> Bool)
    /// Member by member, at the offsets of the struct's or tuple's layout.
    case members(StructLayout)
    /// A class instance, by identity.
    case object
    /// By reflection: an enum, an optional, what has no layout.
    case reflected
  }

  private static var kinds: [ObjectIdentifier: Kind] = [:]

  private static func kind(of value: Any) -> Kind {
    let key = ObjectIdentifier(type(of: value))
    if let known = kinds[key] { return known }
    let kind: Kind
    if let comparable = value as? any InputComparable {
      kind = .compared(sameInput(comparable))
    } else if let equatable = value as? any Equatable {
      kind = .compared(equalValues(equatable))
    } else if let layout = StructLayout.of(value) {
      kind = .members(layout)
    } else if Mirror(reflecting: value).displayStyle == .class {
      kind = .object
    } else {
      kind = .reflected
    }
    kinds[key] = kind
    return kind
  }

  private static func sameInput<T: InputComparable>(_: T) -> (Any, Any) -> Bool {
    { lhs, rhs in (lhs as? T)?.isSameInput(as: rhs) ?? false }
  }

  private static func equalValues<T: Equatable>(_: T) -> (Any, Any) -> Bool {
    { lhs, rhs in
      guard let left = lhs as? T, let right = rhs as? T else { return false }
      return left == right
    }
  }

  private static func equalReflected(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
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

  /// The value as its own type. A member that reflection read from an existential (an `any View`)
  /// comes as an `Any` holding that existential, whose bytes are the existential's: its box or
  /// inline buffer, its type, its witness table, not the value's members at their offsets.
  /// Nil if the value can't be had as its own type: then nothing is proved.
  private static func unboxed(_ value: Any) -> Any? {
    let dynamicType = type(of: value)
    func holdsItself<T>(_: T) -> Bool { T.self == dynamicType }
    if holdsItself(value) { return value }
    func cast<U>(_: U.Type) -> Any? { value as? U }
    return cast(dynamicType)
  }

  /// A struct member by member, each member's layout known from its type once: members with the
  /// same bytes are equal; a closure or an object whose bytes differ is a changed input (another
  /// closure, another object); any other member whose bytes differ is read at its offset, as the
  /// type the layout recorded, and compared as a value. An optional member is read by reflection
  /// instead: it may be a `weak` reference, whose storage is not an optional's, and only the
  /// member's field record says so. `Mirror` finds each member's type from its mangled name every
  /// time it is asked, microseconds a member.
  private static func equalStructs(_ lhs: Any, _ rhs: Any, _ layout: StructLayout, depth: Int) -> Bool {
    // Members read by reflection, if any differ: few types have an optional member.
    var reflected: [Int] = []
    let loadedAreEqual: Bool = withBytes(of: lhs) { left in
      withBytes(of: rhs) { right in
        // Identities first, however deep in plain members they lie: a closure or an object that
        // differs settles it without reading the rest.
        for identity in layout.identities where !same(left, right, identity.offset, identity.size) {
          return false
        }
        for (index, field) in layout.fields.enumerated()
        where !field.isIdentity && !same(left, right, field.offset, field.size) {
          guard field.canBeLoaded else {
            reflected.append(index)
            continue
          }
          guard let old = field.value(in: left), let new = field.value(in: right), equal(old, new, depth: depth + 1)
          else { return false }
        }
        return true
      }
    }
    guard loadedAreEqual else { return false }
    if reflected.isEmpty { return true }
    let left = Mirror(reflecting: lhs).children
    let right = Mirror(reflecting: rhs).children
    guard left.count == layout.fields.count, right.count == layout.fields.count else { return false }
    return reflected.allSatisfy { index in
      equal(
        left[left.index(left.startIndex, offsetBy: index)].value,
        right[right.index(right.startIndex, offsetBy: index)].value, depth: depth + 1)
    }
  }
}

/// Where a struct's stored properties lie, found once per type: the offsets and sizes that let
/// the comparison tell which members changed by their bytes alone.
@MainActor struct StructLayout {
  struct Field {
    let offset: Int
    let size: Int
    /// A closure or an object: other bytes are another one.
    let isIdentity: Bool
    /// The member's declared type, to read it from the struct's bytes.
    let type: Any.Type
    /// Whether the member's storage is a value of `type`: not an optional, which may be `weak`.
    let canBeLoaded: Bool

    /// The member, copied out of `bytes`, the storage of a value of the struct's own type, aligned
    /// for the struct and so for each of its members.
    func value(in bytes: UnsafeRawBufferPointer) -> Any? {
      guard let base = bytes.baseAddress, offset + size <= bytes.count else { return nil }
      let offset = offset
      func open<T>(_: T.Type) -> Any { base.load(fromByteOffset: offset, as: T.self) }
      let memberType: Any.Type = type
      return open(memberType)
    }
  }

  let fields: [Field]
  /// Every closure and object at a fixed place in the value: its own members, and those of its
  /// struct and tuple members that are compared member by member (not by `==` or their own
  /// comparison), and so on down. One whose bytes differ makes the values different, wherever it
  /// lies, so the comparison looks at these first.
  let identities: [(offset: Int, size: Int)]

  private static var cache: [ObjectIdentifier: StructLayout?] = [:]

  /// The layout of the value's type; nil for what is not a struct or a tuple.
  static func of(_ value: Any) -> StructLayout? {
    let type = type(of: value)
    let key = ObjectIdentifier(type)
    if let cached = cache[key] { return cached }
    let style = Mirror(reflecting: value).displayStyle
    guard style == .struct || style == .tuple else {
      cache[key] = .some(nil)
      return nil
    }
    var fields: [Field] = []
    let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      let isIdentity =
        switch kind {
        case .function, .class, .foreignClass, .objcClassWrapper: true
        default: false
        }
      fields.append(
        Field(
          offset: offset, size: size(of: fieldType), isIdentity: isIdentity, type: fieldType,
          canBeLoaded: !isIdentity && kind != .optional))
      return true
    }
    let layout = isStruct ? StructLayout(fields: fields, identities: identities(of: type, at: 0, depth: 0)) : nil
    cache[key] = .some(layout)
    return layout
  }

  private static func identities(of type: Any.Type, at base: Int, depth: Int) -> [(offset: Int, size: Int)] {
    var found: [(offset: Int, size: Int)] = []
    guard depth < 12 else { return found }
    _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      switch kind {
      case .function, .class, .foreignClass, .objcClassWrapper:
        found.append((base + offset, size(of: fieldType)))
      case .struct, .tuple:
        if !(fieldType is any InputComparable.Type) && !(fieldType is any Equatable.Type) {
          found += identities(of: fieldType, at: base + offset, depth: depth + 1)
        }
      default:
        break
      }
      return true
    }
    return found
  }

  private static func size(of type: Any.Type) -> Int {
    func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return open(type)
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
