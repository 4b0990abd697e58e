// The Todos screen drawn the imperative way, as a UIKit view controller does: each widget
// subscribes to what it shows and updates itself when that changes.
// Read in lesson 03 (MVVM), beside TodosView, the same screen drawn the declarative way.

import Observation
import ScreenContract
import SharedModel

/// The Todos screen in the manner of UIKit: the controller owns its widgets and
/// updates each one when what it shows changes.
///
/// Each widget has its own `render` step, tracked on its own with
/// `withObservationTracking`, the way UIKit on iOS 26 tracks what each view's
/// `updateProperties()` reads: typing a letter renders the text field and no
/// other widget.
@MainActor
public final class TodosViewController: TodosUserInterface, TodosScreenParts {
  private let viewModel: TodosViewModel
  /// The tab's navigation, which a tap on a row pushes onto.
  private let router: TodosRouter
  /// What the controller's widgets show: it stands in for the spinner, the
  /// text field, the table of rows, the counter label, the filter's segmented
  /// control and the error label.
  private var display = TodosScreen()
  /// The widgets whose part of the state changed since they were last rendered. All, at first.
  private var needsRender = Set(TodosScreenPart.allCases)

  public init(viewModel: TodosViewModel, router: TodosRouter) {
    self.viewModel = viewModel
    self.router = router
  }

  public var loadingIndicator: Bool { rendered(.loadingIndicator).isLoading }
  public var textField: String { rendered(.textField).field }
  public var rowList: [TodosScreen.Row] { rendered(.rowList).rows }
  public var counter: Int { rendered(.counter).itemsLeft }
  public var filterPicker: TodosScreen.Filter { rendered(.filterPicker).filter }
  public var errorLine: String? { rendered(.errorLine).error }

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

  /// The segmented control's `valueChanged` action.
  public func filter(_ filter: TodosScreen.Filter) async {
    viewModel.filter = filter
  }

  /// The table's `didSelectRowAt`: the router pushes the todo's screen (N1).
  public func show(_ id: Todo.ID) async {
    router.show(id)
  }

  /// `viewWillDisappear(_:)`: the list's load stops, quietly (L1), and a link waiting for it goes (N8).
  public func close() async {
    viewModel.stopLoading()
    router.listDisappeared()
  }

  // snippet.mvvm-todos-rendered
  /// The widgets, with `widget` brought up to date first if what it shows changed.
  ///
  /// As ``ProfileViewController`` does, `onChange` only marks the widget: it is
  /// called before the change is stored, so rendering there would draw the old value.
  private func rendered(_ widget: TodosScreenPart) -> TodosScreen {
    guard needsRender.remove(widget) != nil else { return display }
    withObservationTracking {
      render(widget)
    } onChange: { [weak self] in
      MainActor.assumeIsolated { _ = self?.needsRender.insert(widget) }
    }
    return display
  }
  // snippet.end

  // snippet.mvvm-todos-render
  /// Updates one widget from the view model, reading only what that widget shows.
  private func render(_ widget: TodosScreenPart) {
    switch widget {
    case .loadingIndicator:
      display.isLoading = viewModel.isLoading
    case .textField:
      // Only when it differs: setting a text field's text moves its cursor, and
      // would fight the user's typing.
      if display.field != viewModel.field { display.field = viewModel.field }
    case .rowList:
      display.rows = TodosScreen.Row.rows(viewModel.shownTodos, showing: viewModel.filter, saving: viewModel.saving)
    case .counter:
      display.itemsLeft = viewModel.itemsLeft
    case .filterPicker:
      display.filter = viewModel.filter
    case .errorLine:
      display.error = viewModel.errorMessage
    }
  }
  // snippet.end
}
