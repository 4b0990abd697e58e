// Exercise 11: the Todos screen drawn from the view model, as SwiftUI would draw it. Nothing to change here.
// Lesson 06: a view lives while its screen is open; the view model above it lives on when it closes.

import ScreenContract
import SharedModel

/// The Todos screen, cut down to this exercise: the list, the text field, Add, Retry and the error line.
///
/// In SwiftUI it would be a struct with `.task { await viewModel.loadIfNeeded() }` and
/// `.onDisappear { viewModel.stopLoading() }`. Each time the screen opens, a new view is made
/// over the same view model, which the app owns: the view goes, the state stays.
@MainActor
public final class TodosView {
  private let viewModel: TodosViewModel

  public init(viewModel: TodosViewModel) {
    self.viewModel = viewModel
  }

  /// What the screen shows now.
  public var screen: TodosScreen {
    TodosScreen(
      isLoading: viewModel.isLoading,
      rows: viewModel.todos.map { todo in
        TodosScreen.Row(
          id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: viewModel.saving.contains(todo.id))
      },
      itemsLeft: viewModel.todos.count { !$0.isDone },
      field: viewModel.field,
      error: viewModel.errorMessage)
  }

  /// SwiftUI's `.task`: runs when the screen appears. Closing the screen cancels it.
  public func open() async { await viewModel.loadIfNeeded() }
  /// The Retry button under the error line.
  public func retry() async { await viewModel.retry() }
  /// What `$viewModel.field` does when the user types.
  public func type(_ text: String) async { viewModel.field = text }
  /// The Add button. Like every gesture, it runs in a task of the view, which closing the screen cancels.
  public func add() async { await viewModel.add() }
  /// SwiftUI's `.onDisappear`: the view's tasks have been cancelled already.
  public func close() async { viewModel.stopLoading() }
}
