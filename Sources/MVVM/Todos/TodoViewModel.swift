// The Todo screen's view model: one todo of the list, read from the list and changed through it.
// Lesson 10 reads it: a child view model that keeps no copy of what it shows.

import Observation
import ScreenContract
import SharedModel

// snippet.mvvm-todo-view-model (N4)
/// Prepares what the Todo screen shows, one todo's details, and carries out what the
/// user asks there.
///
/// It keeps no copy of the todo. It holds the todo's id, reads the todo from the
/// list's ``TodosViewModel`` each time it is asked, and asks that view model for
/// every change: rename, toggle and delete. The list stays the one source of truth
/// (N3). A copy, kept in step with the list by callbacks, would go stale: the
/// server's answer to a change lands on the list, perhaps after this screen has
/// closed and another has opened for the same todo, and a refused rename must
/// bring the old title back on the row and on whichever Todo screen shows the todo
/// then. Read from the list, the title is right everywhere by construction; a copy
/// is right only as long as nobody forgot a callback.
///
/// The one thing it keeps is what the user typed: the text field is the screen's
/// own. Until the user types, the field shows the title, so it follows the title:
/// when a Save goes out, the field shows the new title, and when the server refuses
/// it, the old one, unless the user typed since (N4).
@MainActor
@Observable
public final class TodoViewModel {
  /// The todo shown.
  public let id: Todo.ID
  /// What the user typed since the screen opened or since the last Save that went
  /// out; nil while the field shows the title.
  public private(set) var draft: String?

  /// The one list, which holds the todo (N3). A constant: the macro observes stored `var`s only.
  private let list: TodosViewModel

  /// A view model for the todo `id` of `list`; the ``TodosRouter`` makes one each time a Todo screen opens.
  public init(id: Todo.ID, list: TodosViewModel) {
    self.id = id
    self.list = list
  }

  /// The todo as the list holds it now; nil once it has left the list, when its screen has closed (N7).
  public var todo: Todo? {
    list.todos.todo(withID: id)
  }

  /// The todo's title, as its row shows it.
  public var title: String { todo?.title ?? "" }
  public var isDone: Bool { todo?.isDone ?? false }
  /// A change of the todo is on its way: a rename, or a toggle made here or on the list.
  public var isSaving: Bool { list.saving.contains(id) }
  /// The Todos tab's one error line, the list's (N6).
  public var errorMessage: String? { list.errorMessage }

  /// The text field. The view binds to it, `TextField("Title", text: $viewModel.field)`:
  /// it shows the title until the user types (N2).
  public var field: String {
    get { draft ?? title }
    set { draft = newValue }
  }

  /// Save: the field becomes the todo's title, through the list (N4).
  public func save() async {
    await list.rename(id, to: field) {
      // The Save went out: the field shows the title again, trimmed, and the old one if it is refused.
      draft = nil
    }
  }

  /// The done mark, exactly as the list's checkbox does it (N5, T4).
  public func toggle() async {
    await list.toggle(id)
  }

  /// Delete, exactly as on the list (N5, T5). The todo leaves the list at once, and the
  /// router closes this screen as it does.
  public func delete() async {
    await list.delete(id)
  }
}
// snippet.end
