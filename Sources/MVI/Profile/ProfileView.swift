// ProfileView: the Profile screen as the screen contract sees it.
// Read in lesson 02 (MVI): the view maps state to what the user sees and gestures to intents, nothing else.

import ScreenContract

// snippet.mvi-profile-view
/// Shows ``ProfileState`` and turns the user's gestures into ``ProfileIntent`` values.
///
/// In SwiftUI the same mapping would be a `body` reading `store.state`, with
/// `.task { await store.send(.viewAppeared) }` and
/// `.refreshable { await store.send(.refreshPulled) }`. Here it is the shared
/// ``ProfileUserInterface``, which the tests and the lab drive.
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
}
// snippet.end
