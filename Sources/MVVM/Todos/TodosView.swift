// The Todos screen drawn the declarative way, as SwiftUI does: its screen is a function of the state.
// Read in lesson 03 (MVVM), beside TodosViewController, the same screen drawn the imperative way.

import ScreenContract
import SharedModel

// snippet.mvvm-todos-view
/// The Todos screen in the manner of SwiftUI: ``screen`` is computed from the
/// view model's state whenever it is read, and each gesture is one call.
///
/// In SwiftUI the text field would be bound to the view model. The state is
/// read-only, so the binding writes through a method rather than a property:
///
///     TextField("What needs to be done?", text: Binding(
///       get: { viewModel.state.field },
///       set: { viewModel.updateField($0) }
///     ))
///     .onSubmit { Task { await viewModel.add() } }
@MainActor
public final class TodosView: TodosUserInterface {
  private let viewModel: TodosViewModel

  public init(viewModel: TodosViewModel) {
    self.viewModel = viewModel
  }

  public var screen: TodosScreen {
    let state = viewModel.state
    return TodosScreen(
      isLoading: state.isLoading,
      rows: state.visibleTodos.map { todo in
        TodosScreen.Row(
          id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: state.savingIDs.contains(todo.id))
      },
      itemsLeft: state.itemsLeft,
      filter: state.filter,
      field: state.field,
      error: state.error)
  }

  public func open() async {
    await viewModel.loadIfNeeded()
  }

  public func retry() async {
    await viewModel.retry()
  }

  public func type(_ text: String) async {
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

  public func filter(_ filter: TodosScreen.Filter) async {
    viewModel.select(filter)
  }
}
// snippet.end
