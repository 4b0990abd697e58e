// TodosView: the Todos screen as the screen contract sees it.
// Like ProfileView, it has two jobs: state to screen, and gestures to intents.

import ScreenContract
import SharedModel

// snippet.mvi-todos-view
/// Shows ``TodosState`` and turns the user's gestures into ``TodosIntent`` values.
///
/// Each part of the screen reads what it shows from `store.state`. That is one
/// observed property: whatever changes in the state, every part is drawn again.
/// It is the price of one value for the whole screen, paid back in a state
/// that can be compared, logged and replayed as a whole.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let store: TodosStore

  public init(store: TodosStore) {
    self.store = store
  }

  public var loadingIndicator: Bool { store.state.isLoading }
  public var textField: String { store.state.field }
  public var counter: Int { store.state.itemsLeft }
  public var filterPicker: TodosScreen.Filter { store.state.filter }
  public var errorLine: String? { store.state.errorMessage }

  public var rowList: [TodosScreen.Row] {
    let (visible, saving) = (store.state.visibleTodos, store.state.saving)
    return visible.map { todo in
      TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: saving.contains(todo.id))
    }
  }

  public func open() async { await store.send(.viewAppeared) }
  public func retry() async { await store.send(.retryTapped) }
  public func type(_ text: String) async { await store.send(.fieldEdited(text)) }
  public func add() async { await store.send(.addTapped) }
  public func toggle(_ id: Todo.ID) async { await store.send(.toggleTapped(id)) }
  public func delete(_ id: Todo.ID) async { await store.send(.deleteSwiped(id)) }
  public func clearCompleted() async { await store.send(.clearCompletedTapped) }
  public func filter(_ filter: TodosScreen.Filter) async { await store.send(.filterPicked(filter)) }
  public func close() async { await store.send(.viewDisappeared) }
}
// snippet.end
