// Exercise 04, solved: every kind of screen the read-only todo list can be, as one enum.
// Lesson 03 (MVVM) grows the Profile screen's enum; this list needs an enum of its own.

import SharedModel

/// Everything the read-only todo list can be, one case per kind of screen.
///
/// Three loose properties allowed eight combinations, and worse, `todos == []` meant two
/// things: "no list yet" and "the server has no todo". The first must say nothing, the
/// second says `Nothing to do yet.`. So the list the screen shows is `[Todo]?`: nil until
/// a load succeeds, and `[]` once one brought no todo. A refresh and a failure keep it,
/// whichever it was, and no case has room for an error beside the loading indicator.
public enum TodoListViewState: Equatable, Sendable {
  /// Nothing asked for yet: the screen shows nothing, and says nothing about the list.
  case idle
  /// A load is on its way; `shown` stays on screen meanwhile: rows, the note, or nothing if no list has loaded.
  case loading(shown: [Todo]?)
  /// The latest load brought these todos, perhaps none.
  case loaded([Todo])
  /// The latest load failed; `shown` stays on screen beside the message, as in `loading`.
  case failed(message: String, shown: [Todo]?)

  /// The list on screen whatever the case: nil while none has loaded, `[]` for a list that loaded empty.
  public var shown: [Todo]? {
    switch self {
    case .idle: nil
    case .loading(let shown): shown
    case .loaded(let todos): todos
    case .failed(_, let shown): shown
    }
  }

  /// Whether a load is on its way.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}
