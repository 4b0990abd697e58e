// Exercise 02: the reducer cases that delete a todo at once, and put it back in its place on failure.
// Lesson 02 (MVI); everything else in this reducer is MVI's own TodosReducer.

import MVI
import ScreenContract
import SharedModel

/// The Todos reducer of this exercise: MVI's own, except for the two cases of a deletion, which are yours.
public enum ExerciseTodosReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  public static func reduce(
    _ state: inout TodosState, _ intent: TodosIntent, newTodoID: () -> Todo.ID
  ) -> [TodosEffect] {
    switch intent {
    case .deleteSwiped(let id):
      return delete(&state, id)
    case .deleteAnswered(let removed, let answer):
      return deleteAnswered(&state, removed, answer)
    default:
      return TodosReducer.reduce(&state, intent, newTodoID: newTodoID)
    }
  }

  /// T5, T6: the user swiped away the row of the todo `id`.
  static func delete(_ state: inout TodosState, _ id: Todo.ID) -> [TodosEffect] {
    // TODO: take the todo out of `state.todos` at once, clear the error line, and return the
    // effect that deletes it on the server: `.delete(RemovedTodo(todo: ..., position: ...))`,
    // where `position` is the index it had in `state.todos`. While the list is loading, or
    // while that row is saving (its id is in `state.saving`), the swipe changes nothing.
    return []
  }

  /// T5: the server answered the deletion of `removed`.
  static func deleteAnswered(
    _ state: inout TodosState, _ removed: RemovedTodo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    // TODO: on failure, put the todo back in `state.todos` at the position it had, and show
    // `UserMessage.deleteFailed(title)` on the error line. On success, there is nothing left to do.
    return []
  }
}
