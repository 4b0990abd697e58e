// Which members of a state changed, found by reflection: every stored property, in the order it is declared.
// Nothing lists a state's fields by hand, so a property added to a state is told with no edit to the lab.

import SharedModel

/// The changes between two values of one state, member by member.
///
///     StateChanges.between(before, after, named: "state")
///     // ["state.todos: + [ ] Buy milk", "state.saving: + todo-1"]
///
/// The members are the value's stored properties as `Mirror` lists them,
/// in the order they are declared. Each is compared with its own `==`, so an
/// unchanged member costs one comparison (a list the step left alone, a look
/// at its storage), and only a member that changed is described:
/// - a list of todos by what changed in it, a set of ids by the ids that came
///   and went (``StateDiff``);
/// - a struct that is a bag of state (not a model value with a narration of its
///   own, not an id) by its own members that changed: `list.todos: …`; an
///   optional one the same way while it holds a value before and after;
/// - an object by its identity: it is a part of the app, told by
///   ``ObservedObjects`` under its own name;
/// - anything else as a whole: `isLoading: false → true`.
public enum StateChanges {
  /// One line per member that changed, named by its path under `name`: `state.list.todos: …`;
  /// with an empty `name`, by the member's path alone.
  public static func between(_ old: Any, _ new: Any, named name: String) -> [String] {
    if isSame(old, new) { return [] }
    if let old = old as? [Todo], let new = new as? [Todo] {
      return ["\(name): " + StateDiff.describe(ListEdit(from: old, to: new), from: old, to: new)]
    }
    if let old = old as? Set<Todo.ID>, let new = new as? Set<Todo.ID> {
      return ["\(name): " + StateDiff.describe(from: old, to: new)]
    }
    if let (old, new) = wrapped(old, new), isBagOfState(old) {
      return between(old, new, named: name)
    }
    if isBagOfState(old), type(of: old) == type(of: new) {
      let members = zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children)
      return members.flatMap { old, new in
        between(old.value, new.value, named: path(name, old.label ?? "?"))
      }
    }
    return ["\(name.isEmpty ? "value" : name): \(StateDiff.describe(old)) → \(StateDiff.describe(new))"]
  }

  /// Whether two values are the same: the same object, or equal by their own `==`.
  ///
  /// A value of a type that is not `Equatable` is compared by its full description.
  static func isSame(_ old: Any, _ new: Any) -> Bool {
    if Mirror(reflecting: old).displayStyle == .class, Mirror(reflecting: new).displayStyle == .class {
      return (old as AnyObject) === (new as AnyObject)
    }
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    return String(reflecting: old) == String(reflecting: new)
  }

  /// `name.member`, or `member` alone under an empty name.
  static func path(_ name: String, _ member: String) -> String {
    name.isEmpty ? member : "\(name).\(member)"
  }

  /// The values two optionals hold, when both hold one.
  private static func wrapped(_ old: Any, _ new: Any) -> (Any, Any)? {
    let (old, new) = (Mirror(reflecting: old), Mirror(reflecting: new))
    guard old.displayStyle == .optional, new.displayStyle == .optional,
      let oldValue = old.children.first?.value, let newValue = new.children.first?.value
    else { return nil }
    return (oldValue, newValue)
  }

  /// A struct with members of its own that is not a value told by name: a model value such as a
  /// todo or a profile (``Narratable``), an entity (`Identifiable`) or an id (`RawRepresentable`).
  private static func isBagOfState(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .struct && !mirror.children.isEmpty && !(value is any Narratable)
      && !(value is any Identifiable) && !(value is any RawRepresentable)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type, equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
