// TabsPresenter: which of the app's two tabs is on screen, for the app's TabView and for the links.
// Lesson 10 reads it beside DeepLinkAdapter, which brings a link's tab on screen through it.

import Observation

// snippet.hexagonal-tabs-presenter
/// The app's tab bar, on the presentation side of the hexagon: which tab is on
/// screen. One tab at a time: selecting one makes the other's screen go away, as
/// SwiftUI's `TabView` does.
///
/// It holds no screen's state, only the choice of screen; the screens' presenters
/// keep theirs, so a tab that comes back shows what it showed (L3).
@MainActor
@Observable
public final class TabsPresenter {
  /// The app's two tabs.
  public enum Tab: Hashable, Sendable {
    case profile, todos
  }

  /// The tab on screen; the app's `TabView` binds to it.
  public private(set) var tab = Tab.profile
  @ObservationIgnored public let profile: ProfilePresenter
  /// The Todos tab's navigation, which holds its list.
  @ObservationIgnored public let todos: TodosNavigator

  public init(profile: ProfilePresenter, todos: TodosNavigator) {
    self.profile = profile
    self.todos = todos
  }

  /// A tap on a tab. Tapping the tab already on screen opens its screen again, which
  /// loads what it shows if nothing is shown or on its way (P1, P2, T1); a Todo screen
  /// pushed on the Todos tab stays as it is.
  public func select(_ tab: Tab) {
    guard tab == self.tab else {
      self.tab = tab
      return
    }
    // A binding's setter cannot await: the load runs as a task, as a Button's does.
    Task {
      switch tab {
      case .profile: await profile.open()
      case .todos: await todos.tabAppeared()
      }
    }
  }

  /// A link brings its tab on screen (N8); opening its screen is the link's own call.
  public func show(_ tab: Tab) {
    self.tab = tab
  }
}
// snippet.end
