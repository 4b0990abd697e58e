// Exercise 12, solved: the Profile screen in MVI, as the screen contract sees it.
// Lesson 02; Sources/MVI/Profile/ProfileView.swift is the project's own version, over a struct state.

import ScreenContract
import SharedModel

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

  /// The state kept its enum, so drawing it didn't move: one screen per case, and the
  /// switch is exhaustive.
  public var screen: ProfileScreen {
    switch store.state {
    case .idle:
      ProfileScreen()
    case .loading(let previous):
      Self.showing(previous, isLoading: true)
    case .loaded(let profile):
      Self.showing(profile)
    case .error(let message, let previous):
      Self.showing(previous, error: message)
    }
  }

  /// The name and email of `profile`, if any, with the indicator and the error line.
  private static func showing(_ profile: Profile?, isLoading: Bool = false, error: String? = nil) -> ProfileScreen {
    ProfileScreen(isLoading: isLoading, name: profile?.name, email: profile?.email, error: error)
  }

  // Each gesture was a method call on the view model; now it is an intent, named
  // for what happened, and the reducer decides what it means.
  public func open() async { await store.send(.viewAppeared) }
  public func refresh() async { await store.send(.refreshPulled) }
  public func retry() async { await store.send(.retryTapped) }
  public func close() async { await store.send(.viewDisappeared) }
}
