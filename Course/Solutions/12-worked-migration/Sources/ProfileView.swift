// Exercise 12, solved: the Profile screen in MVI, as a SwiftUI view.
// Lesson 02; Sources/MVI/Profile/ProfileView.swift is the project's own version, over a struct state.

import ScreenContract
import SwiftUISubset

/// Shows ``ProfileState`` and turns the user's gestures into ``ProfileIntent`` values.
///
/// The store is made above the view and handed in: the state belongs to the app, so it is
/// still there when the screen opens again, as the view model was in MVVM.
public struct ProfileView: View {
  let store: ProfileStore

  public init(store: ProfileStore) {
    self.store = store
  }

  /// The state kept its enum, so drawing it didn't move: the body is MVVM's, reading
  /// `store.state` where it read `viewModel.state`.
  public var body: some View {
    VStack {
      if store.state.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Profile.loading)
      }
      if let profile = store.state.profile {
        Text(profile.name).font(.title).accessibilityIdentifier(AccessibilityID.Profile.name)
        Text(profile.email).foregroundStyle(.secondary).accessibilityIdentifier(AccessibilityID.Profile.email)
      }
      if case .error(let message, _) = store.state {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Profile.error)
      }
      Button("Retry") { Task { await store.send(.retryTapped) } }
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    // Each gesture was a method call on the view model; now it is an intent, named
    // for what happened, and the reducer decides what it means.
    .task { await store.send(.viewAppeared) }
    .refreshable { await store.send(.refreshPulled) }
    .onDisappear { Task { await store.send(.viewDisappeared) } }
  }
}
