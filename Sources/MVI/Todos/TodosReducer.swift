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
      // T1; and a Todo screen pushed over the list shows again as it was: the list, covered, loads nothing.
      guard !state.hasLoaded, !state.isLoading, state.detail == nil else { return [] }
      return startLoading(&state)
    case .retryTapped:
      return startLoading(&state)
    case .viewDisappeared:
      // L1: the load stops, quietly, and a link waiting for it goes (N8). Changes on their
      // way go on (their effects have no cancel id).
      state.waitingLink = nil
      guard state.isLoading else { return [] }
      state.isLoading = false
      return [.cancel(.fetch)]
    case .todosAnswered(.success(let todos)):
      // T12: the list is the server's now. The marks of changes still on their
      // way stay, and their answers apply to this list when they come.
      state.todos = todos
      state.hasLoaded = true
      state.isLoading = false
      if let link = state.waitingLink {
        state.waitingLink = nil
        openTodo(link, in: &state)  // N8: the link lands on the rows this load brought
      }
      return []
    case .todosAnswered(.failure):
      state.isLoading = false
      state.waitingLink = nil  // N8: the link is dropped, and the error line says why
      state.errorMessage = UserMessage.todosLoadFailed
      return []

    // N1, N8: navigation is state; showing a row and following a link set it.
    case .rowTapped(let id):
      state.waitingLink = nil
      if let todo = TodosState.onList(id, in: state.todos, deleting: state.deleting) {
        state.detail = TodoDetail(id: id, field: todo.title)
      }
      return []
    case .linkOpened(.profile):
      state.waitingLink = nil  // a later link drops the one that waits
      return []
    case .linkOpened(.todos):
      state.waitingLink = nil
      state.detail = nil
      return reduce(&state, .viewAppeared, newTodoID: newTodoID)
    case .linkOpened(.todo(let id)):
      return openLink(to: id, &state)
    case .detail(let intent):
      return reduceDetail(&state, intent)
    case .renameAnswered(let todo, let oldTitle, let answer):
      return renameAnswered(&state, todo, oldTitle: oldTitle, answer)

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

  // snippet.mvi-todos-reducer-links (N8)
  /// N8: a link to a todo opens its Todo screen now if the list is loaded and still; otherwise it
  /// opens the list, as appearing does, and waits for the load on its way.
  private static func openLink(to id: Todo.ID, _ state: inout TodosState) -> [TodosEffect] {
    state.waitingLink = nil
    if state.hasLoaded, !state.isLoading {
      openTodo(id, in: &state)
      return []
    }
    state.detail = nil
    state.waitingLink = id
    return state.isLoading ? [] : startLoading(&state)
  }

  /// N8: the Todo screen of the todo with `id` if it is on the list (kept as it is if it shows
  /// already); otherwise the list, and a message.
  static func openTodo(_ id: Todo.ID, in state: inout TodosState) {
    guard let todo = TodosState.onList(id, in: state.todos, deleting: state.deleting) else {
      state.detail = nil
      state.errorMessage = UserMessage.todoNotFound
      return
    }
    if state.detail?.id != id { state.detail = TodoDetail(id: id, field: todo.title) }
  }
  // snippet.end

  /// T1, T10: the rows shown stay beside the loading indicator; the error line clears. The load
  /// in flight, if any, is cancelled before the new one starts: the latest request wins (T1).
  private static func startLoading(_ state: inout TodosState) -> [TodosEffect] {
    state.isLoading = true
    state.errorMessage = nil
    return [.cancel(.fetch), .fetchTodos]
  }
}
