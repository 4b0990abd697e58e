// Exercise 04, solved: every kind of screen the read-only todo list can be, as one enum.
// Lesson 03 (MVVM) grows the Profile screen's enum; this list needs an enum of its own.

import SharedModel

/// Everything the read-only todo list can be, one case per kind of screen.
///
/// Loose properties allowed screens nobody wants, and worse, `todos == []` meant two things: "no list yet"
/// and "the server has no todo". The first says nothing, the second says `Nothing to do yet.`. So the list
/// shown is a `LoadedList?`: nil until a first page arrives. A refresh and a failure keep it, whichever it
/// was, footer included. No case has room for an error beside a loading indicator, the list's or a page's,
/// nor for two loading indicators at once.
public enum TodoListViewState: Equatable, Sendable {
  /// Nothing asked for yet: the screen shows nothing, and says nothing about the list.
  case idle
  /// Page 1 is on its way; `shown` stays on screen meanwhile, without its footer: rows, the note, or nothing
  /// if no list has loaded.
  case loading(shown: LoadedList?)
  /// The latest load brought this list, perhaps empty.
  case loaded(LoadedList)
  /// The page after the last one of `list` is on its way: the rows stay, and the footer shows its own
  /// loading indicator in place of More.
  case loadingMore(LoadedList)
  /// The latest load of page 1 failed; `shown` stays on screen beside the message, footer included.
  case failed(message: String, shown: LoadedList?)

  /// The list on screen whatever the case: nil while none has loaded.
  public var shown: LoadedList? {
    switch self {
    case .idle: nil
    case .loading(let shown): shown
    case .loaded(let list), .loadingMore(let list): list
    case .failed(_, let shown): shown
    }
  }

  /// Whether page 1 is on its way.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether the page after the last one is on its way.
  public var isLoadingMore: Bool {
    if case .loadingMore = self { return true }
    return false
  }
}

/// One load of the list: page 1 and the pages after it, in order, and where its next page stands.
///
/// Its rows never mix two loads: a refresh makes a new one, and a page answers only the list that asked.
public struct LoadedList: Equatable, Sendable {
  /// Where the page after the last one stands, when none is on its way: what the footer offers. A page on
  /// its way is a case of the state, `loadingMore`, so no list kept beside an error or a refresh can hold one.
  public enum Next: Equatable, Sendable {
    /// The server has no page after the last one: the list is at its end, and has no footer. Not `none`,
    /// which `list?.next == .none` would read as Optional's.
    case end
    /// The server has more: the More button.
    case available
    /// The next page didn't load: Try again asks for it again.
    case failed
  }

  /// The rows of every page loaded, in order.
  public var todos: [Todo]
  /// How many pages the rows come from.
  public var pages: Int
  public var next: Next
  /// Which load of the list this is, counting from 1: two loads whose page 1 brought the same rows are
  /// still two lists, and a page asked for by one is not the other's.
  public var load: Int

  /// The list of page 1, brought by load number `load`.
  public init(firstPage: TodoPage, load: Int) {
    todos = firstPage.todos
    pages = 1
    next = firstPage.hasMore ? .available : .end
    self.load = load
  }

  /// Whether the server said it has no todo: no rows, and no page after them. An empty page that has more
  /// after it says nothing yet.
  public var isEmpty: Bool { todos.isEmpty && next == .end }

  /// Whether the footer's button is on screen: More, or Try again.
  public var offersNextPage: Bool { next == .available || next == .failed }
}
