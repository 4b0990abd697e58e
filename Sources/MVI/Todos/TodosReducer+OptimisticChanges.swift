// TodosReducer+OptimisticChanges: add, toggle, delete and clear completed, shown at once and undone on failure.
// Lesson 05 quotes it: each gesture's change sits next to the answer that keeps or undoes it.

import ScreenContract
import SharedModel

// Every change follows one pattern: the gesture changes the state at once and
// asks for the request; the answer carries what the reducer needs to undo the
// change. The decision to undo is made here, in pure code, never in an effect.
// An answer applies to the list as it is when the answer comes, which a reload
// may have replaced meanwhile (T12): so every todo is found again by its id.

// MARK: - Add

// snippet.mvi-todos-reducer-add (T3)
extension TodosReducer {
  /// T2, T3: a valid title shows the new todo at once, marked saving, and sends it.
  static func add(_ state: inout TodosState, newTodoID: () -> Todo.ID) -> [TodosEffect] {
    guard !state.isLoading else { return [] }  // T6: ignored, and the field keeps its text
    let title: String
    do {
      title = try TodoTitle.validate(state.field)
    } catch {
      state.errorMessage = error.message  // T2: refused; no request, the field stays as typed
      return []
    }
    let todo = Todo(id: newTodoID(), title: title)
    state.todos.append(todo)
    state.saving.insert(todo.id)
    state.field = ""
    state.errorMessage = nil
    return [.saveNew(todo)]
  }

  /// T3: success drops the mark; failure takes the todo out and gives its title back.
  static func addAnswered(
    _ state: inout TodosState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    state.saving.remove(todo.id)
    guard case .failure = answer else { return [] }
    state.todos.removeAll(withIDsIn: [todo.id])
    if state.detail?.id == todo.id {
      state.detail = nil  // N7: the todo has left the list, and its screen with it
    }
    if state.field.isEmpty {  // nothing typed since is lost
      state.field = todo.title
    }
    state.errorMessage = UserMessage.addFailed(todo.title)
    return []
  }
}
// snippet.end

// MARK: - Toggle

extension TodosReducer {
  /// T4, T6: flips the todo at once, marked saving, and sends it; a saving row ignores the tap.
  static func toggle(_ state: inout TodosState, _ id: Todo.ID) -> [TodosEffect] {
    guard !state.isLoading, state.canChange(id), let index = state.index(of: id) else { return [] }
    state.todos[index].isDone.toggle()
    state.saving.insert(id)
    state.errorMessage = nil
    return [.saveToggled(state.todos[index])]
  }

  /// T4: success drops the mark; failure puts back the value from before the change.
  static func toggleAnswered(
    _ state: inout TodosState, _ sent: Todo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    state.saving.remove(sent.id)
    guard case .failure = answer else { return [] }
    // Set, never flipped: after a reload the row may show the old value already (T12).
    if let index = state.index(of: sent.id) {
      state.todos[index].isDone = !sent.isDone
    }
    state.errorMessage = UserMessage.updateFailed(sent.title)
    return []
  }
}

// MARK: - Delete and clear completed

extension TodosReducer {
  // snippet.mvi-todos-reducer-delete (T5)
  /// T5, T6: hides the row at once and sends the deletion. The todo keeps its
  /// place in the list, so a refusal only has to show it again.
  static func delete(_ state: inout TodosState, _ id: Todo.ID) -> [TodosEffect] {
    guard !state.isLoading, state.canChange(id), let index = state.index(of: id) else { return [] }
    state.deleting.insert(id)
    state.errorMessage = nil
    return [.delete(state.todos[index])]
  }

  /// T5: success takes the todo out for good; failure shows it again, where it always was.
  static func deleteAnswered(
    _ state: inout TodosState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    state.deleting.remove(todo.id)
    guard case .failure = answer else {
      state.todos.removeAll(withIDsIn: [todo.id])
      return []
    }
    state.errorMessage = UserMessage.deleteFailed(todo.title)
    return []
  }
  // snippet.end

  /// T9: hides every done todo that no change is on its way for, at once, and sends one deletion for all.
  static func clearCompleted(_ state: inout TodosState) -> [TodosEffect] {
    guard !state.isLoading else { return [] }
    let cleared = state.todos.filter { $0.isDone && state.canChange($0.id) }
    guard !cleared.isEmpty else { return [] }  // nothing to clear, nothing to send
    state.deleting.formUnion(cleared.map(\.id))
    state.errorMessage = nil
    return [.deleteCompleted(cleared)]
  }

  /// T9: success takes the todos out for good; failure shows them all again, each in its place.
  static func clearCompletedAnswered(
    _ state: inout TodosState, _ cleared: [Todo], _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    let ids = Set(cleared.map(\.id))
    state.deleting.subtract(ids)
    guard case .failure = answer else {
      state.todos.removeAll(withIDsIn: ids)
      return []
    }
    state.errorMessage = UserMessage.clearCompletedFailed
    return []
  }
}
