// Exercise 14: the Recent screen's view model, over MVVM's list view model. Make it show what the rule says.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

import MVVM
import Observation
import ScreenContract
import SharedModel

/// The Recent screen: the todos the user opened last, so that one tap opens one again.
@MainActor
@Observable
public final class RecentViewModel {
  /// How many rows the screen has room for.
  public static let capacity = 3

  private let list: TodosViewModel
  private var recent: [TodosScreen.Row] = []

  /// The Recent screen of the todos of `list`.
  public init(list: TodosViewModel) {
    self.list = list
  }

  // TODO: Recent shows, most recent first, the three todos opened last among the todos on the list. A todo
  // opened again goes to the top, and shows once. Each row shows its todo exactly as the list does, title,
  // done mark and saving mark, after every step and every answer of the server (N3). "On the list" means
  // in the list's todos whatever its filter, and a todo being deleted is not on it (T5). Today Recent
  // drifts from the list.
  // FR : Recent affiche, du plus récent au plus ancien, les trois todos ouverts en dernier parmi les todos
  // de la liste. Un todo rouvert remonte en haut, et n'apparaît qu'une fois. Chaque ligne affiche son todo
  // exactement comme la liste, titre, coche et marque d'enregistrement, après chaque étape et chaque
  // réponse du serveur (N3). « De la liste » veut dire parmi les todos de la liste, quel que soit son
  // filtre, et un todo en cours de suppression n'en fait pas partie (T5). Aujourd'hui, Recent s'écarte de
  // la liste.

  /// A Todo screen opened on the todo `id`: from a row of the list, from a link, or from a row here.
  public func opened(_ id: Todo.ID) {
    guard let todo = list.todos.first(where: { $0.id == id }) else { return }
    recent.removeAll { $0.id == id }
    let row = TodosScreen.Row(
      id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: list.saving.contains(id))
    recent.insert(row, at: 0)
    recent = Array(recent.prefix(Self.capacity))
  }

  /// The rows of the screen, top first.
  public var rows: [TodosScreen.Row] { recent }

  // The stretch: the app saves what Recent needs when it quits, and gives it back at the next launch.

  /// What the app saves for Recent when it quits.
  public var saved: [Todo.ID] { recent.map(\.id) }

  /// The Recent screen at the next launch, over a list that loads after it, from what `saved` held.
  public convenience init(list: TodosViewModel, restoring saved: [Todo.ID]) {
    self.init(list: list)
  }
}
