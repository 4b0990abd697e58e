// ProfileView: the Profile screen drawn from the presenter's state, as a SwiftUI view would be.
// Lesson 04 reads it: the view is the outermost adapter, and holds no state of its own.

import ScreenContract

// snippet.hexagonal-profile-view
/// Shows ``ProfilePresenter/state`` and passes the user's gestures to the presenter.
///
/// In SwiftUI: `let presenter: ProfilePresenter`, a `body` that reads
/// `presenter.state`, `.task { await presenter.open() }`,
/// `.refreshable { await presenter.refresh() }` and
/// `.onDisappear { presenter.close() }`. The presenter is `@Observable`, so the
/// view is drawn again whenever the state it read changes.
@MainActor
public final class ProfileView: ProfileUserInterface {
  private let presenter: ProfilePresenter

  public init(presenter: ProfilePresenter) {
    self.presenter = presenter
  }

  public var screen: ProfileScreen {
    let state = presenter.state
    return ProfileScreen(
      isLoading: state.isLoading, name: state.profile?.name, email: state.profile?.email, error: state.errorMessage)
  }

  public func open() async { await presenter.open() }
  public func refresh() async { await presenter.refresh() }
  public func retry() async { await presenter.retry() }
  public func close() async { presenter.close() }
}
// snippet.end
