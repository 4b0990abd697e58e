// TodoView: the Todo screen as a SwiftUI view, one todo pushed over the list, drawn from its TodoPresenter.
// Lesson 10 reads it: its presenter reads the todo from the list, so both screens show the same todo (N3).

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todo-view
/// Shows one todo, as its ``TodoPresenter`` reads it from the list, and turns the
/// user's gestures into calls on that presenter.
///
/// The Todos tab's `NavigationStack` makes it for the navigator's
/// ``TodosNavigator/top`` (``TodosTab``); Back is the stack's.
public struct TodoView: View {
  let presenter: TodoPresenter

  public init(presenter: TodoPresenter) {
    self.presenter = presenter
  }

  public var body: some View {
    VStack {
      Text(presenter.title).font(.title).accessibilityIdentifier(AccessibilityID.Todo.title)
      // The mark shows the list's value; flipping it asks the list, which may refuse (N5, T4).
      Toggle("Done", isOn: Binding(get: { presenter.isDone }, set: { _ in Task { await presenter.toggle() } }))
        .accessibilityIdentifier(AccessibilityID.Todo.done)
      if presenter.isSaving {
        ProgressView("Saving").accessibilityIdentifier(AccessibilityID.Todo.saving)
      }
      // Typing changes the screen's field, and nothing else (N2).
      TextField("Title", text: Binding(get: { presenter.field }, set: { presenter.type($0) }))
        .accessibilityIdentifier(AccessibilityID.Todo.field)
      Button("Save") { Task { await presenter.save() } }.accessibilityIdentifier(AccessibilityID.Todo.save)
      Button("Delete") { Task { await presenter.delete() } }
        .accessibilityIdentifier(AccessibilityID.Todo.delete)
      // The tab's one error line, the list's too (N6).
      if let message = presenter.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todo.error)
      }
    }
    .accessibilityIdentifier(AccessibilityID.Todo.screen)
    .tag(presenter.id)
    .navigationTitle("Todo")
  }
}
// snippet.end
