// The gestures `archlab bench` times: the Todos screen's, each made many times on a list of a given size.

/// A gesture on the Todos screen, as the bench makes it.
public enum BenchGesture: String, CaseIterable, Sendable, Codable {
  /// One more character in the text field.
  case type
  /// Add the title typed (the typing is not timed).
  case add
  /// Toggle a row in the middle of the list.
  case toggle
  /// Delete a row in the middle of the list.
  case delete
  /// Switch the filter between all and active.
  case filter
  /// Load the whole list again (`todos retry`).
  case refresh
  /// Show a row in the middle of the list: its Todo screen is pushed (N1).
  case show
  /// Rename that row from its Todo screen, the typing not timed (N4).
  case rename

  /// What it does, for the report.
  public var summary: String {
    switch self {
    case .type: "type a character"
    case .add: "add a todo"
    case .toggle: "toggle a row"
    case .delete: "delete a row"
    case .filter: "switch the filter"
    case .refresh: "reload the list"
    case .show: "show a row's Todo screen"
    case .rename: "rename a row on its Todo screen"
    }
  }
}
