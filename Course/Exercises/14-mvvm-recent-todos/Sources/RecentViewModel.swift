// Exercise 14: the Recent screen's view model, over MVVM's list view model. It follows the list as lesson 10
// says; make it show something at launch, before the list has loaded.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

import Foundation
import MVVM
import Observation
import ScreenContract
import SharedModel

/// The Recent screen: the todos the user opened last, so that one tap opens one again.
///
/// It keeps no todo. It keeps the order in which todos were opened, every one of them, and works out
/// its rows from the list each time they are read: the list owns the todos (N3), Recent owns the order.
@MainActor
@Observable
public final class RecentViewModel {
  /// How many rows the screen has room for.
  public static let capacity = 3

  private let list: TodosViewModel
  /// Every todo ever opened, the last one first, each once. Never cut to `capacity`: when a todo leaves
  /// the list, the one opened before the three takes its place, and when it comes back (a refused
  /// deletion, a reload), it takes its place back.
  private var order: [Todo.ID] = []

  /// The Recent screen of the todos of `list`, at a first launch.
  public init(list: TodosViewModel) {
    self.list = list
  }

  // TODO: at launch, the list takes a moment to load, and its load may fail. Until the list has loaded at this launch,
  // Recent shows what it showed when the app last quit, as the user saw it then, with nothing on its way: nothing has
  // been sent yet at this launch. Once the list has loaded, Recent shows what the list shows, as it does today. Every
  // rule Recent keeps today still holds, from the first second. Today, Recent is empty until the list loads.
  // FR : au lancement, la liste met un moment à se charger, et son chargement peut échouer. Tant que la liste ne s'est
  // pas chargée à ce lancement, Recent affiche ce qu'il affichait quand l'app s'est fermée la dernière fois, tel que
  // l'utilisateur le voyait alors, mais sans aucune requête en cours : rien n'a encore été envoyé à ce lancement.
  // Une fois la liste chargée, Recent affiche ce qu'affiche la liste, comme aujourd'hui. Toutes les règles que Recent
  // respecte aujourd'hui restent valables, dès la première seconde. Aujourd'hui, Recent est vide tant que la liste
  // n'est pas chargée.

  /// A Todo screen opened on the todo `id`: from a row of the list, from a link, or from a row here.
  public func opened(_ id: Todo.ID) {
    order.removeAll { $0 == id }
    order.insert(id, at: 0)
  }

  /// The rows of the screen, top first: the first todos of `order` that are on the list now, as the list
  /// shows them. The list's filter doesn't apply here, and a todo being deleted is not on the list (T5).
  public var rows: [TodosScreen.Row] {
    let onList = Dictionary(list.shownTodos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let saving = list.saving
    return order.lazy
      .compactMap { onList[$0] }
      .prefix(Self.capacity)
      .map { TodosScreen.Row(id: $0.id, title: $0.title, isDone: $0.isDone, isSaving: saving.contains($0.id)) }
  }

  // What the app keeps for Recent from one launch to the next.

  /// What the app writes to disk for Recent when it quits: the order, whole, since the three rows of the
  /// next launch depend on the list the server sends then.
  public var saved: Data {
    (try? JSONEncoder().encode(order)) ?? Data()
  }

  /// The Recent screen at the next launch, over a list that loads after it, from what `saved` held when
  /// the app last quit. What can't be read gives the Recent of a first launch.
  public convenience init(list: TodosViewModel, restoring saved: Data) {
    self.init(list: list)
    order = (try? JSONDecoder().decode([Todo.ID].self, from: saved)) ?? []
  }
}
