// Exercise 04, solved: the read-only todo list drawn from the view model's one state.
// Lesson 03 (MVVM): a view shows a state and forwards gestures, nothing more.

import SharedModel

/// The read-only todo list: computed from the view model whenever it is read.
@MainActor
public final class TodoListView {
  private let viewModel: TodoListViewModel

  public init(viewModel: TodoListViewModel) {
    self.viewModel = viewModel
  }

  /// One screen per case: the switch is exhaustive, so a new case can't be forgotten here.
  public var screen: TodoListScreen {
    switch viewModel.state {
    case .idle:
      TodoListScreen()
    case .loading(let shown):
      Self.drawing(shown, isLoading: true)
    case .loaded(let todos):
      Self.drawing(todos)
    case .failed(let message, let shown):
      Self.drawing(shown, error: message)
    }
  }

  /// The rows of `list`, or the note when it loaded empty; nothing at all when no list has loaded.
  private static func drawing(_ list: [Todo]?, isLoading: Bool = false, error: String? = nil) -> TodoListScreen {
    TodoListScreen(
      isLoading: isLoading, titles: list?.map(\.title) ?? [],
      note: list?.isEmpty == true ? TodoListScreen.nothingToDo : nil, error: error)
  }

  /// The screen appears.
  public func open() async { await viewModel.loadIfNeeded() }
  /// Pull to refresh.
  public func refresh() async { await viewModel.load() }
  /// Retry under the error line.
  public func retry() async { await viewModel.retry() }
}
