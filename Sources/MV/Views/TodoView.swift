// The Todo screen the plain SwiftUI way: one todo's details, pushed over the list, read from the app's
// TodosModel like the list's rows. What the user types there is the pushed view's own @State.

import ScreenContract
import SharedModel

// snippet.mv-todo-view
/// The Todo screen: one todo of ``TodosModel``, and a field to rename it.
///
/// The todo is not copied into the screen: the title, the done mark and the
/// saving mark are read from the one list each time the body is evaluated, so a
/// change made here shows on the list, and the other way round (N3). The error
/// line is the Todos tab's one line, kept by the root (N6).
///
/// The field is the pushed view's `@State`, which starts afresh each time the
/// screen is pushed (N2) and goes with it when it is popped. It holds only what the
/// user typed since the screen opened or since the last Save that sent; while
/// nothing is, the field shows the todo's title. So when a Save is refused, the old
/// title comes back to the field of whichever screen of that todo is open, unless
/// the user typed in it since (N4), and no answer writes into a view that has gone.
public struct TodoView: View {
  let id: Todo.ID
  @Binding var error: String?
  @Environment(TodosModel.self) private var list
  @Environment(Router.self) private var router
  /// What the user typed since the screen opened or since the last Save that sent.
  @State private var typed: String?

  public init(id: Todo.ID, error: Binding<String?>) {
    self.id = id
    _error = error
  }

  public var body: some View {
    // A destination whose todo has left the list draws nothing; the views that take it off
    // close the screen first (N5, N7).
    if let todo = list.todo(id) {
      VStack {
        Text(todo.title).font(.title).accessibilityIdentifier(AccessibilityID.Todo.title)
        // The mark shows the list's value; flipping it asks the list, which may refuse (N5, T4).
        Toggle("Done", isOn: Binding(get: { todo.isDone }, set: { _ in Task { await toggle() } }))
          .accessibilityIdentifier(AccessibilityID.Todo.done)
        if list.saving.contains(id) {
          ProgressView("Saving").accessibilityIdentifier(AccessibilityID.Todo.saving)
        }
        TextField("Title", text: Binding(get: { typed ?? todo.title }, set: { typed = $0 }))
          .accessibilityIdentifier(AccessibilityID.Todo.field)
        Button("Save") { Task { await save() } }.accessibilityIdentifier(AccessibilityID.Todo.save)
        Button("Delete") { Task { await delete() } }.accessibilityIdentifier(AccessibilityID.Todo.delete)
        if let error {
          Text(error).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todo.error)
        }
      }
      .accessibilityIdentifier(AccessibilityID.Todo.screen)
      .tag(id)
      .navigationTitle("Todo")
    }
  }
}
// snippet.end

// MARK: - Gestures

extension TodoView {
  // snippet.mv-todo-view-save (N4)
  /// The Save button: checks the field against the title rules here, as the list's Add
  /// does, then hands the new title to the list (N4).
  func save() async {
    guard list.canChange(id), let todo = list.todo(id) else { return }
    let title: String
    do {
      title = try TodoTitle.validate(typed ?? todo.title)
    } catch {
      self.error = error.message
      return
    }
    // The title it has already: nothing to send, and nothing changes.
    guard title != todo.title else { return }
    // The field shows the title again: the new one, trimmed, and the old one if the server refuses.
    typed = nil
    error = nil
    do {
      try await list.rename(id, to: title)
    } catch {
      self.error = UserMessage.renameFailed(error.todo.title)
    }
  }
  // snippet.end

  /// The done mark: the list's Toggle, from here (N5, T4).
  func toggle() async {
    guard list.canChange(id) else { return }
    error = nil
    do {
      try await list.toggle(id)
    } catch {
      self.error = UserMessage.updateFailed(error.todo.title)
    }
  }

  // snippet.mv-todo-view-delete
  /// The Delete button: the screen goes at once, then the list's Delete, from here (N5, T5).
  /// If the server refuses, the row comes back on the list, and the screen stays closed.
  func delete() async {
    guard list.canChange(id) else { return }
    router.path.removeAll()
    error = nil
    do {
      try await list.delete(id)
    } catch {
      self.error = UserMessage.deleteFailed(error.todo.title)
    }
  }
  // snippet.end
}
