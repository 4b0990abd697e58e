// TodosReducer: the Todos screen's rules, as one pure function.
// Lesson 05 sets it beside the others; the changes shown at once live in TodosReducer+OptimisticChanges.swift.

import ScreenContract
import SharedModel

/// Decides what each ``TodosIntent`` does to the Todos screen.
public enum TodosReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  ///
  /// - Parameter newTodoID: Makes the id of a todo the user adds. It is passed
  ///   in, like the server, so that the reducer stays pure: a test passes a
  ///   fixed id and knows the whole next state in advance.
  public static func reduce(
    _ state: inout TodosState, _ intent: TodosIntent, newTodoID: () -> Todo.ID
  ) -> [TodosEffect] {
    switch intent {
    case .viewAppeared:
      guard !state.hasLoaded, !state.isLoading else { return [] }  // T1
      return startLoading(&state)
    case .retryTapped:
      return startLoading(&state)
    case .viewDisappeared:
      // L1: the load stops, quietly. Changes on their way go on (their effects have no line).
      guard state.isLoading else { return [] }
      state.isLoading = false
      return [.stopFetching]
    case .todosAnswered(.success(let todos)):
      // T12: the list is the server's now. The marks of changes still on their
      // way stay, and their answers apply to this list when they come.
      state.todos = todos
      state.hasLoaded = true
      state.isLoading = false
      return []
    case .todosAnswered(.failure):
      state.isLoading = false
      state.errorMessage = UserMessage.todosLoadFailed
      return []

    // T7, T10: typing and filtering change one thing each and send nothing.
    case .fieldEdited(let text):
      state.field = text
      return []
    case .filterPicked(let filter):
      state.filter = filter
      return []

    // Each change shows at once, then waits for the server's answer.
    case .addTapped:
      return add(&state, newTodoID: newTodoID)
    case .addAnswered(let todo, let answer):
      return addAnswered(&state, todo, answer)
    case .toggleTapped(let id):
      return toggle(&state, id)
    case .toggleAnswered(let todo, let answer):
      return toggleAnswered(&state, todo, answer)
    case .deleteSwiped(let id):
      return delete(&state, id)
    case .deleteAnswered(let todo, let answer):
      return deleteAnswered(&state, todo, answer)
    case .clearCompletedTapped:
      return clearCompleted(&state)
    case .clearCompletedAnswered(let todos, let answer):
      return clearCompletedAnswered(&state, todos, answer)
    }
  }

  /// T1, T10: the rows shown stay beside the loading indicator; the error line clears.
  private static func startLoading(_ state: inout TodosState) -> [TodosEffect] {
    state.isLoading = true
    state.errorMessage = nil
    return [.fetchTodos]
  }
}
