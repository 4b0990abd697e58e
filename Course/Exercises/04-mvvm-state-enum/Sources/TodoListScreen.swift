// Exercise 04: what the read-only todo list shows, as a value the checks read. Nothing to change in this file.
// Lesson 03 (MVVM): the view turns the view model's state into this, and nothing more.

/// What the read-only todo list shows: the loading indicator, the rows, the note of an empty list, the error
/// line, and the footer under the rows.
public struct TodoListScreen: Equatable, Sendable {
  /// The note that takes the place of the rows when the server has no todo.
  public static let nothingToDo = "Nothing to do yet."
  /// What the footer says when a page didn't load, beside its Try again button.
  public static let moreFailed = "Couldn't load more."

  /// What the footer under the rows shows.
  public enum Footer: Equatable, Sendable {
    /// The More button: the server has more todos.
    case more
    /// The footer's own loading indicator: a page is on its way.
    case loadingMore
    /// A page didn't load: the message, and a Try again button that does what More does.
    case failed(String)
  }

  /// The loading indicator at the top.
  public var isLoading: Bool
  /// The titles of the rows, in order.
  public var titles: [String]
  /// ``nothingToDo`` in place of the rows, or nil.
  public var note: String?
  /// The error line at the top.
  public var error: String?
  /// The footer under the rows, or nil for none.
  public var footer: Footer?

  public init(
    isLoading: Bool = false, titles: [String] = [], note: String? = nil, error: String? = nil, footer: Footer? = nil
  ) {
    self.isLoading = isLoading
    self.titles = titles
    self.note = note
    self.error = error
    self.footer = footer
  }
}
