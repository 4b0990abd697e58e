// Exercise 02, solved: the reducer cases of Clear completed, which take every done todo off the screen at once
// and show each one again in its place if the server refuses. Lesson 02 (MVI); the project's own version is in
// Sources/MVI/Todos/TodosReducer+OptimisticChanges.swift.

import MVI
import ScreenContract
import SharedModel

/// The Todos reducer of this exercise: MVI's own, except for the two cases of Clear completed.
public enum ExerciseTodosReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  public static func reduce(
    _ state: inout TodosState, _ intent: TodosIntent, newTodoID: () -> Todo.ID
  ) -> [TodosEffect] {
    switch intent {
    case .clearCompletedTapped:
      return clearCompleted(&state)
    case .clearCompletedAnswered(let cleared, let answer):
      return clearCompletedAnswered(&state, cleared, answer)
    default:
      return TodosReducer.reduce(&state, intent, newTodoID: newTodoID)
    }
  }

  /// T9: the user tapped Clear completed.
  static func clearCompleted(_ state: inout TodosState) -> [TodosEffect] {
    let cleared = clearable(state)
    // T6, T9: a tap that would send nothing changes nothing, not even the error line (T10).
    guard !cleared.isEmpty else { return [] }
    // Hidden, not removed: the todos stay in the list, in the server's order, and
    // `deleting` takes them off the screen and out of the counter. So a refusal has
    // nothing to put back and no index to remember, which a deletion or a reload
    // meanwhile would have made wrong.
    state.deleting.formUnion(cleared.map(\.id))
    state.errorMessage = nil  // T10: a gesture that sends a request clears the error line
    return [.deleteCompleted(cleared)]
  }

  /// T9, T12: the server answered the deletion of `cleared`, the todos the tap sent.
  static func clearCompletedAnswered(
    _ state: inout TodosState, _ cleared: [Todo], _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    // The answer names the todos it is about: a todo ticked done since the tap was
    // not sent, so it is neither taken out nor shown again here.
    let sent = Set(cleared.map(\.id))
    // Whatever the answer, these deletions are no longer on their way.
    state.deleting.subtract(sent)
    switch answer {
    case .success:
      // The server no longer has them: now they may leave the list, by id, from the
      // list as it is now, which a reload may have replaced (T12).
      state.todos.removeAll { sent.contains($0.id) }
    case .failure:
      // Nothing to insert: each todo is still where the server keeps it, between its
      // neighbours, even after a reload, which brought the server's list back with
      // them in it. Inserting would show a row twice.
      state.errorMessage = UserMessage.clearCompletedFailed
    }
    return []
  }

  /// Stretch: whether the list's Clear completed button is enabled: exactly when a tap
  /// would send a request, because the button and the tap ask the same function.
  public static func canClearCompleted(_ state: TodosState) -> Bool {
    !clearable(state).isEmpty
  }

  /// T6, T9: the todos a tap on Clear completed takes off, in the list's order: the done
  /// ones that no change is on its way for, whatever the filter shows (T7); none while
  /// the list loads. One decision in one place, which both the tap and the button read.
  static func clearable(_ state: TodosState) -> [Todo] {
    guard !state.isLoading else { return [] }
    return state.todos.filter { todo in
      todo.isDone && !state.saving.contains(todo.id) && !state.deleting.contains(todo.id)
    }
  }
}
