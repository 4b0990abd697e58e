// Exercise 14, a solution: Recent keeps which todos were opened, in order, and reads what they show from the list.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

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

  /// The Recent screen of the todos of `list`.
  public init(list: TodosViewModel) {
    self.list = list
  }

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

  // The stretch: the app saves what Recent needs when it quits, and gives it back at the next launch.

  /// What the app saves for Recent when it quits: the order, whole, since the three rows of the next
  /// launch depend on the list the server sends then.
  public var saved: [Todo.ID] { order }

  /// The Recent screen at the next launch, over a list that loads after it, from what `saved` held.
  public convenience init(list: TodosViewModel, restoring saved: [Todo.ID]) {
    self.init(list: list)
    order = saved
  }
}
