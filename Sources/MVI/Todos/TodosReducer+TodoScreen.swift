// TodosReducer+TodoScreen: the Todo screen, a child feature, scoped from the Todos screen's state, and what
// the list does for it. The child screen's rules act on the parent's one list, so nothing is kept twice.

import ScreenContract
import SharedModel

// snippet.mvi-todo-screen-reducer (N4)
extension TodosReducer {
  /// An intent of the Todo screen: its own reducer runs on its own state, then the list does what it
  /// asks. With no Todo screen open, nothing: a late tap on a screen that has gone changes nothing, as
  /// TCA's `ifLet` ignores a child action with no child state.
  static func reduceDetail(_ state: inout TodosState, _ intent: TodoDetailIntent) -> [TodosEffect] {
    guard var detail = state.detail else { return [] }
    let delegate = TodoDetailReducer.reduce(&detail, intent)
    state.detail = detail
    switch delegate {
    case nil:
      return []
    case .close:
      state.detail = nil  // N1: the list shows as it is, and nothing loads
      return []
    case .rename(let id, let title):
      return rename(&state, id, to: title)
    case .toggle(let id):
      return toggle(&state, id)  // N5: the list's own toggle (T4)
    case .delete(let id):
      guard !state.isLoading, state.canChange(id) else { return [] }  // N5, T6
      state.detail = nil  // N5: the screen closes at once, whatever the answer
      return delete(&state, id)
    }
  }

  /// N4: a valid new title shows at once on the one list, so everywhere, marked saving, and is sent.
  static func rename(_ state: inout TodosState, _ id: Todo.ID, to text: String) -> [TodosEffect] {
    guard !state.isLoading, state.canChange(id), let index = state.index(of: id) else { return [] }
    let title: String
    do {
      title = try TodoTitle.validate(text)
    } catch {
      state.errorMessage = error.message  // T2: refused; nothing sent, the field as typed
      return []
    }
    let oldTitle = state.todos[index].title
    guard title != oldTitle else { return [] }  // the same title: nothing to send, nothing changes
    state.todos[index].title = title
    state.detail = TodoDetail(id: id, field: title)
    state.saving.insert(id)
    state.errorMessage = nil
    return [.saveRenamed(state.todos[index], oldTitle: oldTitle)]
  }

  /// N4: success drops the mark; failure sets the old title back, on the list as it is now (T12).
  static func renameAnswered(
    _ state: inout TodosState, _ sent: Todo, oldTitle: String, _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    state.saving.remove(sent.id)
    guard case .failure = answer else { return [] }
    if let index = state.index(of: sent.id) {
      state.todos[index].title = oldTitle
    }
    if let detail = state.detail, detail.id == sent.id, !detail.typedSinceSave {
      state.detail?.field = oldTitle  // nothing typed since the Save is lost
    }
    state.errorMessage = UserMessage.renameFailed(oldTitle)
    return []
  }
}
// snippet.end
