// TodoView: the Todo screen, one todo pushed over the list, drawn from the Todos presenter as a SwiftUI view would be.
// A second view over the same presenter as TodosView, so both show the same todo (N3).

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todo-view
/// Shows one todo of ``TodosPresenter/list`` and passes the user's gestures to the presenter.
///
/// It keeps no copy of the todo: its title, done mark and saving mark are read
/// from the list each time, so a change made on either screen, or its answer,
/// shows on both at once (N3). In SwiftUI the Todos tab's `NavigationStack`
/// makes it when the presenter's `pushedTodo` is set, with
/// `.navigationDestination(item:)`, and drops it when `back()` clears it.
@MainActor
public final class TodoView: TodoUserInterface {
  private let presenter: TodosPresenter
  private let id: Todo.ID

  public init(presenter: TodosPresenter, id: Todo.ID) {
    self.presenter = presenter
    self.id = id
  }

  public var screen: TodoScreen {
    // The presenter closes the screen before its todo leaves the list (N5, N7): the todo is there.
    let todo = presenter.list.todo(id) ?? Todo(id: id, title: "")
    return TodoScreen(
      id: id, title: todo.title, field: presenter.todoField, isDone: todo.isDone,
      isSaving: presenter.list.saving.contains(id), error: presenter.errorMessage)
  }

  public func type(_ text: String) async { presenter.typeTitle(text) }
  public func save() async { await presenter.saveTitle() }
  public func toggle() async { await presenter.toggle(id) }
  public func delete() async { await presenter.deletePushedTodo() }
  public func back() async { presenter.back() }
}
// snippet.end
