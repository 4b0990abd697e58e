// The app's tabs and its entry for links: reads a link once, selects its tab, and hands it to the screen it names.
// Lesson 10 reads it beside TodosRouter, which it hands Todos links to.

import Foundation
import Observation
import ScreenContract
import SharedModel

// snippet.mvvm-app-router (N8)
/// Which tab is on screen, and the links the app is handed, as SwiftUI's `onOpenURL`
/// hands them (``AppView``).
///
/// It owns nothing a screen shows: it reads the link with the shared ``AppLink``,
/// selects the tab the link opens, and asks the Profile screen's view model, or the
/// Todos tab's router, what opening that screen asks (N8).
@MainActor
@Observable
public final class AppRouter {
  /// The app's two tabs.
  public enum Tab: Hashable, Sendable {
    case profile, todos
  }

  /// The tab on screen; the app's `TabView` binds to it. One tab at a time: selecting one
  /// makes the other's screen go away (R34 of the SwiftUI subset).
  public private(set) var tab = Tab.profile
  public let profile: ProfileViewModel
  public let todos: TodosRouter

  public init(profile: ProfileViewModel, todos: TodosRouter) {
    self.profile = profile
    self.todos = todos
  }

  /// A tap on a tab. Tapping the tab already on screen opens its screen again, which
  /// loads what it shows if nothing is shown or on its way (P1, P2, T1).
  public func select(_ tab: Tab) {
    guard tab == self.tab else {
      self.tab = tab
      return
    }
    Task {
      switch tab {
      case .profile: await profile.loadIfNeeded()
      case .todos: await todos.tabAppeared()
      }
    }
  }

  /// Follows the link `url`, as `onOpenURL` hands it: its text with its percent escapes
  /// decoded, so a link is read by the characters it was written with (N8).
  public func open(_ url: URL) async {
    await open(url.absoluteString.removingPercentEncoding ?? url.absoluteString)
  }

  /// Follows `link`; returns when the work it started has finished.
  ///
  /// Anything but the app's three links changes nothing at all. Any of them first
  /// drops the link that waits for the list, then selects its tab and opens its screen.
  ///
  /// A tab that comes on screen opens its screen by appearing, as a tap on it does: its
  /// view's `.task` asks what opening asks. So the router asks it only of a tab already on
  /// screen. Asking both would load twice whenever the first answer came before the view
  /// appeared, and a link sends what opening its screen sends, nothing more (N8).
  public func open(_ link: String) async {
    guard let link = AppLink(link) else { return }
    todos.dropWaitingLink()
    let target: Tab = link == .profile ? .profile : .todos
    let appears = target != tab
    tab = target
    switch link {
    case .profile:
      if !appears { await profile.loadIfNeeded() }
    case .todos:
      await todos.openList(appearing: appears)
    case .todo(let id):
      await todos.openTodo(id, appearing: appears)
    }
  }
}
// snippet.end
