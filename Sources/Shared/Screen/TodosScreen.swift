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
  /// When nothing is left out, a row's position is its todo's: no pass over the list at all. When
  /// a few todos are hidden and the filter shows all, one pass notes where those few are, and a
  /// row's todo is found by stepping over them. Otherwise one pass notes where every row's todo is.
  ///
  /// Not isolated to any actor, on purpose. A closure written in a `@MainActor`
  /// type, such as a view's `todos.map { … }`, is isolated to the main actor,
  /// and Swift checks at run time, each time `map` calls it, that it runs there:
  /// one check per todo, which `perf` shows as `swift_task_isCurrentExecutor`
  /// in a view's profile (lesson 08). The passes here are nonisolated, and no
  /// todo pays for a check.
  public struct Rows: RandomAccessCollection, Sendable {
    private let todos: [Todo]
    private let layout: Layout
    private let isSaving: @Sendable (Todo.ID) -> Bool

    /// Where the rows' todos are in `todos`.
    private enum Layout: Sendable {
      /// Every todo is a row.
      case every
      /// Every todo but those at these positions, in ascending order.
      case skipping([Int])
      /// The todos at these positions, in order.
      case only([Int])
    }

    /// The rows of the todos of `todos` not in `hiding` that `filter` lets through, in order, each
    /// marked saving if its id is in `saving`.
    public init(
      _ todos: [Todo], hiding: Set<Todo.ID> = [], showing filter: Filter = .all, saving: Set<Todo.ID> = []
    ) {
      self.todos = todos
      self.isSaving = saving.membership
      let hidden = hiding.membership
      if hiding.isEmpty, filter == .all {
        layout = .every
      } else if filter == .all, hiding.count <= Set<Todo.ID>.comparedOneByOne {
        layout = .skipping(todos.indices.filter { hidden(todos[$0].id) })
      } else {
        layout = .only(
          todos.indices.filter { index in filter.shows(isDone: todos[index].isDone) && !hidden(todos[index].id) })
      }
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
      switch layout {
      case .every: todos.count
      case .skipping(let skipped): todos.count - skipped.count
      case .only(let positions): positions.count
      }
    }

    public subscript(position: Int) -> Row {
      let todo = todos[index(ofTodoAt: position)]
      return Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving(todo.id))
    }

    /// Where the todo of the row at `position` is in `todos`.
    private func index(ofTodoAt position: Int) -> Int {
      switch layout {
      case .every:
        return position
      case .skipping(let skipped):
        var index = position
        for hidden in skipped {
          guard hidden <= index else { break }
          index += 1
        }
        return index
      case .only(let positions):
        return positions[position]
      }
    }
  }
}
// snippet.end
