// Exercise 10: the presenter of the Profile screen in MVP: every rule of P1–P6 and L1 is decided here.
// Lesson 05 (side by side); lesson 01 states the rules, lesson 06 the latest-wins pitfall.

import ScreenContract
import SharedModel

/// Decides what the Profile screen shows, and tells its ``ProfileDisplay``.
@MainActor
public final class ProfilePresenter {
  /// The view it tells what to show. Weak: the view holds the presenter.
  public weak var display: (any ProfileDisplay)?
  private let source: any ProfileSource
  // TODO: what the presenter must remember to apply the rules: whether a profile is shown,
  // whether a load is on its way, and which load is the latest (P2, P6).

  public init(source: any ProfileSource) {
    self.source = source
  }

  /// The screen appeared: load, unless a profile is shown or on its way (P1, P2).
  public func viewAppeared() async {
    // TODO
  }

  /// Pull to refresh: load again; the profile shown stays beside the loading indicator (P4).
  public func refreshRequested() async {
    // TODO
  }

  /// Retry under the error: like a refresh, and the error line empties while it loads (P5).
  public func retryRequested() async {
    // TODO
  }

  /// The screen went away: the load on its way stops, quietly, and what is shown stays (L1).
  public func viewDisappeared() {
    // TODO: if a load is on its way, hide the loading indicator, and make sure its answer, should
    // one still come, shows nothing.
  }

  // TODO: one private load that shows loading, fetches from `source`, and shows the answer (P3) or
  // `UserMessage.profileLoadFailed` (P5), unless a newer load started meanwhile or this one was
  // cancelled: then it shows nothing at all, neither a profile nor an error (P6).
}
