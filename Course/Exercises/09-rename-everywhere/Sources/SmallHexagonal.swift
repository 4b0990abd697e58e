// Exercise 09, Hexagonal: a small domain with a use case to toggle a todo, and a presenter. Add renaming.
// Lesson 04 (Hexagonal): the rules live in use cases behind a port; the presenter shows what they decide.

import Observation
import ScreenContract
import SharedModel
import SwiftUISubset

/// The Todos screen in Hexagonal style, small: a port, use cases, and a presenter.
public enum SmallHexagonal {
  // MARK: Domain

  /// The output port: where todos are kept.
  public protocol TodoRepository: Sendable {
    func save(_ todo: Todo) async throws
  }

  /// Marks a todo done or not done.
  public struct ToggleTodo: Sendable {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
      self.repository = repository
    }

    /// `todo`, flipped. Pure: the presenter can show it before it is stored.
    public func toggled(_ todo: Todo) -> Todo {
      var todo = todo
      todo.isDone.toggle()
      return todo
    }

    /// Stores `todo`, as ``toggled(_:)`` made it.
    public func callAsFunction(_ todo: Todo) async throws {
      try await repository.save(todo)
    }
  }

  /// Gives a todo a new title.
  public struct RenameTodo: Sendable {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
      self.repository = repository
    }

    /// `todo` with the title `text` means, by the title rules. Pure, like ``ToggleTodo/toggled(_:)``.
    ///
    /// - Throws: ``TitleError`` when the title breaks a rule.
    public func renamed(_ todo: Todo, to text: String) throws(TitleError) -> Todo {
      // TODO: the domain decides what a new title becomes: what the title rules make of `text` (T2), or the rule
      // it breaks.
      // FR : le domaine décide de ce que devient un nouveau titre : ce que les règles du titre font de `text` (T2),
      // ou la règle qu'il enfreint.
      todo
    }

    /// Stores `todo`, as ``renamed(_:to:)`` made it.
    public func callAsFunction(_ todo: Todo) async throws {
      // TODO: a renamed todo must be stored.
      // FR : un todo renommé doit être enregistré.
    }
  }

  // MARK: Presentation

  /// Shows the list, and turns gestures into use-case calls.
  @MainActor
  @Observable
  public final class Presenter {
    public private(set) var todos: [Todo]
    public private(set) var saving: Set<Todo.ID> = []
    public private(set) var errorMessage: String?
    private let toggleTodo: ToggleTodo
    private let renameTodo: RenameTodo

    public init(todos: [Todo], repository: any TodoRepository) {
      self.todos = todos
      toggleTodo = ToggleTodo(repository: repository)
      renameTodo = RenameTodo(repository: repository)
    }

    public func toggle(_ id: Todo.ID) async {
      guard !saving.contains(id), let index = todos.firstIndex(where: { $0.id == id }) else { return }
      let before = todos[index]
      let after = toggleTodo.toggled(before)
      await show(after, replacing: before, save: { try await toggleTodo(after) })
    }

    public func rename(_ id: Todo.ID, to text: String) async {
      // TODO: the presenter shows what `RenameTodo` decides: a refused title's message, and nothing sent (T2); a
      // new title at once, marked saving, undone on refusal with `Couldn't update “OLD TITLE”.` (T4, for the
      // title); nothing on a saving row (T6); and the error line cleared as the rename starts (T10).
      // FR : le presenter montre ce que décide `RenameTodo` : le message d'un titre refusé, et rien d'envoyé (T2) ;
      // un nouveau titre tout de suite, marqué en cours d'enregistrement, défait en cas de refus avec
      // `Couldn't update “OLD TITLE”.` (T4, pour le titre) ; rien sur une ligne en cours d'enregistrement (T6) ; et
      // la ligne d'erreur vidée quand le renommage démarre (T10).
    }

    /// Shows `after` at once, marked saving, while `save` runs; shows `before` again if it fails.
    private func show(_ after: Todo, replacing before: Todo, save: () async throws -> Void) async {
      replace(with: after)
      saving.insert(after.id)
      errorMessage = nil
      defer { saving.remove(after.id) }
      do {
        try await save()
      } catch {
        replace(with: before)
        errorMessage = UserMessage.updateFailed(before.title)
      }
    }

    private func replace(with todo: Todo) {
      guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
      todos[index] = todo
    }
  }

  /// Draws what the presenter shows, and calls it for each gesture: the outermost driving adapter.
  public struct TodosView: View {
    let presenter: Presenter

    public init(presenter: Presenter) {
      self.presenter = presenter
    }

    public var body: some View {
      RenamableTodos(
        rows: Array(TodosScreen.Rows(presenter.todos, saving: presenter.saving)), error: presenter.errorMessage,
        toggle: { id in Task { await presenter.toggle(id) } },
        rename: { id, text in Task { await presenter.rename(id, to: text) } })
    }
  }
}
