// TodosState: everything the Todos screen shows, as one value.
// Read in lesson 02 (MVI), after the Profile screen's simpler state.

import ScreenContract
import SharedModel

// snippet.mvi-todos-state
/// Everything the Todos screen shows: its single source of truth.
///
/// Only what cannot be worked out is stored. The visible rows and the counter
/// are computed from it, so they can never disagree with the list.
public struct TodosState: Equatable, Sendable {
  /// Every todo, in the server's order, with the user's changes shown at once,
  /// including the todos whose deletion waits for the server's answer.
  public var todos: [Todo]
  /// The todos whose save is on its way to the server (T3, T4).
  public var saving: Set<Todo.ID>
  /// The todos the user deleted whose deletion is on its way (T5, T9): the server hasn't said yes or
  /// no yet.
  public var deleting: Set<Todo.ID>
  /// A request for the list is on its way.
  public var isLoading: Bool
  /// The list has loaded once, so opening the screen again sends nothing (T1).
  public var hasLoaded: Bool
  /// The text field.
  public var field: String
  /// Which todos are visible.
  public var filter: TodosScreen.Filter
  /// The error line: the latest failure (T10), shared with the Todo screen (N6).
  public var errorMessage: String?
  /// The navigation stack over the list: the Todo screen on top, if one is open (N1). Navigation is
  /// state like any other, so a deep link is an intent that sets it, and a test compares it.
  public var detail: TodoDetail?
  /// A link to a todo that waits for the list's load on its way (N8).
  public var waitingLink: Todo.ID?

  public init(
    todos: [Todo] = [], saving: Set<Todo.ID> = [], deleting: Set<Todo.ID> = [], isLoading: Bool = false,
    hasLoaded: Bool = false, field: String = "", filter: TodosScreen.Filter = .all, errorMessage: String? = nil,
    detail: TodoDetail? = nil, waitingLink: Todo.ID? = nil
  ) {
    self.todos = todos
    self.saving = saving
    self.deleting = deleting
    self.isLoading = isLoading
    self.hasLoaded = hasLoaded
    self.field = field
    self.filter = filter
    self.errorMessage = errorMessage
    self.detail = detail
    self.waitingLink = waitingLink
  }

  /// Every todo but those being deleted, in order.
  public var shownTodos: [Todo] {
    // Nothing hidden: the stored array itself, shared and not copied (arrays are copy-on-write).
    todos.filter(withoutIDsIn: deleting)
  }

  /// The todos on screen, in order: every todo not being deleted that the filter lets through (T7).
  public var visibleTodos: [Todo] {
    filter == .all ? shownTodos : shownTodos.filter { filter.shows(isDone: $0.isDone) }
  }

  /// How many todos on screen are not done, whatever the filter (T8).
  public var itemsLeft: Int {
    todos.countNotDone(withoutIDsIn: deleting)
  }

  /// The Todos tab's badge: the counter, once the list has loaded (S1).
  public var badge: Int? {
    hasLoaded ? itemsLeft : nil
  }
}
// snippet.end

// snippet.mvi-todo-detail
/// The Todo screen's own state: which todo it shows, and its text field. It holds no copy of the
/// todo: the screen reads it from ``TodosState/todos``, the one list, so a change made on either
/// screen, and its answer, show on both at once (N3).
public struct TodoDetail: Equatable, Sendable {
  /// The todo shown.
  public var id: Todo.ID
  /// The text field, which starts with the title (N2).
  public var field: String
  /// Whether the user typed in the field since the last Save sent: a refused rename
  /// then leaves the field alone (N4).
  public var typedSinceSave: Bool

  public init(id: Todo.ID, field: String, typedSinceSave: Bool = false) {
    self.id = id
    self.field = field
    self.typedSinceSave = typedSinceSave
  }
}
// snippet.end

extension TodosState: ObservableState {}

// A view could read a derived value through the store (`store.itemsLeft`) and be told only when it
// changes: the store compares what a view read, stored or computed. It would then work out the value
// twice at every intent, typed letters included, to compare it: a pass over 10⁵ todos each time. So
// the views read the stored fields the value depends on (`store.todos`, `store.deleting`) and work it
// out here, once per body that shows it.

extension TodosState {
  /// Every todo but those being deleted, worked out from the fields it depends on.
  public static func shown(_ todos: [Todo], deleting: Set<Todo.ID>) -> [Todo] {
    TodosState(todos: todos, deleting: deleting).shownTodos
  }

  /// How many todos on screen are not done, from the fields it depends on.
  public static func left(_ todos: [Todo], deleting: Set<Todo.ID>) -> Int {
    TodosState(todos: todos, deleting: deleting).itemsLeft
  }

  /// The todo with `id` if it is on the list, its deletion not on its way.
  public static func onList(_ id: Todo.ID, in todos: [Todo], deleting: Set<Todo.ID>) -> Todo? {
    deleting.contains(id) ? nil : todos.todo(withID: id)
  }
}

extension TodosState {
  /// Where the todo with `id` is in ``todos``.
  func index(of id: Todo.ID) -> Int? {
    todos.index(of: id)
  }

  /// Whether the todo with `id` can take a change: it is on screen and no change of it is on its way (T6).
  func canChange(_ id: Todo.ID) -> Bool {
    !saving.contains(id) && !deleting.contains(id)
  }
}
