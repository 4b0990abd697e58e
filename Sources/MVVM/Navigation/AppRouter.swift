// The app's entry for links: reads a link once, and hands it to the screen it names.
// Lesson 10 reads it beside TodosRouter, which it hands Todos links to.

import ScreenContract
import SharedModel

// snippet.mvvm-app-router
/// Follows the links the app is handed, as SwiftUI's `onOpenURL` hands them:
///
///     TabView { … }
///       .onOpenURL { url in Task { await appRouter.open(url.absoluteString) } }
///
/// It owns nothing a screen shows: it reads the link with the shared ``AppLink``
/// and asks the Profile screen's view model, or the Todos tab's router, what
/// opening that screen asks (N8).
@MainActor
public final class AppRouter {
  public let profile: ProfileViewModel
  public let todos: TodosRouter

  public init(profile: ProfileViewModel, todos: TodosRouter) {
    self.profile = profile
    self.todos = todos
  }

  /// Follows `link`; returns when the work it started has finished.
  ///
  /// Anything but the app's three links changes nothing at all. Any of them first
  /// drops the link that waits for the list, then opens its screen; no link closes
  /// the other tab.
  public func open(_ link: String) async {
    guard let link = AppLink(link) else { return }
    todos.dropWaitingLink()
    switch link {
    case .profile: await profile.loadIfNeeded()
    case .todos: await todos.openList()
    case .todo(let id): await todos.openTodo(id)
    }
  }
}
// snippet.end
