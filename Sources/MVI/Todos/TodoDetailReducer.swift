// TodoDetailReducer: the Todo screen as a child feature: its own state, intents and reducer, and what it
// asks of the list it sits on. Lesson 10 reads it: a child scoped from its parent, as TCA's ifLet scopes one.

import SharedModel

// snippet.mvi-todo-detail-reducer (N1, N4, N5)
/// What the Todo screen asks of the Todos screen it is pushed over: the list's own work, on the one
/// list, so nothing is done twice (TCA calls these delegate actions).
public enum TodoDetailDelegate: Equatable, Sendable {
  /// Back: the Todo screen goes (N1).
  case close
  /// Save: the todo `id` takes the title the field holds, by the list's rules (N4).
  case rename(Todo.ID, to: String)
  /// The done mark: the list's own toggle (N5).
  case toggle(Todo.ID)
  /// Delete: the list's own deletion, and the Todo screen closes with it (N5).
  case delete(Todo.ID)
}

/// The Todo screen's rules, on its own state (``TodoDetail``): typing is its own business; anything
/// that changes a todo is the list's, asked for as a ``TodoDetailDelegate``.
public enum TodoDetailReducer {
  /// Applies `intent` to the Todo screen's state, and returns what it asks of the list, if anything.
  public static func reduce(_ state: inout TodoDetail, _ intent: TodoDetailIntent) -> TodoDetailDelegate? {
    switch intent {
    case .fieldEdited(let text):
      state.field = text
      state.typedSinceSave = true  // a refused rename will leave what was typed (N4)
      return nil
    case .saveTapped:
      return .rename(state.id, to: state.field)
    case .toggleTapped:
      return .toggle(state.id)
    case .deleteTapped:
      return .delete(state.id)
    case .backTapped:
      return .close
    }
  }
}
// snippet.end
