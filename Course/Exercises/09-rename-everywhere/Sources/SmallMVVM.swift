// Exercise 09, MVVM: a small Todos view model that can toggle a todo. Add renaming to it.
// Lesson 03 (MVVM): the view model holds the state and a method per gesture; the view forwards.

import Observation
import ScreenContract
import SharedModel
import SwiftUISubset

/// The Todos screen in MVVM, small: a service, a view model and a view.
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
      // TODO: the title rules judge `text` first (T2): a refused title shows its message and sends nothing. A
      // valid one shows at once marked saving, and comes undone on refusal with `Couldn't update “OLD TITLE”.`
      // (T4, for the title); a saving row ignores it (T6); it clears the error line as it starts (T10).
      // FR : les règles du titre jugent d'abord `text` (T2) : un titre refusé affiche son message et n'envoie rien.
      // Un titre valide s'affiche tout de suite, marqué en cours d'enregistrement, et se défait en cas de refus avec
      // `Couldn't update “OLD TITLE”.` (T4, pour le titre) ; une ligne en cours d'enregistrement l'ignore (T6) ; il
      // vide la ligne d'erreur quand il démarre (T10).
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
