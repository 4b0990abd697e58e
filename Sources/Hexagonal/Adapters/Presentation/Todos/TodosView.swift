// TodosView: the Todos screen drawn from the presenter's state, as a SwiftUI view would be.
// Lesson 04 reads it after ProfileView: the same two jobs, state to screen and gestures to the presenter.

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todos-view
/// Shows ``TodosPresenter/state`` and passes the user's gestures to the presenter.
///
/// Each part reads what it shows from `presenter.state`, one observed value:
/// as in MVI, any change of it draws every part again.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let presenter: TodosPresenter

  public init(presenter: TodosPresenter) {
    self.presenter = presenter
  }

  public var loadingIndicator: Bool { presenter.state.isLoading }
  public var textField: String { presenter.state.field }
  public var counter: Int { presenter.state.list.itemsLeft }
  public var filterPicker: TodosScreen.Filter { presenter.state.filter }
  public var errorLine: String? { presenter.state.errorMessage }

  public var rowList: [TodosScreen.Row] {
    let (visible, saving) = (presenter.state.visibleTodos, presenter.state.list.saving)
    return visible.map { todo in
      TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: saving.contains(todo.id))
    }
  }

  public func open() async { await presenter.open() }
  public func retry() async { await presenter.retry() }
  public func type(_ text: String) async { presenter.type(text) }
  public func add() async { await presenter.add() }
  public func toggle(_ id: Todo.ID) async { await presenter.toggle(id) }
  public func delete(_ id: Todo.ID) async { await presenter.delete(id) }
  public func clearCompleted() async { await presenter.clearCompleted() }
  public func filter(_ filter: TodosScreen.Filter) async { presenter.pick(filter) }
  public func close() async { presenter.close() }
}
// snippet.end
