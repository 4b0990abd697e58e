// TodosState: everything the Todos screen shows, as one value.
// Read in lesson 02 (MVI), after the Profile screen's simpler state.

import ScreenContract
import SharedModel

/// Everything the Todos screen shows: its single source of truth.
///
/// Only what cannot be worked out is stored. The visible rows and the counter
/// are computed from it, so they can never disagree with the list.
public struct TodosState: Equatable, Sendable {
  /// Every todo, in the server's order, with the user's changes shown at once.
  public var todos: [Todo]
  /// The todos whose change is on its way to the server (T3, T4).
  public var saving: Set<Todo.ID>
  /// A request for the list is on its way.
  public var isLoading: Bool
  /// The list has loaded once, so opening the screen again sends nothing (T1).
  public var hasLoaded: Bool
  /// The text field.
  public var field: String
  /// Which todos are visible.
  public var filter: TodosScreen.Filter
  /// The error line: the latest failure (T10).
  public var errorMessage: String?

  public init(
    todos: [Todo] = [], saving: Set<Todo.ID> = [], isLoading: Bool = false, hasLoaded: Bool = false,
    field: String = "", filter: TodosScreen.Filter = .all, errorMessage: String? = nil
  ) {
    self.todos = todos
    self.saving = saving
    self.isLoading = isLoading
    self.hasLoaded = hasLoaded
    self.field = field
    self.filter = filter
    self.errorMessage = errorMessage
  }

  /// The todos the filter lets through, in order (T7).
  public var visibleTodos: [Todo] {
    todos.filter { filter.shows(isDone: $0.isDone) }
  }

  /// How many todos are not done, whatever the filter (T8).
  public var itemsLeft: Int {
    todos.count { !$0.isDone }
  }
}

extension TodosState {
  /// Where the todo with `id` is in ``todos``.
  func index(of id: Todo.ID) -> Int? {
    todos.firstIndex { $0.id == id }
  }

  /// Puts removed todos back where they stood, first position first, so each lands in its place.
  mutating func putBack(_ removed: [RemovedTodo]) {
    for entry in removed.sorted(by: { $0.position < $1.position }) {
      todos.insert(entry.todo, at: min(entry.position, todos.count))
    }
  }
}
