// Exercise 04, solved: the Profile screen drawn from the view model's one state.
// Lesson 03 (MVVM): a view shows a state and forwards gestures, nothing more.

import ScreenContract

/// The Profile screen: computed from the view model whenever it is read.
@MainActor
public final class ProfileView: ProfileUserInterface {
  private let viewModel: ProfileViewModel

  public init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  /// One screen per case: the switch is exhaustive, so a new case can't be forgotten here.
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

  public func open() async { await viewModel.load() }
  public func refresh() async { await viewModel.load() }
  public func retry() async { await viewModel.retry() }

  /// Leaving the screen is not this exercise's subject. The project's view model stops its load
  /// here (L1): see `Sources/MVVM/Profile/ProfileViewModel.swift`.
  public func close() async {}
}
