// The Profile screen as a SwiftUI view: it reads its view model and calls it.
// Read in lesson 03 (MVVM), beside ProfileViewController, the same screen drawn the imperative way, as UIKit does.

import ScreenContract

// snippet.mvvm-profile-view
/// The Profile screen: nothing runs "when the state changes"; SwiftUI evaluates
/// `body` again when a property it read has changed.
///
/// The view knows how to show a state and which call each gesture makes; it
/// does not know how a profile is loaded.
public struct ProfileView: View {
  /// Handed in from outside, so a plain property: the view model is owned above
  /// the view, and outlives it when the screen goes away.
  let viewModel: ProfileViewModel

  public init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      if viewModel.state.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Profile.loading)
      }
      if let profile = viewModel.state.profile {
        Text(profile.name).font(.title).accessibilityIdentifier(AccessibilityID.Profile.name)
        Text(profile.email).foregroundStyle(.secondary).accessibilityIdentifier(AccessibilityID.Profile.email)
      }
      if case .error(let message, _) = viewModel.state {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Profile.error)
      }
      // A button's action cannot await: it starts a task, which outlives the view (P5).
      Button("Retry") { Task { await viewModel.retry() } }
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    // Started when the screen appears, cancelled when it goes: the load is the screen's (P1, L1).
    .task { await viewModel.loadIfNeeded() }
    // The spinner stays until the call returns (P4).
    .refreshable { await viewModel.refresh() }
    // A load started by Retry is not the `.task`'s: the view model stops it too (L1).
    .onDisappear { viewModel.stopLoading() }
  }
}
// snippet.end
