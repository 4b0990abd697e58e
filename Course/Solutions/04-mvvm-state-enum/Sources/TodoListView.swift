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
      Self.drawing(shown, isLoading: true, footer: nil)
    case .loaded(let list):
      Self.drawing(list, footer: Self.footer(list))
    case .loadingMore(let list):
      Self.drawing(list, footer: .loadingMore)
    case .failed(let message, let shown):
      Self.drawing(shown, error: message, footer: shown.flatMap(Self.footer))
    }
  }

  /// The rows of `list`, or the note when the server said it has no todo, and `footer`; nothing at all when
  /// no list has loaded.
  private static func drawing(
    _ list: LoadedList?, isLoading: Bool = false, error: String? = nil, footer: TodoListScreen.Footer?
  ) -> TodoListScreen {
    TodoListScreen(
      isLoading: isLoading, titles: list?.todos.map(\.title) ?? [],
      note: list.map(\.isEmpty) == true ? TodoListScreen.nothingToDo : nil, error: error, footer: footer)
  }

  /// What the footer offers for a list whose next page stands at `list.next`, none being on its way.
  private static func footer(_ list: LoadedList) -> TodoListScreen.Footer? {
    switch list.next {
    case .end: nil
    case .available: .more
    case .failed: .failed(TodoListScreen.moreFailed)
    }
  }

  /// The screen appears.
  public func open() async { await viewModel.loadIfNeeded() }
  /// Pull to refresh.
  public func refresh() async { await viewModel.load() }
  /// Retry under the error line.
  public func retry() async { await viewModel.retry() }
  /// The footer's button: More, or Try again after a page that didn't load.
  public func more() async { await viewModel.loadMore() }
}
