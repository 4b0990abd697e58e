// Exercise 12, solved: the Profile screen in MVI, as the screen contract sees it.
// Lesson 02; Sources/MVI/Profile/ProfileView.swift is the project's own version.

import ScreenContract

/// Shows ``ProfileState`` and turns the user's gestures into ``ProfileIntent`` values.
///
/// The store is made above the view and handed in: the state belongs to the app, so it is
/// still there when the screen opens again, as the view model was in MVVM.
@MainActor
public final class ProfileView: ProfileUserInterface {
  private let store: ProfileStore

  public init(store: ProfileStore) {
    self.store = store
  }

  /// The MVVM view switched over the view model's enum; this one reads three fields.
  public var screen: ProfileScreen {
    let state = store.state
    return ProfileScreen(
      isLoading: state.isLoading, name: state.profile?.name, email: state.profile?.email, error: state.errorMessage)
  }

  // Each gesture was a method call on the view model; now it is an intent, named
  // for what happened, and the reducer decides what it means.
  public func open() async { await store.send(.viewAppeared) }
  public func refresh() async { await store.send(.refreshPulled) }
  public func retry() async { await store.send(.retryTapped) }
  public func close() async { await store.send(.viewDisappeared) }
}
