// The Todos screen's view state: the list, what is saving, the field, the filter and the error line.
// Read in lesson 03 (MVVM), after ProfileViewState: why this one is a struct, not an enum.

import ScreenContract
import SharedModel

// snippet.mvvm-todos-view-state
/// Everything the Todos screen shows, as the view model keeps it.
///
/// A struct, where the Profile screen has an enum. An enum fits a screen that
/// is one of a few kinds; this screen is made of parts that change
/// independently: the text field keeps its text while the list loads, a save
/// can fail while a reload is on its way, the filter is any of three whatever
/// happens. An enum would have to list every combination, and there are no
/// impossible ones to rule out. What can be computed is computed (the visible
/// rows, the counter) rather than stored, so it never disagrees with the list.
public struct TodosViewState: Equatable, Sendable {
  /// Every todo, in the server's order, including changes not yet confirmed.
  public var todos: [Todo]
  /// The todos whose change is on its way to the server.
  public var savingIDs: Set<Todo.ID>
  /// Whether a request for the list is on its way.
  public var isLoading: Bool
  /// Whether the list has arrived at least once (opening again then loads nothing).
  public var isLoaded: Bool
  /// The text field's content.
  public var field: String
  /// Which todos are visible.
  public var filter: TodosScreen.Filter
  /// The error line: the message of the latest failure, if any.
  public var error: String?

  public init(
    todos: [Todo] = [], savingIDs: Set<Todo.ID> = [], isLoading: Bool = false, isLoaded: Bool = false,
    field: String = "", filter: TodosScreen.Filter = .all, error: String? = nil
  ) {
    self.todos = todos
    self.savingIDs = savingIDs
    self.isLoading = isLoading
    self.isLoaded = isLoaded
    self.field = field
    self.filter = filter
    self.error = error
  }

  /// The todos the filter lets through, in order.
  public var visibleTodos: [Todo] {
    todos.filter { filter.shows(isDone: $0.isDone) }
  }

  /// How many todos are not done, whatever the filter (T8).
  public var itemsLeft: Int {
    todos.count { !$0.isDone }
  }
}
// snippet.end
