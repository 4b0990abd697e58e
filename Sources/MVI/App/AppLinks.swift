// AppLinks: where the app's links come in (SwiftUI's `onOpenURL`), each turned into an intent.

import ScreenContract

// snippet.mvi-app-links
/// The app's entry for links: each link the app opens becomes an intent for the stores.
///
/// Navigation is state, so a deep link needs no code of its own beyond this: the
/// Todos store's reducer sets the stack from ``TodosIntent/linkOpened(_:)`` as it
/// does from a tap, and waits for a load in the same state (N8).
@MainActor
public struct AppLinks {
  private let profile: ProfileStore
  private let todos: TodosStore

  public init(profile: ProfileStore, todos: TodosStore) {
    self.profile = profile
    self.todos = todos
  }

  /// Follows `text`; returns when the work it started has finished. Any other text changes nothing.
  public func open(_ text: String) async {
    guard let link = AppLink(text) else { return }
    await todos.send(.linkOpened(link))
    if link == .profile { await profile.send(.viewAppeared) }
  }
}
// snippet.end
