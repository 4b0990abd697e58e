// Says what changed between two values of a state, field by field, in a few words.
// Only the fields that changed are described, and a list by what changed in it, never as a whole.

import ScreenContract
import SharedModel

/// Compact descriptions of the changes between two values of a state.
public enum StateDiff {
  /// For a struct, one line per field that changed (`state.isLoading: false → true`);
  /// for anything else, the whole value when it changed (`state: idle → loading(previous: nil)`).
  ///
  /// Fields are compared with `==` before anything is described, so an unchanged
  /// list costs a comparison, and a changed one is told by its difference:
  /// `state.todos: + [ ] Buy milk`.
  public static func changes<Value>(of name: String, from old: Value, to new: Value) -> [String] {
    let oldMirror = Mirror(reflecting: old)
    if oldMirror.displayStyle == .struct, !(old is Profile), !(old is Todo) {
      let newMirror = Mirror(reflecting: new)
      return zip(oldMirror.children, newMirror.children).flatMap { before, after in
        change(
          of: name.isEmpty ? before.label ?? "?" : "\(name).\(before.label ?? "?")", from: before.value, to: after.value
        )
      }
    }
    return change(of: name, from: old, to: new)
  }

  private static func change(of name: String, from old: Any, to new: Any) -> [String] {
    if areEqual(old, new) { return [] }
    switch (old, new) {
    case (let old as [Todo], let new as [Todo]):
      return ["\(name): " + listChange(old, new)]
    case (let old as Set<Todo.ID>, let new as Set<Todo.ID>):
      let added = new.subtracting(old).map(\.rawValue).sorted().map { "+ \($0)" }
      let removed = old.subtracting(new).map(\.rawValue).sorted().map { "− \($0)" }
      return ["\(name): " + (added + removed).joined(separator: ", ")]
    default:
      if Mirror(reflecting: old).displayStyle == .struct, !(old is Profile), !(old is Todo) {
        return changes(of: name, from: old, to: new)
      }
      return ["\(name): \(describe(old)) → \(describe(new))"]
    }
  }

  /// What changed between two lists of todos: the common start and end are left out.
  private static func listChange(_ old: [Todo], _ new: [Todo]) -> String {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = old[prefix..<(old.count - suffix)]
    let added = new[prefix..<(new.count - suffix)]
    if removed.count == added.count, removed.count <= 3,
      zip(removed, added).allSatisfy({ $0.id == $1.id })
    {
      return zip(removed, added).map { "\($0.narration) → \($1.narration)" }.joined(separator: ", ")
    }
    let parts =
      removed.prefix(3).map { "− \($0.narration)" } + (removed.count > 3 ? ["− \(removed.count - 3) more"] : [])
      + added.prefix(3).map { "+ \($0.narration)" } + (added.count > 3 ? ["+ \(added.count - 3) more"] : [])
    return parts.joined(separator: ", ")
  }

  /// Whether two values are equal, for values whose type is `Equatable`; false for any other.
  private static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
  }

  /// A short description: strings quoted, todos as rows, profiles by name, enums with their payloads.
  public static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: return "\"\(text)\""
    case let todo as Todo: return todo.narration
    case let profile as Profile: return "Profile(\(profile.name))"
    case let id as Todo.ID: return id.rawValue
    case let bool as Bool: return "\(bool)"
    case let number as Int: return "\(number)"
    case let todos as [Todo]: return todos.narration
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    case .collection:
      return "[" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + "]"
    case .set:
      return "{" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "}"
    case .enum:
      guard let payload = mirror.children.first else { return "\(value)" }
      let name = payload.label ?? "\(value)"
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        let parts = inner.children.map { child in
          (child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? "") + describe(child.value)
        }
        return "\(name)(\(parts.joined(separator: ", ")))"
      }
      return "\(name)(\(describe(payload.value)))"
    case .struct:
      let parts = mirror.children.map { "\($0.label ?? "?"): \(describe($0.value))" }
      return "\(String(describing: type(of: value)))(\(parts.joined(separator: ", ")))"
    default:
      return "\(value)"
    }
  }
}

extension Equatable {
  /// `self == other`, when `other` is of the same type.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
