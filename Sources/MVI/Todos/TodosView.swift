// TodosView: the Todos screen as the screen contract sees it.
// Read in lesson 02 (MVI), after ProfileView: the same two jobs, state to screen and gestures to intents.

import ScreenContract
import SharedModel

/// Shows ``TodosState`` and turns the user's gestures into ``TodosIntent`` values.
@MainActor
public final class TodosView: TodosUserInterface {
  private let store: TodosStore

  public init(store: TodosStore) {
    self.store = store
  }

  public var screen: TodosScreen {
    let state = store.state
    return TodosScreen(
      isLoading: state.isLoading,
      rows: state.visibleTodos.map { todo in
        TodosScreen.Row(
          id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: state.saving.contains(todo.id))
      },
      itemsLeft: state.itemsLeft,
      filter: state.filter,
      field: state.field,
      error: state.errorMessage
    )
  }

  public func open() async { await store.send(.viewAppeared) }
  public func retry() async { await store.send(.retryTapped) }
  public func type(_ text: String) async { await store.send(.fieldEdited(text)) }
  public func add() async { await store.send(.addTapped) }
  public func toggle(_ id: Todo.ID) async { await store.send(.toggleTapped(id)) }
  public func delete(_ id: Todo.ID) async { await store.send(.deleteSwiped(id)) }
  public func clearCompleted() async { await store.send(.clearCompletedTapped) }
  public func filter(_ filter: TodosScreen.Filter) async { await store.send(.filterPicked(filter)) }
}
