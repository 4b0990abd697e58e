// Says in a few words what a value is, and how a field of a state changed.
// A list is told by what changed in it, never as a whole; ``StateChanges`` decides which members changed.

import ScreenContract
import SharedModel

/// Compact descriptions of values and of their changes, for the notes of the inside story.
///
/// ``StateChanges`` decides which members of a state changed; these say how, in a few words.
public enum StateDiff {
  /// What changed between two lists of todos: the common start and end are left out.
  ///
  /// A change in place tells the todo before and after (`[ ] Buy milk → [x] Buy milk`);
  /// otherwise, what went and what came, three of each at most: `− [ ] A, + [ ] B`.
  static func describe(_ edit: ListEdit, from old: [Todo], to new: [Todo]) -> String {
    let removed = old[edit.removed]
    let added = new[edit.added]
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

  /// The ids that came and went between two sets, each in order: `+ todo-1, − todo-2`.
  static func describe(from old: Set<Todo.ID>, to new: Set<Todo.ID>) -> String {
    let added = new.subtracting(old).map(\.rawValue).sorted().map { "+ \($0)" }
    let removed = old.subtracting(new).map(\.rawValue).sorted().map { "− \($0)" }
    return (added + removed).joined(separator: ", ")
  }

  /// A short description: strings quoted, todos as rows, profiles by name, enums with their payloads,
  /// objects by their type and id.
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
    case .class:
      // An object is a part of the app, told under its own name: here, only which one it is.
      let id = mirror.children.first { $0.label == "id" }.map { "(\(describe($0.value)))" }
      return String(describing: type(of: value)) + (id ?? "")
    case .struct:
      let parts = mirror.children.map { "\($0.label ?? "?"): \(describe($0.value))" }
      return "\(String(describing: type(of: value)))(\(parts.joined(separator: ", ")))"
    default:
      return "\(value)"
    }
  }
}
