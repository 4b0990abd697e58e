// ProfileView: the Profile screen as a SwiftUI view.
// Read in lesson 02 (MVI): the view maps state to what the user sees and gestures to intents, nothing else.

import ScreenContract

// snippet.mvi-profile-view
/// Shows ``ProfileState`` and turns the user's gestures into ``ProfileIntent`` values.
///
/// The store is made above the view and handed in: the state belongs to the app, so
/// it is still there when the screen opens again (L3). The body reads the fields it
/// shows one by one (`store.isLoading`), and is evaluated again when one of them changes.
public struct ProfileView: View {
  let store: ProfileStore

  public init(store: ProfileStore) {
    self.store = store
  }

  public var body: some View {
    VStack {
      if store.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Profile.loading)
      }
      if let profile = store.profile {
        Text(profile.name).font(.title).accessibilityIdentifier(AccessibilityID.Profile.name)
        Text(profile.email).foregroundStyle(.secondary).accessibilityIdentifier(AccessibilityID.Profile.email)
      }
      if let message = store.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Profile.error)
      }
      // A button's action cannot await: it starts a task, which outlives the view (P5).
      Button("Retry") { Task { await store.send(.retryTapped) } }
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    // Appearing is an event; the reducer decides whether it loads (P1, P2). Cancelling the
    // `.task` cancels the fetch, the screen's own work (``SideEffect/cancelID``).
    .task { await store.send(.viewAppeared) }
    // The spinner stays until the intent's effects have finished (P4).
    .refreshable { await store.send(.refreshPulled) }
    // A fetch started by Retry is not the `.task`'s: going away is an intent too, and
    // the reducer stops the fetch and the indicator, quietly (L1). At once: Apple says nothing
    // of when a task started here would run, and the screen may be shown again before it does.
    .onDisappear { store.sendNow(.viewDisappeared) }
  }
}
// snippet.end
