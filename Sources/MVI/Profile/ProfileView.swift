// ProfileView: the Profile screen as the screen contract sees it.
// Read in lesson 02 (MVI): the view maps state to what the user sees and gestures to intents, nothing else.

import ScreenContract

// snippet.mvi-profile-view
/// Shows ``ProfileState`` and turns the user's gestures into ``ProfileIntent`` values.
///
/// In SwiftUI the same mapping is a `body` that reads `store.state`, with
/// `.task { await store.send(.viewAppeared) }`,
/// `.refreshable { await store.send(.refreshPulled) }` and
/// `.onDisappear { Task { await store.send(.viewDisappeared) } }`. The store is
/// made above the view and handed in: the state belongs to the app, so it is
/// still there when the screen opens again.
@MainActor
public final class ProfileView: ProfileUserInterface {
  private let store: ProfileStore

  public init(store: ProfileStore) {
    self.store = store
  }

  public var screen: ProfileScreen {
    let state = store.state
    return ProfileScreen(
      isLoading: state.isLoading,
      name: state.profile?.name,
      email: state.profile?.email,
      error: state.errorMessage
    )
  }

  public func open() async { await store.send(.viewAppeared) }
  public func refresh() async { await store.send(.refreshPulled) }
  public func retry() async { await store.send(.retryTapped) }
  public func close() async { await store.send(.viewDisappeared) }
}
// snippet.end
