// What a user sees on the Todos screen, as a value.
// Every architecture maps its own state to this (lesson 01, "the screen contract").

import SharedModel

// snippet.todos-screen
/// Exactly what the Todos screen shows, nothing about how it was produced.
public struct TodosScreen: Hashable, Sendable {
  /// The loading indicator of the list.
  public var isLoading: Bool
  /// The visible rows, in order: the filter has already been applied.
  public var rows: [Row]
  /// How many todos are not done, whatever the filter.
  public var itemsLeft: Int
  /// Which rows the filter lets through.
  public var filter: Filter
  /// The text field's content.
  public var field: String
  /// The error line.
  public var error: String?

  public init(
    isLoading: Bool = false, rows: [Row] = [], itemsLeft: Int = 0, filter: Filter = .all,
    field: String = "", error: String? = nil
  ) {
    self.isLoading = isLoading
    self.rows = rows
    self.itemsLeft = itemsLeft
    self.filter = filter
    self.field = field
    self.error = error
  }

  /// One visible row. Its `id` is what a tap on the row sends back.
  public struct Row: Hashable, Sendable, Identifiable {
    public var id: Todo.ID
    public var title: String
    public var isDone: Bool
    /// The row's change is on its way to the server.
    public var isSaving: Bool

    public init(id: Todo.ID, title: String, isDone: Bool, isSaving: Bool = false) {
      self.id = id
      self.title = title
      self.isDone = isDone
      self.isSaving = isSaving
    }

    /// The rows of the todos of `todos` that `filter` lets through, in order, each marked saving if
    /// its id is in `saving`, in one pass over the list.
    ///
    /// Not isolated to any actor, on purpose. A closure written in a `@MainActor`
    /// type, such as a view's `todos.map { … }`, is isolated to the main actor,
    /// and Swift checks at run time, each time `map` calls it, that it runs there:
    /// one check per row, which `perf` shows as `swift_task_isCurrentExecutor`
    /// in a view's profile (lesson 08). Here the closure is nonisolated, and no
    /// row pays for a check.
    public static func rows(_ todos: [Todo], showing filter: Filter = .all, saving: Set<Todo.ID>) -> [Row] {
      guard filter != .all else {
        return todos.map { Row(id: $0.id, title: $0.title, isDone: $0.isDone, isSaving: saving.contains($0.id)) }
      }
      var rows: [Row] = []
      rows.reserveCapacity(todos.count)
      for todo in todos where filter.shows(isDone: todo.isDone) {
        rows.append(Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: saving.contains(todo.id)))
      }
      return rows
    }
  }

  /// Which rows are visible.
  public enum Filter: String, CaseIterable, Sendable {
    case all, active, completed

    /// Whether a todo that is done (or not) passes this filter.
    public func shows(isDone: Bool) -> Bool {
      switch self {
      case .all: true
      case .active: !isDone
      case .completed: isDone
      }
    }
  }

  /// The counter as the user reads it: `0 items left`, `1 item left`, ...
  public var counter: String { UserMessage.itemsLeft(itemsLeft) }
}
// snippet.end

extension TodosScreen.Filter {
  /// The todos of `todos` this filter lets through, in order; `todos` itself for `.all`.
  /// Nonisolated, like ``TodosScreen/Row/rows(_:showing:saving:)``: no run-time check per todo.
  public func visible(_ todos: [Todo]) -> [Todo] {
    self == .all ? todos : todos.filter { shows(isDone: $0.isDone) }
  }
}
