// TodoPresenter: the Todo screen's driving adapter, one todo of the list, pushed over it.
// Lesson 10 reads it: a second presenter over the same list, which keeps no copy of the todo it shows.

import HexagonalDomain
import Observation
import ScreenContract
import SharedModel

// snippet.hexagonal-todo-presenter (N2, N3, N4)
/// The Todo screen, on the presentation side of the hexagon: one todo's details,
/// and the gestures made there.
///
/// It keeps no copy of the todo. It holds the todo's id and reads the todo from
/// the list's ``TodosPresenter`` each time it is asked, so a change made on either
/// screen, or its answer, shows on both at once (N3). Toggle and Delete are the
/// list's own gestures, on this todo (N5). Save calls the ``RenameTodo`` use case
/// itself, on the same list.
///
/// The one thing it keeps is what the user typed: until the user types, the field
/// shows the title, so it follows the title as the rules leave it when a Save goes
/// out, and back to the old one when the server refuses it, unless the user typed
/// since (N4). The ``TodosNavigator`` makes one each time a Todo screen opens.
@MainActor
@Observable
public final class TodoPresenter {
  /// The todo shown.
  public let id: Todo.ID
  /// What the user typed since the screen opened or since the last Save that went out; nil while
  /// the field shows the title.
  public private(set) var draft: String?

  /// The list, which holds the todo (N3), and the tab's error line (N6).
  private let todos: TodosPresenter
  private let renameTodo: RenameTodo

  public init(id: Todo.ID, todos: TodosPresenter, renameTodo: RenameTodo) {
    self.id = id
    self.todos = todos
    self.renameTodo = renameTodo
  }

  /// The todo as the list holds it now; nil once it has left the list, when its screen has closed (N7).
  public var todo: Todo? { todos.list.todo(id) }
  public var title: String { todo?.title ?? "" }
  public var isDone: Bool { todo?.isDone ?? false }
  /// A change of the todo is on its way: a rename, or a toggle made here or on the list.
  public var isSaving: Bool { todos.list.saving.contains(id) }
  /// The Todos tab's one error line, the list's (N6).
  public var errorMessage: String? { todos.errorMessage }
  /// The text field: the title, until the user types (N2).
  public var field: String { draft ?? title }

  /// Typing changes the field, and nothing else (N2).
  public func type(_ text: String) {
    draft = text
  }

  /// Save: the field becomes the todo's title, everywhere at once (N3, N4). Nothing to save (a saving
  /// todo, or the title it has already) leaves the error line as it is; nothing typed is lost.
  public func save() async {
    do {
      guard case .refused(let renamed) = try await renameTodo(id, titled: field, on: self) else { return }
      todos.report(UserMessage.renameFailed(renamed.old.title))
    } catch {
      todos.report(error.message)
    }
  }

  /// The done mark, exactly as the list's checkbox does it (N5, T4).
  public func toggle() async {
    await todos.toggle(id)
  }

  /// Delete, exactly as on the list (N5, T5): the todo leaves the list at once, and the navigator
  /// closes this screen as it does. A todo the rules keep (T6) keeps its screen open too.
  public func delete() async {
    await todos.delete(id)
  }
}
// snippet.end

// The rename's output is the list's, seen through this screen: the use case finds the list and changes
// it there, and the screen hears the rename go out, to show the title it sent.
// snippet.hexagonal-todo-presenter-output (N4)
extension TodoPresenter: TodoListOutput {
  public var list: TodoList { todos.list }
  public var load: TodoListLoad { todos.load }

  public func update(
    _ event: TodoListEvent, list change: ((inout TodoList) -> Void)?, load changeLoad: ((inout TodoListLoad) -> Void)?
  ) {
    todos.update(event, list: change, load: changeLoad)
    // The Save went out: the field shows the title as the rules left it, or the old one once refused.
    if case .shown(.rename(id, _, _)) = event { draft = nil }
  }
}
// snippet.end
