// The Todos screen as SwiftUI views: the list reads its view model and calls it, split into small
// views that each read only what they show.

import ScreenContract
import SharedModel

// snippet.mvvm-todos-view
/// The Todos screen. SwiftUI evaluates a body again when a property it read has
/// changed, so the screen is split into views that each read only what they show:
/// typing a letter writes ``TodosViewModel/field`` alone, and only ``TodosField``,
/// the one view that reads it, is evaluated again.
public struct TodosView: View {
  let viewModel: TodosViewModel
  /// The tab's navigation: the list's going away tells it (N8).
  let router: TodosRouter

  public init(viewModel: TodosViewModel, router: TodosRouter) {
    self.viewModel = viewModel
    self.router = router
  }

  public var body: some View {
    VStack {
      if viewModel.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.loading)
      }
      TodosField(viewModel: viewModel)
      TodosRows(viewModel: viewModel)
      TodosFooter(viewModel: viewModel)
      if let message = viewModel.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todos.error)
      }
      // Retry always loads, even while a load is on its way: the latest wins (T1).
      Button("Retry") { Task { await viewModel.retry() } }.accessibilityIdentifier(AccessibilityID.Todos.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.screen)
    .navigationTitle("Todos")
    // Covered by a Todo screen, or gone with its tab: its load stops, quietly (L1, N1), and a link
    // waiting for that load goes with it (N8). The changes the user made go on (L2).
    .onDisappear {
      viewModel.stopLoading()
      router.listDisappeared()
    }
  }
}
// snippet.end

// snippet.mvvm-todos-field
/// The text field and Add: the one view that reads ``TodosViewModel/field``, so typing
/// evaluates this body and no other.
struct TodosField: View {
  @Bindable var viewModel: TodosViewModel

  var body: some View {
    HStack {
      TextField("What needs to be done?", text: $viewModel.field)
        .accessibilityIdentifier(AccessibilityID.Todos.field)
        .onSubmit { Task { await viewModel.add() } }
      Button("Add") { Task { await viewModel.add() } }.accessibilityIdentifier(AccessibilityID.Todos.add)
    }
  }
}
// snippet.end

/// The visible rows, made as the list reads them (``TodosScreen/Rows``), each a view of its own.
struct TodosRows: View {
  let viewModel: TodosViewModel

  var body: some View {
    let rows = TodosScreen.Rows(
      viewModel.todos, hiding: viewModel.deleting, showing: viewModel.filter, saving: viewModel.saving)
    List {
      ForEach(rows) { row in
        TodoRow(row: row, viewModel: viewModel)
      }
    }
  }
}

/// One row: its inputs are a value and the view model, so SwiftUI keeps its body while
/// the row is unchanged.
struct TodoRow: View {
  let row: TodosScreen.Row
  let viewModel: TodosViewModel

  var body: some View {
    HStack {
      Toggle(isOn: Binding(get: { row.isDone }, set: { _ in Task { await viewModel.toggle(row.id) } })) {
        Text(ScreenRenderer.checkbox(isDone: row.isDone))
      }
      .accessibilityIdentifier(AccessibilityID.Todos.rowDone)
      Text(row.title).accessibilityIdentifier(AccessibilityID.Todos.rowTitle)
      if row.isSaving {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.rowSaving)
      }
      // A tap pushes the todo's id on the tab's stack, which the router binds (N1).
      NavigationLink("Details", value: row.id).accessibilityIdentifier(AccessibilityID.Todos.rowShow)
      Button("Delete") { Task { await viewModel.delete(row.id) } }
        .accessibilityIdentifier(AccessibilityID.Todos.rowDelete)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.row)
  }
}

/// The counter, the filter and Clear completed.
struct TodosFooter: View {
  @Bindable var viewModel: TodosViewModel

  var body: some View {
    HStack {
      Text(UserMessage.itemsLeft(viewModel.itemsLeft)).accessibilityIdentifier(AccessibilityID.Todos.counter)
      Picker("Filter", selection: $viewModel.filter) {
        ForEach(TodosScreen.Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue)
        }
      }
      .accessibilityIdentifier(AccessibilityID.Todos.filter)
      Button("Clear completed") { Task { await viewModel.clearCompleted() } }
        .accessibilityIdentifier(AccessibilityID.Todos.clearCompleted)
    }
  }
}
