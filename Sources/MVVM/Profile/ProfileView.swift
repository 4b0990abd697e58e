// The Profile screen drawn the declarative way, as SwiftUI does: its screen is a function of the state.
// Read in lesson 03 (MVVM), beside ProfileViewController, the same screen drawn the imperative way.

import ScreenContract

// snippet.mvvm-profile-view
/// The Profile screen in the manner of SwiftUI: nothing runs "when the state
/// changes"; the screen is computed from the view model's state whenever it is read.
///
/// In SwiftUI it would be a struct whose `body` plays the part of ``screen``:
///
///     struct ProfileView: View {
///       let viewModel: ProfileViewModel
///
///       var body: some View {
///         VStack {
///           if viewModel.state.isLoading { ProgressView() }
///           if let profile = viewModel.state.profile {
///             Text(profile.name).font(.title.bold())
///             Text(profile.email).foregroundStyle(.secondary)
///           }
///           if case .error(let message, _) = viewModel.state {
///             Text(message).foregroundStyle(.red)
///             Button("Retry") { Task { await viewModel.retry() } }
///           }
///         }
///         .task { await viewModel.loadIfNeeded() }
///         .refreshable { await viewModel.refresh() }
///         .onDisappear { viewModel.stopLoading() }
///       }
///     }
///
/// Here it is a class only because the screen contract is a class protocol.
/// The view knows how to show a state and which call each gesture makes; it
/// does not know how a profile is loaded.
@MainActor
public final class ProfileView: ProfileUserInterface {
  /// Handed in from outside, so a plain property: the view model is owned above
  /// the view, and outlives it when the screen closes.
  private let viewModel: ProfileViewModel

  public init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  public var screen: ProfileScreen {
    switch viewModel.state {
    case .idle:
      ProfileScreen()
    case .loading(let previous):
      ProfileScreen(isLoading: true, name: previous?.name, email: previous?.email)
    case .loaded(let profile):
      ProfileScreen(name: profile.name, email: profile.email)
    case .error(let message, let previous):
      ProfileScreen(name: previous?.name, email: previous?.email, error: message)
    }
  }

  /// SwiftUI's `.task`: runs when the screen appears, and is awaited.
  public func open() async {
    await viewModel.loadIfNeeded()
  }

  /// SwiftUI's `.refreshable`: the spinner stays until the call returns.
  public func refresh() async {
    await viewModel.refresh()
  }

  /// A SwiftUI button's action cannot await, so it starts a `Task`; the
  /// contract's gestures are `async` so that a test can wait for the work.
  public func retry() async {
    await viewModel.retry()
  }

  /// SwiftUI's `.onDisappear`.
  public func close() async {
    viewModel.stopLoading()
  }
}
// snippet.end
