// The Todo screen drawn the declarative way, as SwiftUI does: the screen is computed from what it reads.
// TodoViewController draws the same screen the imperative way.

import ScreenContract
import SharedModel

// snippet.mvvm-todo-view
/// The Todo screen in the manner of SwiftUI: computed from its view model whenever
/// it is read, each gesture one call.
///
/// In SwiftUI it is the destination the Todos tab's `NavigationStack` pushes:
///
///     struct TodoView: View {
///       @Bindable var viewModel: TodoViewModel
///
///       var body: some View {
///         Form {
///           Text(viewModel.title).font(.title)
///           TextField("Title", text: $viewModel.field)
///           Button("Save") { Task { await viewModel.save() } }
///           Toggle("Done", isOn: Binding(get: { viewModel.isDone }, set: { _ in Task { await viewModel.toggle() } }))
///           Button("Delete", role: .destructive) { Task { await viewModel.delete() } }
///           if let message = viewModel.errorMessage { Text(message).foregroundStyle(.red) }
///         }
///       }
///     }
///
/// Back is the navigation's, not the todo's: the stack's Back button writes the
/// router's path, so here Back asks the ``TodosRouter``.
@MainActor
public final class TodoView: TodoUserInterface {
  private let viewModel: TodoViewModel
  private let router: TodosRouter

  public init(viewModel: TodoViewModel, router: TodosRouter) {
    self.viewModel = viewModel
    self.router = router
  }

  public var screen: TodoScreen {
    TodoScreen(
      id: viewModel.id, title: viewModel.title, field: viewModel.field, isDone: viewModel.isDone,
      isSaving: viewModel.isSaving, error: viewModel.errorMessage)
  }

  /// What `$viewModel.field` does when the user types.
  public func type(_ text: String) async {
    viewModel.field = text
  }

  public func save() async {
    await viewModel.save()
  }

  public func toggle() async {
    await viewModel.toggle()
  }

  public func delete() async {
    await viewModel.delete()
  }

  /// The navigation bar's Back button.
  public func back() async {
    router.back()
  }
}
// snippet.end
