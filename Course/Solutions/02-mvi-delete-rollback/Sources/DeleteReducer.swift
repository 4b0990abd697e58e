// Exercise 02, solved: the reducer cases that delete a todo at once, and put it back in its place on failure.
// Lesson 02 (MVI); Sources/MVI/Todos/TodosReducer+OptimisticChanges.swift is the project's own version.

import MVI
import ScreenContract
import SharedModel

/// The Todos reducer of this exercise: MVI's own, except for the two cases of a deletion.
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
    // T6: a loading list and a saving row ignore the gesture; so does an id that isn't there.
    guard !state.isLoading, !state.saving.contains(id),
      let index = state.todos.firstIndex(where: { $0.id == id })
    else { return [] }
    // The row goes at once: the screen doesn't wait for the server. What the
    // reducer needs to undo it travels with the effect, and comes back with the
    // answer, so no store or view has to remember it.
    let removed = RemovedTodo(todo: state.todos.remove(at: index), position: index)
    state.errorMessage = nil  // T10: a gesture that sends a request clears the error line
    return [.delete(removed)]
  }

  /// T5: the server answered the deletion of `removed`.
  static func deleteAnswered(
    _ state: inout TodosState, _ removed: RemovedTodo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    // On success the screen already shows the truth.
    guard case .failure = answer else { return [] }
    // Back in its place. Rows may have gone since the swipe, so the position can
    // lie past the end: `insert(at:)` would crash there, and the end is where the
    // row belongs then.
    state.todos.insert(removed.todo, at: min(removed.position, state.todos.count))
    state.errorMessage = UserMessage.deleteFailed(removed.todo.title)
    return []
  }
}
