// Exercise 02, solved: the reducer of the small list of PinList.swift, Pin included.
// Lesson 02 (MVI): a pure function, state and intent in, the next state and the work to do out.

import MVI
import SharedModel

/// The list's reducer: every decision about the list is made here, in pure code.
public enum PinReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  public static func reduce(_ state: inout PinState, _ intent: PinIntent) -> [PinEffect] {
    switch intent {
    case .retryTapped:
      state.loads += 1
      state.errorMessage = nil
      return [.load]
    case .listAnswered(let todos):
      state.todos = todos
      state.loads = max(state.loads - 1, 0)
      return []
    case .pinTapped(let id):
      return pin(&state, id)
    case .pinAnswered(let todo, let answer):
      return pinAnswered(&state, todo, answer)
    case .deleteTapped(let id):
      return delete(&state, id)
    case .deleteAnswered(let todo, let answer):
      return deleteAnswered(&state, todo, answer)
    }
  }

  /// The user tapped Pin on the row of `id`.
  static func pin(_ state: inout PinState, _ id: Todo.ID) -> [PinEffect] {
    // A tap that would send nothing changes nothing, not even the error line.
    guard canPin(state, id), let todo = state.todos.first(where: { $0.id == id }) else { return [] }
    // Nothing moves in `todos`: the Pin is on its way, and `shown` puts the row on top from this list.
    state.pinning.append(id)
    state.errorMessage = nil
    return [.moveToTop(todo)]
  }

  /// The server answered the Pin of `todo`.
  static func pinAnswered(
    _ state: inout PinState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [PinEffect] {
    // Whatever the answer, this Pin is no longer on its way.
    state.pinning.removeAll { $0 == todo.id }
    switch answer {
    case .success:
      // The server has moved it now: so does the list, found by id in the list as it is now, which a reload may
      // have replaced, and which may hold it first already. A todo no longer there stays gone.
      if let index = state.todos.firstIndex(where: { $0.id == todo.id }) {
        state.todos.insert(state.todos.remove(at: index), at: 0)
      }
    case .failure:
      // Nothing to put back: the todo never left its place in `todos`, which is the server's.
      state.errorMessage = PinMessage.moveFailed(todo.title)
    }
    return []
  }

  /// Stretch: whether the Pin button of the row of `id` is enabled: exactly when a tap would send a request,
  /// because the button and the tap ask this one function.
  public static func canPin(_ state: PinState, _ id: Todo.ID) -> Bool {
    !state.isLoading && !state.pinning.contains(id) && !state.deleting.contains(id)
      && state.todos.contains { $0.id == id }
  }

  /// The user deleted the row of `id`: it leaves the screen at once, and comes back in its place if the server
  /// refuses.
  static func delete(_ state: inout PinState, _ id: Todo.ID) -> [PinEffect] {
    guard !state.isLoading, !state.pinning.contains(id), !state.deleting.contains(id),
      let todo = state.todos.first(where: { $0.id == id })
    else { return [] }
    state.deleting.insert(id)
    state.errorMessage = nil
    return [.delete(todo)]
  }

  /// The server answered the deletion of `todo`.
  static func deleteAnswered(
    _ state: inout PinState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [PinEffect] {
    state.deleting.remove(todo.id)
    switch answer {
    case .success:
      state.todos.removeAll { $0.id == todo.id }
    case .failure:
      state.errorMessage = PinMessage.deleteFailed(todo.title)
    }
    return []
  }
}
