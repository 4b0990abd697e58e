// Exercise 09: the Todos list each small version draws, over its own state. Nothing to change here.
// Lesson 05 (side by side): one change, renaming a todo, ported to MVI, MVVM and Hexagonal.

import ScreenContract
import SharedModel
import SwiftUISubset

extension AccessibilityID.Todos {
  /// Inside a row: the field the user types a new title into, then submits.
  public static let rowNewTitle = "todos.row.new-title"
}

/// The Todos screen cut down to this exercise: its rows and its error line. Each row can be
/// toggled, and renamed in place: the user types a new title into the row's field and submits it.
///
/// Each small version's view draws it from its own state, and hands it what each gesture does
/// there: send an intent, call the view model, or call the presenter.
public struct RenamableTodos: View {
  let rows: [TodosScreen.Row]
  let error: String?
  let toggle: @MainActor (Todo.ID) -> Void
  let rename: @MainActor (Todo.ID, String) -> Void

  public init(
    rows: [TodosScreen.Row], error: String?, toggle: @escaping @MainActor (Todo.ID) -> Void,
    rename: @escaping @MainActor (Todo.ID, String) -> Void
  ) {
    self.rows = rows
    self.error = error
    self.toggle = toggle
    self.rename = rename
  }

  public var body: some View {
    VStack {
      List {
        ForEach(rows) { row in
          RenamableRow(row: row, toggle: { toggle(row.id) }, rename: { rename(row.id, $0) })
            .accessibilityIdentifier(AccessibilityID.Todos.row)
        }
      }
      if let error {
        Text(error).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todos.error)
      }
    }
    .accessibilityIdentifier(AccessibilityID.Todos.screen)
  }
}

/// One row: its done mark, its title, its saving mark, and the field for a new title.
struct RenamableRow: View {
  let row: TodosScreen.Row
  let toggle: @MainActor () -> Void
  let rename: @MainActor (String) -> Void
  /// What the user typed as the new title, until they submit it: the row's own, as a draft is.
  @State private var newTitle = ""

  var body: some View {
    HStack {
      Toggle(isOn: Binding(get: { row.isDone }, set: { _ in toggle() })) {
        Text(ScreenRenderer.checkbox(isDone: row.isDone))
      }
      .accessibilityIdentifier(AccessibilityID.Todos.rowDone)
      Text(row.title).accessibilityIdentifier(AccessibilityID.Todos.rowTitle)
      if row.isSaving {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.rowSaving)
      }
      TextField("New title", text: $newTitle)
        .accessibilityIdentifier(AccessibilityID.Todos.rowNewTitle)
        .onSubmit { rename(newTitle) }
    }
  }
}
