// Exercise 10: the Profile screen in MVP, a passive view that conforms to the screen contract.
// Lesson 05: the engine plays it like MVI, MVVM and Hexagonal, through ProfileUserInterface.

import ScreenContract

/// Shows what its presenter tells it, and hands every gesture to the presenter.
@MainActor
public final class ProfileScreenView: ProfileUserInterface, ProfileDisplay {
  /// What the screen shows now: what the presenter last told it.
  public private(set) var screen = ProfileScreen()
  private let presenter: ProfilePresenter

  public init(presenter: ProfilePresenter) {
    self.presenter = presenter
  }

  // MARK: Gestures, handed to the presenter

  public func open() async {
    // TODO: tell the presenter, and wait for it.
  }

  public func refresh() async {
    // TODO
  }

  public func retry() async {
    // TODO
  }

  public func close() async {
    // TODO: the screen goes away: tell the presenter.
  }

  // MARK: What the presenter tells it

  public func showLoading(_ isLoading: Bool) {
    // TODO: draw it on `screen`.
  }

  public func show(name: String, email: String) {
    // TODO
  }

  public func showError(_ message: String?) {
    // TODO
  }
}
