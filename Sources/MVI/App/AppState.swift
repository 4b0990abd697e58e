// AppState: the app as one feature, composed of its two screens: its state, its intents, its effects.
// Lesson 10 reads it: the tab on screen, the Todos tab's stack and every link are state one reducer keeps.

import ScreenContract
import SharedModel

// snippet.mvi-app-state
/// Everything the app shows, as one value: the tab on screen, and each tab's screen.
///
/// Each screen's state stays its feature's own (``ProfileState``, ``TodosState``, the Todos
/// tab's stack included in ``TodosState/detail``); the app holds them side by side, as The
/// Composable Architecture's app features hold their children's.
public struct AppState: ObservableState {
  /// The app's two tabs.
  public enum Tab: Hashable, Sendable {
    case profile, todos
  }

  public var tab: Tab
  public var profile: ProfileState
  public var todos: TodosState

  public init(tab: Tab = .profile, profile: ProfileState = ProfileState(), todos: TodosState = TodosState()) {
    self.tab = tab
    self.profile = profile
    self.todos = todos
  }
}

/// Something that happened to the app: to one of its screens, to its tabs, or a link from outside.
public enum AppIntent: Sendable {
  /// Something happened on the Profile screen.
  case profile(ProfileIntent)
  /// Something happened on the Todos tab.
  case todos(TodosIntent)
  /// The user tapped a tab, the one on screen or the other.
  case tabTapped(AppState.Tab)
  /// The app was asked to open a link (N8): an outside event, which becomes the app's intent.
  case linkOpened(AppLink)
}

/// Work a screen's reducer asked for, named by its screen.
public enum AppEffect: SideEffect {
  case profile(ProfileEffect)
  case todos(TodosEffect)

  /// The work that can be cancelled, named by its screen: a typed id, as each screen's is.
  public enum CancelID: Hashable, Sendable {
    case profile(ProfileEffect.CancelID)
    case todos(TodosEffect.CancelID)
  }

  public var cancelID: CancelID? {
    switch self {
    case .profile(let effect): effect.cancelID.map(CancelID.profile)
    case .todos(let effect): effect.cancelID.map(CancelID.todos)
    }
  }

  public var cancels: CancelID? {
    switch self {
    case .profile(let effect): effect.cancels.map(CancelID.profile)
    case .todos(let effect): effect.cancels.map(CancelID.todos)
    }
  }
}
// snippet.end
