// Says what changed between two values of a state, field by field, in a few words.

import SharedModel

/// Compact descriptions of state values and of their changes.
enum StateDiff {
  /// For a struct, one line per field that changed (`state.isLoading: false → true`);
  /// for anything else, the whole value (`state: idle → loading(previous: nil)`).
  static func changes<Value>(of name: String, from old: Value, to new: Value) -> [String] {
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    if oldMirror.displayStyle == .struct, !(old is Profile), !(old is Todo) {
      return zip(oldMirror.children, newMirror.children).compactMap { before, after in
        let label = before.label ?? "?"
        let (was, now) = (describe(before.value), describe(after.value))
        return was == now ? nil : "\(name).\(label): \(was) → \(now)"
      }
    }
    let (was, now) = (describe(old), describe(new))
    return was == now ? [] : ["\(name): \(was) → \(now)"]
  }

  /// A short description: strings quoted, todos as rows, profiles by name, enums with their payloads.
  static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: return "\"\(text)\""
    case let todo as Todo: return "\(todo.isDone ? "[x]" : "[ ]") \(todo.title)"
    case let profile as Profile: return "Profile(\(profile.name))"
    case let id as Todo.ID: return id.rawValue
    case let bool as Bool: return "\(bool)"
    case let number as Int: return "\(number)"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    case .collection:
      let items = mirror.children.map { describe($0.value) }
      return "[" + items.joined(separator: ", ") + "]"
    case .set:
      let items = mirror.children.map { describe($0.value) }.sorted()
      return "{" + items.joined(separator: ", ") + "}"
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
