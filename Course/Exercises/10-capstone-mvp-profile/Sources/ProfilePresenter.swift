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
  // TODO: P2 and P6 are the presenter's decisions, and its alone: the view is passive, shows what it was
  // told, and no decision may rest on what it shows.

  public init(source: any ProfileSource) {
    self.source = source
  }

  /// The screen appeared: load, unless a profile is shown or on its way (P1, P2).
  public func viewAppeared() async {
    // TODO: P1 and P2: a load starts only when no profile is shown and none is on its way.
  }

  /// Pull to refresh: load again; the profile shown stays beside the loading indicator (P4).
  public func refreshRequested() async {
    // TODO: P4: a load starts, always, and the profile shown stays shown while it runs.
  }

  /// Retry under the error: like a refresh, and the error line empties while it loads (P5).
  public func retryRequested() async {
    // TODO: P5: as a refresh, and the error line is empty while it loads.
  }

  /// The screen went away: the load on its way stops, quietly, and what is shown stays (L1).
  public func viewDisappeared() {
    // TODO: L1: afterwards, no loading indicator and no error for the load that was on its way, and
    // nothing that load may still receive ever reaches the screen; what is shown stays.
  }

  // TODO: the loads themselves, from `source`. While one is on its way, the loading indicator shows
  // beside any profile shown (P4). Its answer shows the profile (P3), or `UserMessage.profileLoadFailed`
  // and keeps the profile (P5), but only if it is still the latest and wasn't cancelled: the answer of a
  // superseded or cancelled request, even one the server sends anyway, shows nothing at all (P6, L1).
}
