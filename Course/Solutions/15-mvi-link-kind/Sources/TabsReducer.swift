// Exercise 15, a solution: a link that opens the list filtered is one more case and one more rule; and, the way
// back, the state says as a link what it shows.
// Lesson 10 (navigation and shared state): a deep link is an intent that sets the state.

/// Which rows the list shows.
public enum Filter: String, Equatable, Sendable {
  case all, active, completed
}

/// Everything the app's two tabs show, as one value: which tab, the Todos tab's filter, the
/// Todo screen on top of its list, and its error line.
public struct TabsState: Equatable, Sendable {
  public enum Tab: Equatable, Sendable { case profile, todos }

  public var tab = Tab.profile
  public var filter = Filter.all
  /// The id of the todo whose Todo screen is open, if one is.
  public var shown: String?
  /// The ids of the todos on the list.
  public var todos: [String] = []
  public var error: String?

  public init(todos: [String] = []) {
    self.todos = todos
  }

  /// Rule N9: the text of the link of what this state shows, to share it or to come
  /// back to it. Navigation is state, so reading a link and writing one are two views of one
  /// value: this is `Link(_:)` read backwards, one case for each screen the user can see.
  public var link: String {
    switch (tab, shown) {
    case (.profile, _):
      // The Profile screen: what lies under the Todos tab is not on screen, and a link leaves
      // the other tab's stack as it is (N8), so opening it anywhere leaves the Todos tab as it is.
      return "archlab://profile"
    case (.todos, let id?):
      // A Todo screen: its todo, which is on the list, since only a todo the list holds is shown.
      // The filter under it can't ride along, since `archlab://todos/ID?…` names a todo whose id
      // is `ID?…` (N8); a Todo screen's link leaves the filter as it finds it.
      return "archlab://todos/\(id)"
    case (.todos, nil):
      // The list: its filter always named, `all` too. `archlab://todos` would keep the filter it
      // finds, so it would show this list only from a state with the same filter.
      return "archlab://todos?filter=\(filter.rawValue)"
    }
  }
}

/// A link the app knows.
public enum Link: Equatable, Sendable {
  case profile
  case todos
  case todo(String)
  /// `archlab://todos?filter=…`: the list, with that filter.
  case filteredTodos(Filter)

  /// The link `text` names; nil for any text the app doesn't know, which changes nothing.
  public init?(_ text: String) {
    let scheme = "archlab://"
    guard text.hasPrefix(scheme) else { return nil }
    let path = text.dropFirst(scheme.count)
    if path == "profile" {
      self = .profile
    } else if path == "todos" {
      self = .todos
    } else if path.hasPrefix("todos?filter="), let filter = Filter(rawValue: String(path.dropFirst(13))) {
      self = .filteredTodos(filter)
    } else if path.hasPrefix("todos/"), !path.dropFirst(6).isEmpty, !path.dropFirst(6).contains("/") {
      self = .todo(String(path.dropFirst(6)))
    } else {
      return nil
    }
  }
}

/// Something that happened: here, only a link the app was asked to open.
public enum TabsIntent: Sendable {
  case linkOpened(String)
}

/// The rules of the app's links, as one pure function.
public enum TabsReducer {
  public static func reduce(_ state: inout TabsState, _ intent: TabsIntent) {
    switch intent {
    case .linkOpened(let text):
      guard let link = Link(text) else { return }
      switch link {
      case .profile:
        state.tab = .profile
      case .todos:
        state.tab = .todos
        state.shown = nil
      case .filteredTodos(let filter):
        state.tab = .todos
        state.shown = nil
        state.filter = filter
      case .todo(let id):
        state.tab = .todos
        if state.todos.contains(id) {
          state.shown = id
        } else {
          state.shown = nil
          state.error = "That todo doesn't exist."
        }
      }
    }
  }
}
