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
