// Exercise 14, a solution: Recent owns the order in which todos were opened, and keeps what it showed, which
// stands in for the list only until the list has loaded at this launch.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

import Foundation
import MVVM
import Observation
import ScreenContract
import SharedModel

/// The Recent screen: the todos the user opened last, so that one tap opens one again.
///
/// It keeps the order in which todos were opened, every one of them, and works out its rows from the list
/// each time they are read: the list owns the todos (N3), Recent owns the order. Until the list has loaded
/// at this launch, the list has nothing to say, and the rows Recent showed when the app last quit stand in
/// for it.
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
  /// What Recent showed when the app last quit, title and done mark, by id. Read only until the list has
  /// loaded: after that, the list says what each todo is.
  private var shownAtQuit: [Todo.ID: Todo] = [:]

  /// The Recent screen of the todos of `list`, at a first launch.
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
  /// Until the list has loaded, whether it failed or is on its way, a todo the list doesn't hold shows as
  /// Recent showed it at the last quit, with no saving mark: `hasLoaded`, not an empty list, since a list
  /// can load empty. A todo the list holds already, one added since the launch, shows as the list shows it.
  public var rows: [TodosScreen.Row] {
    var known = Dictionary(list.shownTodos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    if !list.hasLoaded {
      // A todo the list holds, even hidden by a deletion on its way, is the list's to show or hide.
      let held = Set(list.todos.map(\.id))
      known.merge(shownAtQuit.filter { !held.contains($0.key) }) { onList, _ in onList }
    }
    let saving = list.saving
    return order.lazy
      .compactMap { known[$0] }
      .prefix(Self.capacity)
      .map { TodosScreen.Row(id: $0.id, title: $0.title, isDone: $0.isDone, isSaving: saving.contains($0.id)) }
  }

  // What the app keeps for Recent from one launch to the next.

  /// What the app writes to disk when it quits, in this version's form.
  private struct Saved: Codable {
    /// The order, whole, since the three rows of the next launch depend on the list the server sends then.
    var order: [Todo.ID]
    /// The rows on screen, whichever source they came from: a launch that quits before its list loads
    /// showed what the launch before it saved, and the next one shows that again.
    var shown: [Todo]
  }

  /// What the app writes to disk for Recent when it quits.
  public var saved: Data {
    let shown = rows.map { Todo(id: $0.id, title: $0.title, isDone: $0.isDone) }
    return (try? JSONEncoder().encode(Saved(order: order, shown: shown))) ?? Data()
  }

  /// The Recent screen at the next launch, over a list that loads after it, from what `saved` held when
  /// the app last quit. The previous version saved the order alone: that order comes back, with nothing to
  /// show until the list loads. What can't be read gives the Recent of a first launch.
  public convenience init(list: TodosViewModel, restoring saved: Data) {
    self.init(list: list)
    let decoder = JSONDecoder()
    if let current = try? decoder.decode(Saved.self, from: saved) {
      order = current.order
      shownAtQuit = Dictionary(current.shown.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    } else if let previous = try? decoder.decode([Todo.ID].self, from: saved) {
      order = previous
    }
  }
}
