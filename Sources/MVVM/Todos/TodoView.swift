// The Todo screen as a SwiftUI view: the destination the Todos tab's NavigationStack pushes.

import ScreenContract
import SharedModel

// snippet.mvvm-todo-view
/// The Todo screen: one todo's details, read from its view model, each gesture one call.
///
/// Back is the navigation's, not the todo's: the stack's Back button writes the
/// router's path, which the Todos tab's `NavigationStack` binds to.
public struct TodoView: View {
  @Bindable var viewModel: TodoViewModel

  public init(viewModel: TodoViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      Text(viewModel.title).font(.title).accessibilityIdentifier(AccessibilityID.Todo.title)
      // The mark shows the list's value; flipping it asks the list, which may refuse (N5, T4).
      Toggle("Done", isOn: Binding(get: { viewModel.isDone }, set: { _ in Task { await viewModel.toggle() } }))
        .accessibilityIdentifier(AccessibilityID.Todo.done)
      if viewModel.isSaving {
        ProgressView("Saving").accessibilityIdentifier(AccessibilityID.Todo.saving)
      }
      TextField("Title", text: $viewModel.field).accessibilityIdentifier(AccessibilityID.Todo.field)
      Button("Save") { Task { await viewModel.save() } }.accessibilityIdentifier(AccessibilityID.Todo.save)
      Button("Delete") { Task { await viewModel.delete() } }.accessibilityIdentifier(AccessibilityID.Todo.delete)
      if let message = viewModel.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todo.error)
      }
    }
    .accessibilityIdentifier(AccessibilityID.Todo.screen)
    .tag(viewModel.id)
    .navigationTitle("Todo")
  }
}
// snippet.end
