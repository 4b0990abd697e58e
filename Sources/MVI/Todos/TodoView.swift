// TodoView: the Todo screen, a view of the Todos screen's store scoped to the todo on top of its stack.

import ScreenContract
import SharedModel

// snippet.mvi-todo-view
/// Shows the todo of ``TodosState/detail`` and sends the user's gestures as ``TodoDetailIntent`` values.
///
/// It has no store of its own: it reads the parent's state, the one list included,
/// and sends the parent's store intents wrapped in ``TodosIntent/detail(_:)``.
/// That is scoping, as the Composable Architecture's stack navigation does it: one
/// value holds both screens, one reducer decides for both, and a test compares it whole.
@MainActor
public final class TodoView: TodoUserInterface {
  private let store: TodosStore

  /// A Todo screen over `store`'s state; it shows something while ``TodosState/detail`` is set.
  public init(store: TodosStore) {
    self.store = store
  }

  public var screen: TodoScreen {
    let detail = store.detail ?? TodoDetail(id: Todo.ID(rawValue: ""), field: "")
    let todo = TodosState.onList(detail.id, in: store.todos, deleting: store.deleting)
    return TodoScreen(
      id: detail.id, title: todo?.title ?? "", field: detail.field, isDone: todo?.isDone ?? false,
      isSaving: store.saving.contains(detail.id), error: store.errorMessage)
  }

  public func type(_ text: String) async { await store.send(.detail(.fieldEdited(text))) }
  public func save() async { await store.send(.detail(.saveTapped)) }
  public func toggle() async { await store.send(.detail(.toggleTapped)) }
  public func delete() async { await store.send(.detail(.deleteTapped)) }
  public func back() async { await store.send(.detail(.backTapped)) }
}
// snippet.end
