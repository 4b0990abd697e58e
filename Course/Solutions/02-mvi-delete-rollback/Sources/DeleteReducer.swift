// Exercise 02, solved: the reducer cases that hide a deleted todo at once, and show it again in its place on failure.
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
    case .deleteAnswered(let todo, let answer):
      return deleteAnswered(&state, todo, answer)
    default:
      return TodosReducer.reduce(&state, intent, newTodoID: newTodoID)
    }
  }

  /// T5, T6: the user swiped away the row of the todo `id`.
  static func delete(_ state: inout TodosState, _ id: Todo.ID) -> [TodosEffect] {
    // T6: a loading list ignores the gesture, and so does a todo whose change is
    // on its way: a second swipe must not send a second deletion.
    guard !state.isLoading, !state.saving.contains(id), !state.deleting.contains(id),
      let todo = state.todos.first(where: { $0.id == id })
    else { return [] }
    // The row goes at once, but the todo stays in the list, where the server
    // still keeps it until it answers. Hidden, not removed: nothing has to
    // remember where it stood, because it never left.
    state.deleting.insert(id)
    state.errorMessage = nil  // T10: a gesture that sends a request clears the error line
    return [.delete(todo)]
  }

  /// T5, T12: the server answered the deletion of `todo`.
  static func deleteAnswered(
    _ state: inout TodosState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    state.deleting.remove(todo.id)
    guard case .failure = answer else {
      // The server no longer has it: now it may leave the list.
      state.todos.removeAll { $0.id == todo.id }
      return []
    }
    // Nothing to put back: the todo is still in the list, between the neighbours
    // it has on the server, even if other rows went, came back or were reloaded
    // meanwhile. An index saved at the swipe would be out of date by then, and a
    // reload would already have brought the row back: inserting it would show it twice.
    state.errorMessage = UserMessage.deleteFailed(todo.title)
    return []
  }
}
