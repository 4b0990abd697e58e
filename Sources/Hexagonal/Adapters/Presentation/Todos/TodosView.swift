// TodosView: the Todos screen drawn from the presenter's state, as a SwiftUI view would be.
// Lesson 04 reads it after ProfileView: the same two jobs, state to screen and gestures to the presenter.

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todos-view
/// Shows ``TodosPresenter/state`` and passes the user's gestures to the presenter.
///
/// Each part reads the presenter's properties it shows, each observed on its
/// own: typing draws the field again, and nothing else.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let presenter: TodosPresenter

  public init(presenter: TodosPresenter) {
    self.presenter = presenter
  }

  public var loadingIndicator: Bool { presenter.isLoading }
  public var textField: String { presenter.field }
  public var counter: Int { presenter.list.itemsLeft }
  public var filterPicker: TodosScreen.Filter { presenter.filter }
  public var errorLine: String? { presenter.errorMessage }

  public var rowList: [TodosScreen.Row] {
    TodosScreen.Row.rows(presenter.list.shown, showing: presenter.filter, saving: presenter.list.saving)
  }

  public func open() async { await presenter.open() }
  public func retry() async { await presenter.retry() }
  public func type(_ text: String) async { presenter.type(text) }
  public func add() async { await presenter.add() }
  public func toggle(_ id: Todo.ID) async { await presenter.toggle(id) }
  public func delete(_ id: Todo.ID) async { await presenter.delete(id) }
  public func clearCompleted() async { await presenter.clearCompleted() }
  public func filter(_ filter: TodosScreen.Filter) async { presenter.pick(filter) }
  public func show(_ id: Todo.ID) async { presenter.show(id) }
  public func close() async { presenter.close() }
}
// snippet.end
