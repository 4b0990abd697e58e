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
    // TODO: a passive view decides nothing: each gesture is the presenter's to decide, and, as the
    // screen contract says, returns once the work it started has finished.
  }

  public func refresh() async {
    // TODO: the same, for pull to refresh.
  }

  public func retry() async {
    // TODO: the same, for Retry under the error.
  }

  public func close() async {
    // TODO: the screen went away (L1): that, too, is the presenter's to handle.
  }

  // MARK: What the presenter tells it

  public func showLoading(_ isLoading: Bool) {
    // TODO: afterwards, `screen` shows exactly what the presenter said here, and keeps everything else.
  }

  public func show(name: String, email: String) {
    // TODO: the same, for the profile.
  }

  public func showError(_ message: String?) {
    // TODO: the same, for the error line.
  }
}
