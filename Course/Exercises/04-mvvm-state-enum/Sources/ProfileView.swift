// Exercise 04: the Profile screen drawn from the view model, as SwiftUI would draw it.
// Lesson 03 (MVVM): a view shows a state and forwards gestures, nothing more.

import ScreenContract

/// The Profile screen: computed from the view model whenever it is read.
@MainActor
public final class ProfileView: ProfileUserInterface {
  private let viewModel: ProfileViewModel

  public init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  public var screen: ProfileScreen {
    // TODO: `switch viewModel.state` instead, and draw each kind of screen.
    ProfileScreen(
      isLoading: viewModel.isLoading,
      name: viewModel.profile?.name,
      email: viewModel.profile?.email,
      error: viewModel.errorMessage
    )
  }

  public func open() async { await viewModel.load() }
  public func refresh() async { await viewModel.load() }
  public func retry() async { await viewModel.retry() }

  /// Leaving the screen is not this exercise's subject. The project's view model stops its load
  /// here (L1): see `Sources/MVVM/Profile/ProfileViewModel.swift`.
  public func close() async {}
}
