// Exercise 02: the reducer cases that hide a deleted todo at once, and show it again in its place on failure.
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
    case .deleteAnswered(let todo, let answer):
      return deleteAnswered(&state, todo, answer)
    default:
      return TodosReducer.reduce(&state, intent, newTodoID: newTodoID)
    }
  }

  /// T5, T6: the user swiped away the row of the todo `id`.
  static func delete(_ state: inout TodosState, _ id: Todo.ID) -> [TodosEffect] {
    // TODO: hide the row at once, without taking the todo out of `state.todos`: its id goes into
    // `state.deleting`, which `state.visibleTodos` leaves out. Clear the error line, and return the
    // effect that deletes it on the server, `.delete(todo)`. While the list is loading, or while a
    // change of that todo is on its way (its id is in `state.saving` or `state.deleting`), the swipe
    // changes nothing.
    return []
  }

  /// T5, T12: the server answered the deletion of `todo`.
  static func deleteAnswered(
    _ state: inout TodosState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    // TODO: the answer ends the wait: the id leaves `state.deleting`. On success, the todo leaves
    // `state.todos` for good. On failure, it stays where it is, so the row shows again in its place,
    // and the error line says `UserMessage.deleteFailed(todo.title)`.
    return []
  }
}
