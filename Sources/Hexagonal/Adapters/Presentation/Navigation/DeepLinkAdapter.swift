// DeepLinkAdapter: the app's links, such as archlab://todos/ID, turned into calls on the tabs and the navigator.
// Lesson 10 reads it: a second driving adapter beside the views, the hexagon's several ways in, in running code.

import ScreenContract

// snippet.hexagonal-deep-link-adapter (N8)
/// Follows the app's links (N8): reads each one with ``AppLink``, brings its tab on
/// screen, and makes the calls opening its screen makes, unless the tab's coming does.
///
/// The views are one driving adapter; this is another, beside them. It drives
/// the same tabs and the same ``TodosNavigator``, because which screen shows is
/// theirs, and the core can't tell the two apart: a link asks the use cases
/// nothing a gesture doesn't. The app's root view hands it every URL from
/// `onOpenURL` (``AppView``).
@MainActor
public struct DeepLinkAdapter {
  private let tabs: TabsPresenter

  public init(tabs: TabsPresenter) {
    self.tabs = tabs
  }

  /// Follows `text`, and returns when the work it started has finished: a load it started has its answer.
  public func open(_ text: String) async {
    // Any other text changes nothing at all, not even a link that waits.
    guard let link = AppLink(text) else { return }
    tabs.todos.dropWaitingLink()
    let target: TabsPresenter.Tab = link == .profile ? .profile : .todos
    let appears = tabs.tab != target  // a tab that comes on screen opens its screen as it appears
    tabs.show(target)
    switch link {
    case .profile: if !appears { await tabs.profile.open() }
    case .todos: await tabs.todos.openList(appearing: appears)
    case .todo(let id): await tabs.todos.openTodo(id, appearing: appears)
    }
  }
}
// snippet.end
