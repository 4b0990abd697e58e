// ProfileView: the Profile screen as a SwiftUI view, drawn from the presenter's state.
// Lesson 04 reads it: the view is the outermost adapter, a driving one, and holds no state of its own.

import ScreenContract

// snippet.hexagonal-profile-view
/// Shows ``ProfilePresenter/state`` and turns the user's gestures into calls on the
/// presenter: a driving adapter, like ``DeepLinkAdapter`` beside it.
///
/// The presenter is `@Observable`, so SwiftUI evaluates `body` again whenever a
/// part of the state it read changes. The view decides nothing: which load runs,
/// and what its answer does to the screen, is the presenter's business.
public struct ProfileView: View {
  /// Handed in by the composition root: the presenter outlives the view, so a screen
  /// that comes back finds its state as it left it (L3).
  let presenter: ProfilePresenter

  public init(presenter: ProfilePresenter) {
    self.presenter = presenter
  }

  public var body: some View {
    VStack {
      if presenter.state.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Profile.loading)
      }
      if let profile = presenter.state.profile {
        Text(profile.name).font(.title).accessibilityIdentifier(AccessibilityID.Profile.name)
        Text(profile.email).foregroundStyle(.secondary).accessibilityIdentifier(AccessibilityID.Profile.email)
      }
      if let message = presenter.state.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Profile.error)
      }
      // A button's action cannot await: it starts a task, which outlives the view (P5).
      Button("Retry") { Task { await presenter.retry() } }
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    // Started when the screen appears, cancelled when it goes (P1, L1).
    .task { await presenter.open() }
    // The indicator spins until the answer comes, and the profile stays beside it (P4).
    .refreshable { await presenter.refresh() }
    // A load Retry or a link started is not the `.task`'s: the presenter stops it too (L1).
    .onDisappear { presenter.close() }
  }
}
// snippet.end
