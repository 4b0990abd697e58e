// TodosView: the Todos screen as the screen contract sees it.
// Like ProfileView, it has two jobs: state to screen, and gestures to intents.

import ScreenContract
import SharedModel

// snippet.mvi-todos-view
/// Shows ``TodosState`` and turns the user's gestures into ``TodosIntent`` values.
///
/// Each part of the screen reads the fields it shows, one by one (`store.field`):
/// the state is one value, and a part is drawn again only when a field it read
/// changes (``ObservableState``). Reading `store.state` whole would draw every
/// part again at every change.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let store: TodosStore

  public init(store: TodosStore) {
    self.store = store
  }

  public var loadingIndicator: Bool { store.isLoading }
  public var textField: String { store.field }
  public var counter: Int { TodosState.left(store.todos, deleting: store.deleting) }
  public var filterPicker: TodosScreen.Filter { store.filter }
  public var errorLine: String? { store.errorMessage }

  public var rowList: [TodosScreen.Row] {
    TodosScreen.Row.rows(
      TodosState.shown(store.todos, deleting: store.deleting), showing: store.filter, saving: store.saving)
  }

  public func open() async { await store.send(.viewAppeared) }
  public func retry() async { await store.send(.retryTapped) }
  public func type(_ text: String) async { await store.send(.fieldEdited(text)) }
  public func add() async { await store.send(.addTapped) }
  public func toggle(_ id: Todo.ID) async { await store.send(.toggleTapped(id)) }
  public func delete(_ id: Todo.ID) async { await store.send(.deleteSwiped(id)) }
  public func clearCompleted() async { await store.send(.clearCompletedTapped) }
  public func filter(_ filter: TodosScreen.Filter) async { await store.send(.filterPicked(filter)) }
  public func show(_ id: Todo.ID) async { await store.send(.rowTapped(id)) }
  public func close() async { await store.send(.viewDisappeared) }
}
// snippet.end
