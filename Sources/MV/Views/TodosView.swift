// The Todos screen the plain SwiftUI way: views that read the app's TodosModel from the environment, check
// titles, word the failures and push the Todo screen, split so that each reads only what it shows.

import ScreenContract
import SharedModel

// snippet.mv-todos-view
/// The Todos screen: reads ``TodosModel`` from the environment and calls it; the
/// screen's own logic lives in its views, where the plain way puts it.
///
/// What the view owns is what only this screen cares about: the title being typed
/// and its check against the title rules, the filter, and the words of each failure.
/// The title typed and the filter picked are `@SceneStorage`, the state SwiftUI
/// restores for a scene; the error line, which the Todo screen shares (N6), is the
/// root's (``AppView``). SwiftUI evaluates a body again when a value it read has
/// changed, so the screen is split into views that each read only what they show:
/// typing writes the field's key alone, and only ``TodosField`` is evaluated again.
public struct TodosView: View {
  @Environment(TodosModel.self) private var list
  @Binding var error: String?

  public init(error: Binding<String?>) {
    _error = error
  }

  public var body: some View {
    VStack {
      if list.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.loading)
      }
      TodosField(error: $error)
      TodosRows(error: $error)
      TodosFooter(error: $error)
      if let error {
        Text(error).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todos.error)
      }
      // Retry always loads, even while a load is on its way: the latest wins (T1).
      Button("Retry") { Task { await Self.load(list, error: $error) } }
        .accessibilityIdentifier(AccessibilityID.Todos.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.screen)
    .navigationTitle("Todos")
    // Covered by a Todo screen, or gone with its tab: the load on its way stops, quietly, and so
    // does the link waiting for it; the changes the user made go on (L1, L2, N1, N8).
    .onDisappear { list.stopLoading() }
  }
}
// snippet.end

// snippet.mv-todos-view-load
extension TodosView {
  /// Opening the list: loads unless it is shown or on its way (T1).
  static func loadIfNeeded(_ list: TodosModel, error: Binding<String?>) async {
    guard !list.hasLoaded, !list.isLoading else { return }
    await load(list, error: error)
  }

  /// Loads, and shows the failure of the latest load only (T1, T10).
  static func load(_ list: TodosModel, error: Binding<String?>) async {
    error.wrappedValue = nil
    if await list.load() == .failed { error.wrappedValue = UserMessage.todosLoadFailed }
  }
}
// snippet.end

// snippet.mv-todos-field
/// The text field and Add: the one view that reads the field's key, so typing evaluates
/// this body and no other.
struct TodosField: View {
  @Environment(TodosModel.self) private var list
  @Environment(Router.self) private var router
  @Binding var error: String?
  /// What the user typed: the scene restores it, and every view under this key shares it.
  @SceneStorage("todos.field") private var field = ""

  var body: some View {
    HStack {
      TextField("What needs to be done?", text: $field)
        .accessibilityIdentifier(AccessibilityID.Todos.field)
        .onSubmit { Task { await add() } }
      Button("Add") { Task { await add() } }.accessibilityIdentifier(AccessibilityID.Todos.add)
    }
  }
}
// snippet.end

extension TodosField {
  // snippet.mv-todos-view-add (T3)
  /// The Add button: checks the title here, then hands it to the list (T2, T3).
  func add() async {
    guard !list.isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      self.error = error.message
      return
    }
    field = ""
    error = nil
    do {
      try await list.add(title)
    } catch {
      // Nothing typed is lost: the title comes back only to an empty field.
      if field.isEmpty { field = title }
      self.error = UserMessage.addFailed(title)
      // N7: the todo has left the list; its screen, if it shows, goes with it.
      if router.top == error.todo.id { router.path.removeAll() }
    }
  }
  // snippet.end
}

/// The visible rows, made as the list reads them (``TodosScreen/Rows``), each a view of its own.
struct TodosRows: View {
  @Environment(TodosModel.self) private var list
  @Binding var error: String?
  /// The filter picked, under the key ``TodosFooter``'s picker writes.
  @SceneStorage("todos.filter") private var filter = TodosScreen.Filter.all

  var body: some View {
    List {
      ForEach(TodosScreen.Rows(list.todos, hiding: list.deleting, showing: filter, saving: list.saving)) { row in
        TodoRow(row: row, error: $error)
      }
    }
  }
}

/// One row: its inputs are a value and a binding, so SwiftUI keeps its body while the row is unchanged.
struct TodoRow: View {
  let row: TodosScreen.Row
  @Binding var error: String?
  @Environment(TodosModel.self) private var list

  var body: some View {
    HStack {
      Toggle(isOn: Binding(get: { row.isDone }, set: { _ in Task { await toggle() } })) {
        Text(ScreenRenderer.checkbox(isDone: row.isDone))
      }
      .accessibilityIdentifier(AccessibilityID.Todos.rowDone)
      Text(row.title).accessibilityIdentifier(AccessibilityID.Todos.rowTitle)
      if row.isSaving {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.rowSaving)
      }
      // A tap pushes the todo's id on the tab's stack, which binds the Router's path (N1).
      NavigationLink("Details", value: row.id).accessibilityIdentifier(AccessibilityID.Todos.rowShow)
      Button("Delete") { Task { await delete() } }.accessibilityIdentifier(AccessibilityID.Todos.rowDelete)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.row)
  }
}

extension TodoRow {
  // snippet.mv-todos-view-toggle
  func toggle() async {
    guard list.canChange(row.id) else { return }
    error = nil
    do {
      try await list.toggle(row.id)
    } catch {
      self.error = UserMessage.updateFailed(error.todo.title)
    }
  }
  // snippet.end

  // snippet.mv-todos-view-delete (T5)
  func delete() async {
    guard list.canChange(row.id) else { return }
    error = nil
    do {
      try await list.delete(row.id)
    } catch {
      self.error = UserMessage.deleteFailed(error.todo.title)
    }
  }
  // snippet.end
}

/// The counter, the filter and Clear completed.
struct TodosFooter: View {
  @Environment(TodosModel.self) private var list
  @Binding var error: String?
  @SceneStorage("todos.filter") private var filter = TodosScreen.Filter.all

  var body: some View {
    HStack {
      Text(UserMessage.itemsLeft(list.itemsLeft)).accessibilityIdentifier(AccessibilityID.Todos.counter)
      Picker("Filter", selection: $filter) {
        ForEach(TodosScreen.Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue)
        }
      }
      .accessibilityIdentifier(AccessibilityID.Todos.filter)
      Button("Clear completed") { Task { await clearCompleted() } }
        .accessibilityIdentifier(AccessibilityID.Todos.clearCompleted)
    }
  }

  func clearCompleted() async {
    guard !list.isLoading, !list.clearable.isEmpty else { return }
    error = nil
    do {
      try await list.clearCompleted()
    } catch {
      self.error = UserMessage.clearCompletedFailed
    }
  }
}
