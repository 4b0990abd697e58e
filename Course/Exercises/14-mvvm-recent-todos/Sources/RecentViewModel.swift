// Exercise 14: the Todo screen's view model, over MVVM's list view model. Make the two screens agree.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

import MVVM
import Observation
import SharedModel

/// What the Todo screen shows, one todo of the list, and what the user does there.
///
/// Some steps leave the Todo screen and the list showing two different todos.
/// The checks in `Tests/` name them.
@MainActor
@Observable
public final class DetailViewModel {
  /// The todo shown.
  public let id: Todo.ID
  /// The text field, which starts with the title. It is the screen's own.
  public var field: String

  private let list: TodosViewModel
  private var todo: Todo

  /// The Todo screen of the todo `id` of `list`.
  public init(id: Todo.ID, list: TodosViewModel) {
    self.id = id
    self.list = list
    let todo = list.todos.first { $0.id == id } ?? Todo(id: id, title: "")
    self.todo = todo
    field = todo.title
  }

  // TODO: after every step, and after every answer of the server in whatever order it comes, the
  // Todo screen shows its todo exactly as the list does: title, done mark, saving mark and error line
  // (FEATURE.md, N3 and N6). Save and Toggle here obey the list's rules, the title rules and T6
  // included (N4, N5). Today some steps make the two screens disagree.
  // FR : après chaque étape, et après chaque réponse du serveur, dans n'importe quel ordre, l'écran Todo affiche son
  // todo exactement comme la liste l'affiche : titre, coche, marque d'enregistrement et ligne d'erreur (FEATURE.md,
  // N3 et N6). Ici, Save et Toggle suivent les règles de la liste, y compris les règles du titre et T6 (N4, N5).
  // Aujourd'hui, certaines étapes mettent les deux écrans en désaccord.

  public var title: String { todo.title }
  public var isDone: Bool { todo.isDone }
  public var isSaving: Bool { list.saving.contains(id) }
  public var errorMessage: String? { list.errorMessage }

  /// Save: the field becomes the todo's title (N4).
  public func save() async {
    todo.title = field
    await list.rename(id, to: field)
  }

  /// The done mark (N5).
  public func toggle() async {
    todo.isDone.toggle()
    await list.toggle(id)
  }
}
