// Exercise 04: the read-only todo list drawn from the view model, as SwiftUI would draw it.
// Lesson 03 (MVVM): a view shows a state and forwards gestures, nothing more.

import SharedModel

/// The read-only todo list: computed from the view model whenever it is read.
@MainActor
public final class TodoListView {
  private let viewModel: TodoListViewModel

  public init(viewModel: TodoListViewModel) {
    self.viewModel = viewModel
  }

  public var screen: TodoListScreen {
    // TODO: draw the screen from the view model's one state, and nothing else.
    // FR : dessinez l'écran à partir de l'unique état du view model, et de rien d'autre.
    TodoListScreen(
      isLoading: viewModel.isLoading,
      titles: viewModel.todos.map(\.title),
      note: !viewModel.isLoading && viewModel.todos.isEmpty ? TodoListScreen.nothingToDo : nil,
      error: viewModel.errorMessage,
      footer: viewModel.isLoadingMore
        ? .loadingMore
        : viewModel.moreFailed ? .failed(TodoListScreen.moreFailed) : viewModel.hasMore ? .more : nil
    )
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
