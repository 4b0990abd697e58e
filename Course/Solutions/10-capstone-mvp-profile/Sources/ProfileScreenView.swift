// Exercise 10, solved: the Profile screen in MVP, a passive view that conforms to the screen contract.
// Lesson 05: the engine plays it like MVI, MVVM and Hexagonal, through ProfileUserInterface.

import ScreenContract

/// Shows what its presenter tells it, and hands every gesture to the presenter.
///
/// It holds no logic at all: no `if`, no state of its own beyond what it shows.
/// In UIKit, these methods would set a label's text or start a spinner.
@MainActor
public final class ProfileScreenView: ProfileUserInterface, ProfileDisplay {
  /// What the screen shows now: what the presenter last told it.
  public private(set) var screen = ProfileScreen()
  private let presenter: ProfilePresenter

  public init(presenter: ProfilePresenter) {
    self.presenter = presenter
  }

  // MARK: Gestures, handed to the presenter

  // Each one awaits the presenter, so a gesture returns when its work is done,
  // as the screen contract asks.
  public func open() async { await presenter.viewAppeared() }
  public func refresh() async { await presenter.refreshRequested() }
  public func retry() async { await presenter.retryRequested() }
  public func close() async { presenter.viewDisappeared() }

  // MARK: What the presenter tells it

  public func showLoading(_ isLoading: Bool) { screen.isLoading = isLoading }

  public func show(name: String, email: String) {
    screen.name = name
    screen.email = email
  }

  public func showError(_ message: String?) { screen.error = message }
}
