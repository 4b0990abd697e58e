// TodoView: the Todo screen as a SwiftUI view, one todo pushed over the list, drawn from the Todos presenter.
// A second view over the same presenter as TodosView, so both show the same todo (N3).

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todo-view
/// Shows one todo of ``TodosPresenter/list`` and turns the user's gestures into calls
/// on the presenter.
///
/// It keeps no copy of the todo: its title, done mark and saving mark are read
/// from the list each time, so a change made on either screen, or its answer,
/// shows on both at once (N3). The Todos tab's `NavigationStack` makes it for the
/// presenter's ``TodosPresenter/pushedTodo`` (``TodosTab``); Back is the stack's.
public struct TodoView: View {
  let presenter: TodosPresenter
  let id: Todo.ID

  public init(presenter: TodosPresenter, id: Todo.ID) {
    self.presenter = presenter
    self.id = id
  }

  public var body: some View {
    // The presenter pops the screen before its todo leaves the list (N5, N7): the todo is there.
    let todo = presenter.list.todo(id) ?? Todo(id: id, title: "")
    VStack {
      Text(todo.title).font(.title).accessibilityIdentifier(AccessibilityID.Todo.title)
      // The mark shows the list's value; flipping it asks the list, which may refuse (N5, T4).
      Toggle("Done", isOn: Binding(get: { todo.isDone }, set: { _ in Task { await presenter.toggle(id) } }))
        .accessibilityIdentifier(AccessibilityID.Todo.done)
      if presenter.list.saving.contains(id) {
        ProgressView("Saving").accessibilityIdentifier(AccessibilityID.Todo.saving)
      }
      // Typing changes the screen's field, and nothing else (N2).
      TextField("Title", text: Binding(get: { presenter.todoField }, set: { presenter.typeTitle($0) }))
        .accessibilityIdentifier(AccessibilityID.Todo.field)
      Button("Save") { Task { await presenter.saveTitle() } }.accessibilityIdentifier(AccessibilityID.Todo.save)
      Button("Delete") { Task { await presenter.deletePushedTodo() } }
        .accessibilityIdentifier(AccessibilityID.Todo.delete)
      // The tab's one error line, the list's too (N6).
      if let message = presenter.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todo.error)
      }
    }
    .accessibilityIdentifier(AccessibilityID.Todo.screen)
    .tag(id)
    .navigationTitle("Todo")
  }
}
// snippet.end
