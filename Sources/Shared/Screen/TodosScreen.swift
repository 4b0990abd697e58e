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
  /// Nonisolated, like ``TodosScreen/Rows``: no run-time check per todo.
  public func visible(_ todos: [Todo]) -> [Todo] {
    self == .all ? todos : todos.filter { shows(isDone: $0.isDone) }
  }
}

// snippet.todos-screen-rows
extension TodosScreen {
  /// The visible rows of a list, made as they are read: a `List` reads the few in its window, so
  /// a gesture on a list of 10⁵ todos makes about as many row values as a screen shows, not 10⁵.
  ///
  /// The todos `hiding` names (those being deleted) and those the filter leaves out are not rows.
  /// When nothing is left out, a row's position is its todo's: no pass over the list at all.
  /// Otherwise one pass, when the rows are made, notes where the visible todos are.
  ///
  /// Not isolated to any actor, on purpose. A closure written in a `@MainActor`
  /// type, such as a view's `todos.map { … }`, is isolated to the main actor,
  /// and Swift checks at run time, each time `map` calls it, that it runs there:
  /// one check per todo, which `perf` shows as `swift_task_isCurrentExecutor`
  /// in a view's profile (lesson 08). The passes here are nonisolated, and no
  /// todo pays for a check.
  public struct Rows: RandomAccessCollection, Sendable {
    private let todos: [Todo]
    /// Where each visible todo is in `todos`; nil when every todo is visible.
    private let positions: [Int]?
    private let isSaving: @Sendable (Todo.ID) -> Bool

    /// The rows of the todos of `todos` not in `hiding` that `filter` lets through, in order, each
    /// marked saving if its id is in `saving`.
    public init(
      _ todos: [Todo], hiding: Set<Todo.ID> = [], showing filter: Filter = .all, saving: Set<Todo.ID> = []
    ) {
      self.todos = todos
      self.isSaving = saving.membership
      if hiding.isEmpty, filter == .all {
        positions = nil
      } else {
        let hidden = hiding.membership
        positions = todos.indices.filter { index in
          filter.shows(isDone: todos[index].isDone) && !hidden(todos[index].id)
        }
      }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions?.count ?? todos.count }

    public subscript(position: Int) -> Row {
      let todo = todos[positions?[position] ?? position]
      return Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving(todo.id))
    }
  }
}
// snippet.end
