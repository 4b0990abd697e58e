// The Todo screen drawn the imperative way, as a UIKit view controller does: each widget
// subscribes to what it shows and updates itself when that changes.
// Beside TodoView, the same screen drawn the declarative way.

import Observation
import ScreenContract
import SharedModel

/// The Todo screen in the manner of UIKit: the controller owns its widgets and
/// updates each one when what it shows changes, as ``TodosViewController`` does.
///
/// It is pushed by the Todos tab's navigation controller; its Back button asks the
/// ``TodosRouter``, which owns the stack, as UIKit code asks
/// `navigationController?.popViewController(animated:)`.
@MainActor
public final class TodoViewController: TodoUserInterface {
  /// The controller's widgets, each rendered on its own.
  private enum Widget: CaseIterable {
    case titleLabel, textField, doneSwitch, savingIndicator, errorLabel
  }

  private let viewModel: TodoViewModel
  private let router: TodosRouter
  /// What the controller's widgets show: it stands in for the title label, the
  /// text field, the done switch, the saving spinner and the error label.
  private var display: TodoScreen
  /// The widgets whose part of the state changed since they were last rendered. All, at first.
  private var needsRender = Set(Widget.allCases)

  public init(viewModel: TodoViewModel, router: TodosRouter) {
    self.viewModel = viewModel
    self.router = router
    display = TodoScreen(id: viewModel.id, title: "", field: "", isDone: false, isSaving: false, error: nil)
  }

  /// What the widgets show, each brought up to date first if what it shows changed.
  public var screen: TodoScreen {
    for widget in Widget.allCases { renderIfNeeded(widget) }
    return display
  }

  /// The text field's `editingChanged` action: the field already shows what the
  /// user typed; the view model is told, so it can keep it.
  public func type(_ text: String) async {
    display.field = text
    viewModel.field = text
  }

  /// The Save button's `touchUpInside` action.
  public func save() async {
    await viewModel.save()
  }

  /// The done switch's `valueChanged` action.
  public func toggle() async {
    await viewModel.toggle()
  }

  /// The Delete button's `touchUpInside` action.
  public func delete() async {
    await viewModel.delete()
  }

  /// The navigation bar's Back button.
  public func back() async {
    router.back()
  }

  /// Brings `widget` up to date if what it shows changed, and subscribes again for the
  /// change after: `onChange` only marks it, as in ``TodosViewController``.
  private func renderIfNeeded(_ widget: Widget) {
    guard needsRender.remove(widget) != nil else { return }
    withObservationTracking {
      render(widget)
    } onChange: { [weak self] in
      MainActor.assumeIsolated { _ = self?.needsRender.insert(widget) }
    }
  }

  /// Updates one widget from the view model, reading only what that widget shows.
  private func render(_ widget: Widget) {
    switch widget {
    case .titleLabel:
      display.title = viewModel.title
    case .textField:
      // Only when it differs: setting a text field's text moves its cursor.
      if display.field != viewModel.field { display.field = viewModel.field }
    case .doneSwitch:
      display.isDone = viewModel.isDone
    case .savingIndicator:
      display.isSaving = viewModel.isSaving
    case .errorLabel:
      display.error = viewModel.errorMessage
    }
  }
}
