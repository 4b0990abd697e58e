// The Todos screen drawn the declarative way, as SwiftUI does: each part is computed from what it reads.
// TodosViewController draws the same screen the imperative way.

import ScreenContract
import SharedModel

// snippet.mvvm-todos-view
/// The Todos screen in the manner of SwiftUI: each part is computed from the
/// view model's properties whenever it is read, and each gesture is one call.
///
/// In SwiftUI the parts are subviews, and the text field is bound to the view
/// model's ``TodosViewModel/field`` through `@Bindable`:
///
///     struct TodosView: View {
///       @Bindable var viewModel: TodosViewModel
///       let router: TodosRouter
///
///       var body: some View {
///         TextField("What needs to be done?", text: $viewModel.field)
///           .onSubmit { Task { await viewModel.add() } }
///         List(viewModel.visibleTodos) { todo in
///           Button { router.show(todo.id) } label: { TodoRow(todo: todo, isSaving: viewModel.saving.contains(todo.id)) }
///         }
///         Text("\(viewModel.itemsLeft) items left")
///         Picker("Filter", selection: $viewModel.filter) { … }
///       }
///     }
///
/// Each part reads only the properties it shows, so typing a letter, which
/// writes ``TodosViewModel/field`` alone, draws the field again and nothing else.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let viewModel: TodosViewModel
  /// The tab's navigation, which a tap on a row pushes onto.
  private let router: TodosRouter

  public init(viewModel: TodosViewModel, router: TodosRouter) {
    self.viewModel = viewModel
    self.router = router
  }

  public var loadingIndicator: Bool { viewModel.isLoading }
  public var textField: String { viewModel.field }
  public var counter: Int { viewModel.itemsLeft }
  public var filterPicker: TodosScreen.Filter { viewModel.filter }
  public var errorLine: String? { viewModel.errorMessage }

  public var rowList: [TodosScreen.Row] {
    TodosScreen.Row.rows(viewModel.shownTodos, showing: viewModel.filter, saving: viewModel.saving)
  }

  public func open() async {
    await viewModel.loadIfNeeded()
  }

  public func retry() async {
    await viewModel.retry()
  }

  /// What `$viewModel.field` does when the user types.
  public func type(_ text: String) async {
    viewModel.field = text
  }

  public func add() async {
    await viewModel.add()
  }

  public func toggle(_ id: Todo.ID) async {
    await viewModel.toggle(id)
  }

  public func delete(_ id: Todo.ID) async {
    await viewModel.delete(id)
  }

  public func clearCompleted() async {
    await viewModel.clearCompleted()
  }

  /// What `$viewModel.filter` does when the user picks a filter.
  public func filter(_ filter: TodosScreen.Filter) async {
    viewModel.filter = filter
  }

  /// A tap on a row: the router pushes the todo's screen (N1).
  public func show(_ id: Todo.ID) async {
    router.show(id)
  }

  /// SwiftUI's `.onDisappear`: the list's load stops, quietly (L1), and a link waiting for it goes (N8).
  public func close() async {
    viewModel.stopLoading()
    router.listDisappeared()
  }
}
// snippet.end
