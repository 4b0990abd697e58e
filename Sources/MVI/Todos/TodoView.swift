// TodoView: the Todo screen, a view of the Todos screen's store scoped to the todo on top of its stack.

import ScreenContract
import SharedModel

// snippet.mvi-todo-view
/// Shows the todo of ``TodosState/detail`` and sends the user's gestures as ``TodoDetailIntent`` values.
///
/// It has no store of its own: it reads the parent's state, the one list included,
/// and sends the parent's store intents wrapped in ``TodosIntent/detail(_:)``.
/// That is scoping, as the Composable Architecture's stack navigation does it: one
/// value holds both screens, one reducer decides for both, and a test compares it whole.
///
/// Back is the navigation's: the stack's Back button writes the path, which the Todos
/// tab binds to the state and sends as ``TodoDetailIntent/backTapped`` (``TodosTab``).
public struct TodoView: View {
  let store: TodosStore

  /// The Todo screen over `store`'s state; it shows something while ``TodosState/detail`` is set.
  public init(store: TodosStore) {
    self.store = store
  }

  public var body: some View {
    if let detail = store.detail {
      let todo = TodosState.onList(detail.id, in: store.todos, deleting: store.deleting)
      VStack {
        Text(todo?.title ?? "").font(.title).accessibilityIdentifier(AccessibilityID.Todo.title)
        // The mark shows the list's value; flipping it asks the reducer, which may refuse (N5, T4).
        Toggle("Done", isOn: Binding(get: { todo?.isDone ?? false }, set: { _ in send(.toggleTapped) }))
          .accessibilityIdentifier(AccessibilityID.Todo.done)
        if store.saving.contains(detail.id) {
          ProgressView("Saving").accessibilityIdentifier(AccessibilityID.Todo.saving)
        }
        TextField("Title", text: Binding(get: { detail.field }, set: { send(.fieldEdited($0)) }))
          .accessibilityIdentifier(AccessibilityID.Todo.field)
        Button("Save") { send(.saveTapped) }.accessibilityIdentifier(AccessibilityID.Todo.save)
        Button("Delete") { send(.deleteTapped) }.accessibilityIdentifier(AccessibilityID.Todo.delete)
        if let message = store.errorMessage {
          Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todo.error)
        }
      }
      .accessibilityIdentifier(AccessibilityID.Todo.screen)
      .tag(detail.id)
      .navigationTitle("Todo")
    }
  }

  /// Sends an intent of the Todo screen, wrapped for the parent's store, from a task: an action can't await.
  private func send(_ intent: TodoDetailIntent) {
    Task { await store.send(.detail(intent)) }
  }
}
// snippet.end
