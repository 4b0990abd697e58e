// What the MVVM tests share beyond TestSupport: a loaded Todos tab, and a whole view model read at once.
// Read in lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import TestSupport

/// A Todos tab, its list and its router, whose list arrived with `todos`; new todos get the ids
/// `todo-1`, `todo-2`, ...
@MainActor
func loadedTab(with todos: [Todo]) async -> (TodosRouter, FakeTodosService) {
  let service = FakeTodosService()
  let router = TodosRouter(list: TodosViewModel(service: service, makeTodoID: TodoIDs().next))
  await service.server.run { await router.list.loadIfNeeded() }
  await service.fetches.answer(1, with: .success(todos))
  return (router, service)
}

/// Everything a Todos view model shows, read at once, so a test can state the whole of it.
struct Shown: Equatable {
  var todos: [Todo] = []
  var saving: Set<Todo.ID> = []
  var deleting: Set<Todo.ID> = []
  var isLoading = false
  var hasLoaded = false
  var field = ""
  var filter = TodosScreen.Filter.all
  var errorMessage: String?

  @MainActor
  init(_ viewModel: TodosViewModel) {
    todos = viewModel.todos
    saving = viewModel.saving
    deleting = viewModel.deleting
    isLoading = viewModel.isLoading
    hasLoaded = viewModel.hasLoaded
    field = viewModel.field
    filter = viewModel.filter
    errorMessage = viewModel.errorMessage
  }

  init(
    todos: [Todo] = [], saving: Set<Todo.ID> = [], deleting: Set<Todo.ID> = [], isLoading: Bool = false,
    hasLoaded: Bool = false, field: String = "", filter: TodosScreen.Filter = .all, errorMessage: String? = nil
  ) {
    self.todos = todos
    self.saving = saving
    self.deleting = deleting
    self.isLoading = isLoading
    self.hasLoaded = hasLoaded
    self.field = field
    self.filter = filter
    self.errorMessage = errorMessage
  }
}
