// The Todos screen drawn the imperative way, as a UIKit view controller does: it subscribes
// to the view model and updates its own screen in `render(_:)`.
// Read in lesson 03 (MVVM), beside TodosView, the same screen drawn the declarative way.

import Observation
import ScreenContract
import SharedModel

/// The Todos screen in the manner of UIKit: the controller owns what is on
/// screen and updates it when the view model's state changes, subscribing the
/// way ``ProfileViewController`` does.
@MainActor
public final class TodosViewController: TodosUserInterface {
  private let viewModel: TodosViewModel
  /// What the controller's widgets show: it stands in for the spinner, the
  /// text field, the table of rows, the counter label, the filter's segmented
  /// control and the error label.
  private var display = TodosScreen()
  /// Whether the view model changed since the last render. Nothing is drawn yet.
  private var needsRender = true

  public init(viewModel: TodosViewModel) {
    self.viewModel = viewModel
  }

  /// What the widgets show, brought up to date first if the state changed.
  public var screen: TodosScreen {
    renderIfNeeded()
    return display
  }

  public func open() async {
    await viewModel.loadIfNeeded()
  }

  public func retry() async {
    await viewModel.retry()
  }

  /// The text field's `editingChanged` action: the field already shows what
  /// the user typed; the view model is told, so it can keep it.
  public func type(_ text: String) async {
    display.field = text
    viewModel.updateField(text)
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

  /// The segmented control's `valueChanged` action.
  public func filter(_ filter: TodosScreen.Filter) async {
    viewModel.select(filter)
  }

  /// Notes that the screen is out of date; see ``ProfileViewController`` for why it draws nothing yet.
  private func setNeedsRender() {
    needsRender = true
  }

  /// Renders if the state changed since the last render, and subscribes to the next change.
  private func renderIfNeeded() {
    guard needsRender else { return }
    needsRender = false
    withObservationTracking {
      render(viewModel.state)
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.setNeedsRender() }
    }
  }

  // snippet.mvvm-todos-render
  /// Updates every widget for `state`, one by one.
  ///
  /// No enum to switch over here: each widget follows its own part of the state.
  private func render(_ state: TodosViewState) {
    display.isLoading = state.isLoading
    display.rows = state.visibleTodos.map { todo in
      TodosScreen.Row(
        id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: state.savingIDs.contains(todo.id))
    }
    display.itemsLeft = state.itemsLeft
    display.filter = state.filter
    // Only when it differs: setting a text field's text moves its cursor, and
    // would fight the user's typing.
    if display.field != state.field {
      display.field = state.field
    }
    display.error = state.error
  }
  // snippet.end
}
