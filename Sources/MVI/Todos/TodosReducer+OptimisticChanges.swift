// TodosReducer+OptimisticChanges: add, toggle, delete and clear completed, shown at once and undone on failure.
// Read in lesson 02 (MVI): each gesture's change sits next to the answer that keeps or undoes it.

import ScreenContract
import SharedModel

// Every change follows one pattern: the gesture changes the state at once and
// asks for the request; the answer carries what the reducer needs to undo the
// change. The decision to undo is made here, in pure code, never in an effect.

// MARK: - Add

// snippet.mvi-todos-reducer-add
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
    state.todos.removeAll { $0.id == todo.id }
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
    guard !state.isLoading, !state.saving.contains(id), let index = state.index(of: id) else { return [] }
    state.todos[index].isDone.toggle()
    state.saving.insert(id)
    state.errorMessage = nil
    return [.saveToggled(state.todos[index])]
  }

  /// T4: success drops the mark; failure flips the todo back.
  static func toggleAnswered(
    _ state: inout TodosState, _ sent: Todo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    state.saving.remove(sent.id)
    guard case .failure = answer else { return [] }
    if let index = state.index(of: sent.id) {
      state.todos[index].isDone = !sent.isDone
    }
    state.errorMessage = UserMessage.updateFailed(sent.title)
    return []
  }
}

// MARK: - Delete and clear completed

extension TodosReducer {
  // snippet.mvi-todos-reducer-delete
  /// T5, T6: removes the row at once, remembering where it stood, and sends the deletion.
  static func delete(_ state: inout TodosState, _ id: Todo.ID) -> [TodosEffect] {
    guard !state.isLoading, !state.saving.contains(id), let index = state.index(of: id) else { return [] }
    let removed = RemovedTodo(todo: state.todos.remove(at: index), position: index)
    state.errorMessage = nil
    return [.delete(removed)]
  }

  /// T5: failure puts the row back in its place.
  static func deleteAnswered(
    _ state: inout TodosState, _ removed: RemovedTodo, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    guard case .failure = answer else { return [] }
    state.putBack([removed])
    state.errorMessage = UserMessage.deleteFailed(removed.todo.title)
    return []
  }
  // snippet.end

  /// T9: removes every done todo that is not saving, at once, and sends one deletion for all.
  static func clearCompleted(_ state: inout TodosState) -> [TodosEffect] {
    guard !state.isLoading else { return [] }
    let removed = state.todos.enumerated()
      .filter { $0.element.isDone && !state.saving.contains($0.element.id) }
      .map { RemovedTodo(todo: $0.element, position: $0.offset) }
    guard !removed.isEmpty else { return [] }  // nothing to clear, nothing to send
    let ids = Set(removed.map(\.todo.id))
    state.todos.removeAll { ids.contains($0.id) }
    state.errorMessage = nil
    return [.deleteCompleted(removed)]
  }

  /// T9: failure puts every cleared todo back in its place.
  static func clearCompletedAnswered(
    _ state: inout TodosState, _ removed: [RemovedTodo], _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    guard case .failure = answer else { return [] }
    state.putBack(removed)
    state.errorMessage = UserMessage.clearCompletedFailed
    return []
  }
}
