// HostedTab: the Todos tab as the presenter tests play it: the app's root view over one presenter, its list
// and the Todo screen pushed over it, each played through what the views render.

import Hexagonal
import HexagonalPresentation
import SharedModel
import TestSupport

@MainActor
struct HostedTab {
  let app = HostedApp()
  var repository: FakeTodoRepository { app.repository }
  var presenter: TodosPresenter { app.presenter }
  var navigator: TodosNavigator { app.navigator }
  var list: HostedList { HostedList(app: app) }

  /// A tab whose list is loaded with `todos`: fetch 1 is answered.
  static func showing(_ todos: [Todo]) async -> HostedTab {
    let tab = HostedTab()
    await tab.list.open()
    await tab.repository.fetches.answer(1, with: .success(todos))
    return tab
  }

  /// The Todo screen on top of the stack, nil when none shows.
  var todo: HostedTodo? {
    app.todoScreen == nil ? nil : HostedTodo(app: app)
  }

  /// A tap on a row: its Todo screen is pushed, and the list, covered, goes away (N1).
  func show(_ id: Todo.ID) async {
    await list.show(id)
  }
}
