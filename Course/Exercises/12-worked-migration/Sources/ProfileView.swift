// Exercise 12: the Profile screen in MVI, as the screen contract sees it.
// Lesson 02: the view maps the state to what the user sees, and each gesture to an intent, nothing else.

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

  public var screen: ProfileScreen {
    // TODO: the screen `store.state` is: the same enum MVVM's `ProfileView` draws, so the same screens.
    ProfileScreen()
  }

  // TODO: each gesture was a call on the view model; now it is an intent, named for what happened, sent to the
  // store, and the view waits until its work is done.
  public func open() async {}
  public func refresh() async {}
  public func retry() async {}
  public func close() async {}
}
