// Exercise 09, MVVM, solved: a small Todos view model that can toggle and rename a todo.
// Lesson 03 (MVVM): the view model holds the state and a method per gesture; the view forwards.

import Observation
import ScreenContract
import SharedModel
import SwiftUISubset

/// The Todos screen in MVVM, small: a service, a view model and a view.
///
/// Renaming touched one place: a method on the view model, beside `toggle`, which
/// it mirrors. The view already forwarded the gesture.
public enum SmallMVVM {
  /// Where the view model saves todos.
  public protocol TodosService: Sendable {
    func save(_ todo: Todo) async throws
  }

  @MainActor
  @Observable
  public final class ViewModel {
    public private(set) var todos: [Todo]
    public private(set) var saving: Set<Todo.ID> = []
    public private(set) var errorMessage: String?

    private let service: any TodosService

    public init(todos: [Todo], service: any TodosService) {
      self.todos = todos
      self.service = service
    }

    /// Flips the todo at once, marked saving; flips it back if the server refuses.
    public func toggle(_ id: Todo.ID) async {
      guard !saving.contains(id), let index = todos.firstIndex(where: { $0.id == id }) else { return }
      todos[index].isDone.toggle()
      let sent = todos[index]
      saving.insert(id)
      errorMessage = nil
      defer { saving.remove(id) }
      do {
        try await service.save(sent)
      } catch {
        if let index = todos.firstIndex(where: { $0.id == id }) {
          todos[index].isDone = !sent.isDone
        }
        errorMessage = UserMessage.updateFailed(sent.title)
      }
    }

    /// Renames the todo at once, marked saving; puts its old title back if the server refuses.
    public func rename(_ id: Todo.ID, to text: String) async {
      guard !saving.contains(id), let index = todos.firstIndex(where: { $0.id == id }) else { return }
      // The view model applies the title rules itself, as it does for a new todo:
      // in MVVM, the view model is where a screen's rules live.
      let title: String
      do {
        title = try TodoTitle.validate(text)
      } catch {
        errorMessage = error.message
        return
      }
      // The stretch (N4): a valid title equal to the current one changes nothing,
      // so it sends nothing, marks nothing, and leaves the error line alone (T10).
      guard title != todos[index].title else { return }
      let previousTitle = todos[index].title
      todos[index].title = title
      let sent = todos[index]
      saving.insert(id)
      errorMessage = nil
      defer { saving.remove(id) }
      do {
        try await service.save(sent)
      } catch {
        // Look the row up again: the list may have changed while the request was out.
        if let index = todos.firstIndex(where: { $0.id == id }) {
          todos[index].title = previousTitle
        }
        errorMessage = UserMessage.updateFailed(previousTitle)
      }
    }
  }

  /// Draws the view model, and calls it for each gesture.
  public struct TodosView: View {
    let viewModel: ViewModel

    public init(viewModel: ViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      RenamableTodos(
        rows: Array(TodosScreen.Rows(viewModel.todos, saving: viewModel.saving)), error: viewModel.errorMessage,
        toggle: { id in Task { await viewModel.toggle(id) } },
        rename: { id, text in Task { await viewModel.rename(id, to: text) } })
    }
  }
}
