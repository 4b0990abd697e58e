// AppLinks: where the app's links come in (SwiftUI's `onOpenURL`, in AppView), each turned into an intent.

import Foundation
import ScreenContract

// snippet.mvi-app-links (N8)
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

  /// The link `url` is, as `onOpenURL` hands it: its text with its percent escapes decoded,
  /// so that a link is read by the characters it was written with (N8); nil for any other URL.
  public static func link(_ url: URL) -> AppLink? {
    AppLink(url.absoluteString.removingPercentEncoding ?? url.absoluteString)
  }

  /// Follows `text`; returns when the work it started has finished. Any other text changes nothing.
  public func open(_ text: String) async {
    guard let link = AppLink(text) else { return }
    await open(link)
  }

  /// Follows `link`; returns when the work it started has finished.
  ///
  /// - Parameter screenAppears: The link's tab comes on screen with it, so its view's
  ///   appearance sends what opening the Profile screen sends: the link does not send it twice.
  public func open(_ link: AppLink, screenAppears: Bool = false) async {
    await todos.send(.linkOpened(link))
    if link == .profile, !screenAppears { await profile.send(.viewAppeared) }
  }
}
// snippet.end
