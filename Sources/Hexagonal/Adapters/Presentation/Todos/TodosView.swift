// TodosView: the Todos screen as SwiftUI views, drawn from the presenter's observed properties, split into
// small views that each read only what they show. Lesson 04 reads it after ProfileView: the same two jobs,
// state to screen and gestures to the presenter.

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todos-view
/// The Todos screen: shows the presenter's properties and turns the user's gestures
/// into calls on the presenter.
///
/// SwiftUI evaluates a body again when a property it read has changed, and the
/// presenter keeps each piece of the screen in a property of its own. So the screen
/// is split into views that each read only what they show: typing a letter writes
/// ``TodosPresenter/field`` alone, and only ``TodosField``, the one view that reads
/// it, is evaluated again.
public struct TodosView: View {
  let presenter: TodosPresenter
  let navigator: TodosNavigator

  public init(presenter: TodosPresenter, navigator: TodosNavigator) {
    self.presenter = presenter
    self.navigator = navigator
  }

  public var body: some View {
    VStack {
      if presenter.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.loading)
      }
      TodosField(presenter: presenter)
      TodosRows(presenter: presenter)
      TodosFooter(presenter: presenter)
      if let message = presenter.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todos.error)
      }
      // Retry always loads, even while a load is on its way: the latest wins (T1).
      Button("Retry") { Task { await presenter.retry() } }.accessibilityIdentifier(AccessibilityID.Todos.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.screen)
    .navigationTitle("Todos")
    // Covered by a Todo screen, or gone with its tab: its load stops, quietly, and a link waiting
    // for that load goes with it (L1, N1, N8). The changes the user made go on (L2).
    .onDisappear {
      presenter.close()
      navigator.listDisappeared()
    }
  }
}
// snippet.end

/// The text field and Add: the one view that reads ``TodosPresenter/field``, so typing
/// evaluates this body and no other.
// snippet.hexagonal-todos-field
struct TodosField: View {
  let presenter: TodosPresenter

  var body: some View {
    HStack {
      // The field is the presenter's: a keystroke is a call, as every gesture is.
      TextField("What needs to be done?", text: Binding(get: { presenter.field }, set: { presenter.type($0) }))
        .accessibilityIdentifier(AccessibilityID.Todos.field)
        .onSubmit { Task { await presenter.add() } }
      Button("Add") { Task { await presenter.add() } }.accessibilityIdentifier(AccessibilityID.Todos.add)
    }
  }
}
// snippet.end

/// The visible rows, made as the list reads them (``TodosScreen/Rows``), each a view of its own.
struct TodosRows: View {
  let presenter: TodosPresenter

  var body: some View {
    let list = presenter.list
    List {
      ForEach(TodosScreen.Rows(list.todos, hiding: list.deleting, showing: presenter.filter, saving: list.saving)) {
        row in
        TodoRow(row: row, presenter: presenter)
      }
    }
  }
}

/// One row: its inputs are a value and the presenter, so SwiftUI keeps its body while
/// the row is unchanged.
struct TodoRow: View {
  let row: TodosScreen.Row
  let presenter: TodosPresenter

  var body: some View {
    HStack {
      Toggle(isOn: Binding(get: { row.isDone }, set: { _ in Task { await presenter.toggle(row.id) } })) {
        Text(ScreenRenderer.checkbox(isDone: row.isDone))
      }
      .accessibilityIdentifier(AccessibilityID.Todos.rowDone)
      Text(row.title).accessibilityIdentifier(AccessibilityID.Todos.rowTitle)
      if row.isSaving {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.rowSaving)
      }
      // A tap pushes the todo's id on the tab's stack, whose path is the navigator's (N1).
      NavigationLink("Details", value: row.id).accessibilityIdentifier(AccessibilityID.Todos.rowShow)
      Button("Delete") { Task { await presenter.delete(row.id) } }
        .accessibilityIdentifier(AccessibilityID.Todos.rowDelete)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.row)
  }
}

/// The counter, the filter and Clear completed.
struct TodosFooter: View {
  let presenter: TodosPresenter

  var body: some View {
    HStack {
      Text(UserMessage.itemsLeft(presenter.list.itemsLeft)).accessibilityIdentifier(AccessibilityID.Todos.counter)
      // Picking a filter changes which rows show, and sends nothing (T7).
      Picker("Filter", selection: Binding(get: { presenter.filter }, set: { presenter.pick($0) })) {
        ForEach(TodosScreen.Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue)
        }
      }
      .accessibilityIdentifier(AccessibilityID.Todos.filter)
      Button("Clear completed") { Task { await presenter.clearCompleted() } }
        .accessibilityIdentifier(AccessibilityID.Todos.clearCompleted)
    }
  }
}
