// TodosTab: the Todos tab as the presenter tests drive it: one presenter, its list view, and the Todo view
// of the todo pushed over the list, made from the presenter as SwiftUI's navigation stack would make it.

import Hexagonal
import HexagonalPresentation
import SharedModel
import TestSupport

@MainActor
struct TodosTab {
  let repository = FakeTodoRepository()
  let presenter: TodosPresenter
  let list: TodosView

  init() {
    presenter = CompositionRoot.makeTodosPresenter(repository: repository, makeTodoID: TodoIDs().next)
    list = TodosView(presenter: presenter)
  }

  /// A tab whose list is loaded with `todos`: fetch 1 is answered.
  static func showing(_ todos: [Todo]) async -> TodosTab {
    let tab = TodosTab()
    await tab.repository.server.run { await tab.list.open() }
    await tab.repository.fetches.answer(1, with: .success(todos))
    return tab
  }

  /// The Todo screen on top of the stack, nil when none is pushed.
  var todo: TodoView? {
    presenter.pushedTodo.map { TodoView(presenter: presenter, id: $0) }
  }

  /// A tap on a row: its Todo screen is pushed, and the list, covered, goes away (N1).
  func show(_ id: Todo.ID) async {
    await list.show(id)
    await list.close()
  }
}
