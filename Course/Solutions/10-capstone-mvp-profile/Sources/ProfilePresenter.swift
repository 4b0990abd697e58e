// Exercise 10, solved: the presenter of the Profile screen in MVP: every rule of P1–P6 and L1 is decided here.
// Lesson 05 (side by side); compare with ProfileReducer (MVI), ProfileViewModel (MVVM) and ProfilePresenter (Hexagonal).

import ScreenContract
import SharedModel

/// Decides what the Profile screen shows, and tells its ``ProfileDisplay``.
///
/// MVP puts the screen's logic in a presenter that talks to the view through a
/// protocol. Unlike a view model, it holds no state for the view to observe: it
/// pushes each change with a call. So it must remember for itself what it needs
/// to decide, which is the properties below.
@MainActor
public final class ProfilePresenter {
  /// The view it tells what to show. Weak: the view holds the presenter.
  public weak var display: (any ProfileDisplay)?
  private let source: any ProfileSource
  /// The profile on screen, once one has loaded. A failure never erases it (P5).
  private var shownProfile: Profile?
  /// A load is on its way: opening again must not send another (P2).
  private var isLoading = false
  /// Numbers the loads; only the latest may show its answer (P6).
  private var latestLoad = 0
  /// The request of the latest load, while it runs: closing the screen cancels it (L1), and so does the next
  /// load (the stretch).
  private var request: Task<Result<Profile, any Error>, Never>?

  public init(source: any ProfileSource) {
    self.source = source
  }

  /// The screen appeared: load, unless a profile is shown or on its way (P1, P2).
  public func viewAppeared() async {
    guard shownProfile == nil, !isLoading else { return }
    await load()
  }

  /// Pull to refresh: load again; the profile shown stays beside the loading indicator (P4).
  public func refreshRequested() async {
    await load()
  }

  /// Retry under the error: like a refresh, and the error line empties while it loads (P5).
  public func retryRequested() async {
    await load()
  }

  /// The screen went away: the load on its way stops, quietly, and what is shown stays (L1).
  public func viewDisappeared() {
    guard isLoading else { return }
    // Closing cancels the view's `.task`, but not the task a Retry button started:
    // that one is nobody's child. The load is the screen's whichever gesture
    // started it, so its request is cancelled here. Counting one more load makes
    // sure that whatever it still receives is no longer the latest.
    request?.cancel()
    request = nil
    latestLoad += 1
    isLoading = false
    display?.showLoading(false)
  }

  /// Shows loading, fetches, and shows the answer, if this load is still the latest.
  ///
  /// A counter keeps an old answer off the screen: whatever an older request still
  /// receives, its answer is dropped, even from a server that answers after the app
  /// gave up.
  ///
  /// To cancel a request, the presenter needs a handle on it, so the request runs in
  /// a task of its own, `request`, which the gesture awaits: closing the screen
  /// cancels it whatever gesture started it (L1). That task is not a child of the
  /// gesture's, so when the gesture's task is cancelled, the cancellation handler
  /// passes it on. The stretch uses the same handle, as T1 asks of the list: a new
  /// load also cancels the request it supersedes, so that no work goes on for an
  /// answer nobody will show (lesson 06 weighs the two).
  private func load() async {
    latestLoad += 1
    let load = latestLoad
    isLoading = true
    display?.showError(nil)
    display?.showLoading(true)
    request?.cancel()
    let fetch = Task { [source] () -> Result<Profile, any Error> in
      do {
        return .success(try await source.fetchProfile())
      } catch {
        return .failure(error)
      }
    }
    request = fetch
    let answer = await withTaskCancellationHandler {
      await fetch.value
    } onCancel: {
      fetch.cancel()
    }
    if load == latestLoad { request = nil }
    // Superseded by a newer load, or by the screen closing: a newer load, or
    // nothing, will answer. Its profile and its error alike are not for the screen (P6).
    guard load == latestLoad else { return }
    isLoading = false
    display?.showLoading(false)
    // Cancelled: nobody waits for this answer any more, and a cancellation is no
    // failure, even when the server answered anyway. Show nothing, whatever the
    // error: the question is whether the load was cancelled, not which error came.
    if Task.isCancelled { return }
    switch answer {
    case .success(let profile):
      shownProfile = profile
      display?.show(name: profile.name, email: profile.email)
    case .failure:
      display?.showError(UserMessage.profileLoadFailed)
    }
  }
}
