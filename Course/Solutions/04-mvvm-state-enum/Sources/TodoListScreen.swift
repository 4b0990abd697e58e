// Exercise 04: what the read-only todo list shows, as a value the checks read. Nothing to change in this file.
// Lesson 03 (MVVM): the view turns the view model's state into this, and nothing more.

/// What the read-only todo list shows: the loading indicator, the rows, the note of an empty list, the error line.
public struct TodoListScreen: Equatable, Sendable {
  /// The note that takes the place of the rows when the server has no todo.
  public static let nothingToDo = "Nothing to do yet."

  /// The loading indicator.
  public var isLoading: Bool
  /// The titles of the rows, in order.
  public var titles: [String]
  /// ``nothingToDo`` in place of the rows, or nil.
  public var note: String?
  /// The error line.
  public var error: String?

  public init(isLoading: Bool = false, titles: [String] = [], note: String? = nil, error: String? = nil) {
    self.isLoading = isLoading
    self.titles = titles
    self.note = note
    self.error = error
  }
}
