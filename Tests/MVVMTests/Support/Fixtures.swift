// What the MVVM tests share beyond TestSupport: the two kinds of view, and a whole view model read at once.
// Read in lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel

/// The two views each screen has: every view test runs against both.
enum ViewKind: CaseIterable, Sendable {
  case declarative
  case imperative

  @MainActor
  func profile(_ viewModel: ProfileViewModel) -> any ProfileUserInterface {
    switch self {
    case .declarative: ProfileView(viewModel: viewModel)
    case .imperative: ProfileViewController(viewModel: viewModel)
    }
  }

  @MainActor
  func todos(_ viewModel: TodosViewModel) -> any TodosUserInterface {
    switch self {
    case .declarative: TodosView(viewModel: viewModel)
    case .imperative: TodosViewController(viewModel: viewModel)
    }
  }
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
