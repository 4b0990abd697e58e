// TodosView: the Todos screen as SwiftUI views, each reading the fields of the store's state it shows.
// Like ProfileView, it has two jobs: state to screen, and gestures to intents.

import ScreenContract
import SharedModel

// snippet.mvi-todos-view
/// Shows ``TodosState`` and turns the user's gestures into ``TodosIntent`` values.
///
/// The state is one value, but the store lets a view observe it field by field
/// (``ObservableState``): each view below reads the fields it shows through the
/// store's dynamic members (`store.isLoading`, `store.field`), and SwiftUI evaluates a
/// body again only when a field it read changed. So the screen is split where its
/// parts read different fields: typing a letter changes ``TodosState/field`` alone,
/// which only ``TodosField`` reads, and only its body is evaluated again. Reading
/// `store.state` whole would evaluate every body at every change.
public struct TodosView: View {
  let store: TodosStore

  public init(store: TodosStore) {
    self.store = store
  }

  public var body: some View {
    VStack {
      if store.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.loading)
      }
      TodosField(store: store)
      TodosRows(store: store)
      TodosFooter(store: store)
      if let message = store.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todos.error)
      }
      // Retry always loads, even while a load is on its way: the latest wins (T1).
      Button("Retry") { Task { await store.send(.retryTapped) } }.accessibilityIdentifier(AccessibilityID.Todos.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.screen)
    .navigationTitle("Todos")
    // Covered by a Todo screen, or gone with its tab: the reducer stops its load, quietly, and
    // drops a link waiting for it (L1, N1, N8). The changes on their way go on (L2). At once, as
    // on the Profile screen, not in a task that might run after the screen is shown again.
    .onDisappear { store.sendNow(.viewDisappeared) }
  }
}
// snippet.end

/// The text field and Add: the one view that reads ``TodosState/field``, so typing evaluates
/// this body and no other.
///
/// The field's binding reads `store.field` alone (``Store/binding(_:send:)``) and sends each
/// edit as ``TodosIntent/fieldEdited(_:)``: the store tells the readers of `field`, and only them.
// snippet.mvi-todos-field
struct TodosField: View {
  let store: TodosStore

  var body: some View {
    HStack {
      TextField("What needs to be done?", text: store.binding(\.field, send: TodosIntent.fieldEdited))
        .accessibilityIdentifier(AccessibilityID.Todos.field)
        .onSubmit { Task { await store.send(.addTapped) } }
      Button("Add") { Task { await store.send(.addTapped) } }.accessibilityIdentifier(AccessibilityID.Todos.add)
    }
  }
}
// snippet.end

/// The visible rows, made as the list reads them (``TodosScreen/Rows``), each a view of its own.
struct TodosRows: View {
  let store: TodosStore

  var body: some View {
    let rows = TodosScreen.Rows(store.todos, hiding: store.deleting, showing: store.filter, saving: store.saving)
    List {
      ForEach(rows) { row in
        TodoRow(row: row, store: store)
      }
    }
  }
}

/// One row: its inputs are a value and the store, so SwiftUI keeps its body while the row is unchanged.
struct TodoRow: View {
  let row: TodosScreen.Row
  let store: TodosStore

  var body: some View {
    HStack {
      // The mark shows the state; flipping it sends the tap, and the reducer flips the todo (T4).
      Toggle(isOn: Binding(get: { row.isDone }, set: { _ in Task { await store.send(.toggleTapped(row.id)) } })) {
        Text(ScreenRenderer.checkbox(isDone: row.isDone))
      }
      .accessibilityIdentifier(AccessibilityID.Todos.rowDone)
      Text(row.title).accessibilityIdentifier(AccessibilityID.Todos.rowTitle)
      if row.isSaving {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.rowSaving)
      }
      // A tap appends the todo's id to the tab's stack, whose binding sends it as an intent (N1).
      NavigationLink("Details", value: row.id).accessibilityIdentifier(AccessibilityID.Todos.rowShow)
      Button("Delete") { Task { await store.send(.deleteSwiped(row.id)) } }
        .accessibilityIdentifier(AccessibilityID.Todos.rowDelete)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.row)
  }
}

/// The counter, the filter and Clear completed.
struct TodosFooter: View {
  let store: TodosStore

  var body: some View {
    HStack {
      Text(UserMessage.itemsLeft(TodosState.left(store.todos, deleting: store.deleting)))
        .accessibilityIdentifier(AccessibilityID.Todos.counter)
      Picker("Filter", selection: store.binding(\.filter, send: TodosIntent.filterPicked)) {
        ForEach(TodosScreen.Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue)
        }
      }
      .accessibilityIdentifier(AccessibilityID.Todos.filter)
      Button("Clear completed") { Task { await store.send(.clearCompletedTapped) } }
        .accessibilityIdentifier(AccessibilityID.Todos.clearCompleted)
    }
  }
}
