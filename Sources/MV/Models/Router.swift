// The app's navigation state: which todo's screen is pushed over the list, and the link that waits for
// the list. An app-level model like the others, read by the views that push, pop and follow links.

import Observation
import ScreenContract
import SharedModel

// snippet.mv-router
/// Where the Todos tab is: the todos pushed over the list, and a link waiting for the list to load.
///
/// In the plain SwiftUI way, navigation is state like any other: an `@Observable`
/// object the app makes once and puts in the environment, whose `path` the
/// Todos tab's `NavigationStack` binds to (``AppView``). Pushing is appending an
/// id, Back is removing it: SwiftUI draws the stack from the path. It holds ids,
/// not todos: the Todo screen reads its todo from ``TodosModel``, the one list
/// every screen reads (N3).
@MainActor
@Observable
public final class Router {
  /// The todos whose screens are pushed over the list, the top one last. The app pushes one
  /// at most: a link to another todo replaces it (N8).
  public var path: [Todo.ID] = []
  /// The todo a link asked for while the list was not there yet: it opens when the load on
  /// its way brings the list, and is dropped on the way in every other case (N8).
  public private(set) var waitingLink: Todo.ID?

  public init() {}

  /// The todo whose screen is on top, if any.
  public var top: Todo.ID? { path.last }
}
// snippet.end

extension Router {
  /// Opens the screen of the todo `id` among the todos on `list`, whatever the filter hides:
  /// a screen that shows it already stays as it is, field and all. Returns false, with no
  /// screen open, when the list doesn't hold it (N8).
  public func open(_ id: Todo.ID, in list: TodosModel) -> Bool {
    guard list.todo(id) != nil else {
      path.removeAll()
      return false
    }
    if top != id { path = [id] }
    return true
  }
}

// snippet.mv-router-links (N8)
extension Router {
  /// Follows `link` in the Todos tab: the list for `todos`; for a todo, its screen, whatever
  /// the filter hides, against the list shown, or, while the list is not there, against the
  /// rows the list's next load brings, whoever starts it. A failed or stopped load (leaving the
  /// list, L1), or a later link, drops a waiting one quietly (N8). Calls `notFound`, now or
  /// once the list has loaded, when the list doesn't hold the todo. The caller selects the tab.
  public func follow(_ link: AppLink, in list: TodosModel, notFound: @escaping @MainActor () -> Void) {
    waitingLink = nil
    switch link {
    case .profile:
      return
    case .todos:
      path.removeAll()
    case .todo(let id) where list.hasLoaded && !list.isLoading:
      if !open(id, in: list) { notFound() }
    case .todo(let id):
      path.removeAll()
      waitingLink = id
      list.whenNextLoadEnds { [weak self] load in
        guard let self, waitingLink == id else { return }
        waitingLink = nil
        if load == .loaded, !open(id, in: list) { notFound() }
      }
    }
  }
}
// snippet.end
