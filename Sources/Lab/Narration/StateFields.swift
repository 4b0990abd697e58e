// The fields of a state that the narration tells, each read through a key path and compared with its own `==`.
// Written once for each state, beside the driver that tells it: nothing walks a whole state by reflection.

import SharedModel

/// How the narration reads one kind of state: its fields, in order, and how each one tells its change.
///
///     let fields = StateFields<TodosState>(
///       .field("todos", \.todos), .field("saving", \.saving), .field("isLoading", \.isLoading))
///     fields.changes(of: "state", from: before, to: after)
///     // ["state.todos: + [ ] Buy milk", "state.saving: + todo-1"]
///
/// Each field is compared with its own `==`, so an unchanged field costs one
/// comparison (a list the step left alone, a look at its storage), and only a
/// field that changed is described. A state's fields are listed by hand, so a
/// test checks each list against the state's stored properties.
public struct StateFields<State> {
  /// One field: its name, and the lines that tell how it changed between two states.
  public struct Field {
    /// The field's name, e.g. `isLoading`; empty for a state told as a whole.
    public let name: String
    let changes: (_ name: String, _ old: State, _ new: State) -> [String]
  }

  /// The fields, in the order they are told.
  public let fields: [Field]

  public init(_ fields: Field...) {
    self.fields = fields
  }

  /// One line per field that changed, each named under `name`: `state.isLoading: false → true`;
  /// with an empty `name`, by the field's name alone: `isLoading: false → true`.
  public func changes(of name: String, from old: State, to new: State) -> [String] {
    fields.flatMap { field in
      let fullName = field.name.isEmpty ? name : name.isEmpty ? field.name : "\(name).\(field.name)"
      return field.changes(fullName, old, new)
    }
  }
}

extension StateFields where State: Equatable {
  /// A state told as one value, such as an enum: `state: idle → loading(previous: nil)`.
  public static var whole: StateFields {
    StateFields(.field("", \.self))
  }
}

extension StateFields.Field {
  /// A field told as a whole when it changed: `state.field: "" → "Buy milk"`.
  public static func field<Value: Equatable>(_ name: String, _ keyPath: KeyPath<State, Value>) -> Self {
    Self(name: name) { name, old, new in
      let (before, after) = (old[keyPath: keyPath], new[keyPath: keyPath])
      return before == after ? [] : ["\(name): \(StateDiff.describe(before)) → \(StateDiff.describe(after))"]
    }
  }

  /// A list of todos, told by what changed in it: `state.todos: + [ ] Buy milk`.
  public static func field(_ name: String, _ keyPath: KeyPath<State, [Todo]>) -> Self {
    Self(name: name) { name, old, new in
      let (before, after) = (old[keyPath: keyPath], new[keyPath: keyPath])
      let edit = ListEdit(from: before, to: after)
      return edit.isEmpty ? [] : ["\(name): " + StateDiff.describe(edit, from: before, to: after)]
    }
  }

  /// A set of ids, told by the ids that came and went: `state.saving: + todo-1, − todo-2`.
  public static func field(_ name: String, _ keyPath: KeyPath<State, Set<Todo.ID>>) -> Self {
    Self(name: name) { name, old, new in
      let (before, after) = (old[keyPath: keyPath], new[keyPath: keyPath])
      return before == after ? [] : ["\(name): " + StateDiff.describe(from: before, to: after)]
    }
  }

  /// A struct held by the state, told field by field: `state.list.todos: + [ ] Buy milk`.
  public static func fields<Value>(
    _ name: String, _ keyPath: KeyPath<State, Value>, _ inner: StateFields<Value>
  ) -> Self {
    Self(name: name) { name, old, new in
      inner.changes(of: name, from: old[keyPath: keyPath], to: new[keyPath: keyPath])
    }
  }
}
