// The Profile screen's view model: the state the view shows and the calls it makes.
// Read in lesson 03 (MVVM); lesson 06 (concurrency pitfalls) comes back to its latest-wins load.

import Observation
import ScreenContract
import SharedModel

// snippet.mvvm-profile-view-model
/// Prepares what the Profile screen shows. The view only displays ``state`` and
/// calls these methods; it never knows where a profile comes from.
///
/// `@Observable` is the form SwiftUI uses since iOS 17, and the one Linux has.
/// It replaces the older form, which needed Combine:
///
///     @MainActor
///     final class ProfileViewModel: ObservableObject {
///       @Published private(set) var state: ProfileViewState = .idle
///     }
///
/// With `@Observable` no property needs `@Published`, and a view is redrawn only
/// when a property it actually read has changed, not at every change of the object.
/// `@MainActor` makes every change to the state happen on the main thread, where
/// the screen is drawn.
@MainActor
@Observable
public final class ProfileViewModel {
  /// What the screen shows: the view reads it, and only the view model writes it.
  public private(set) var state: ProfileViewState = .idle

  private let service: any ProfileService
  /// The request in flight, so that a newer load can cancel it. The view never
  /// reads it, so changing it must not redraw anything: it is not observed.
  @ObservationIgnored private var currentRequest: Task<Profile, any Error>?

  /// Creates a view model that fetches the profile from `service`.
  ///
  /// No default value: a default in-memory service would let the app ship
  /// without a network by mistake. Whoever builds the screen says which service.
  public init(service: any ProfileService) {
    self.service = service
  }

  /// The screen appears: loads the profile unless one is shown or on its way (P1, P2).
  public func loadIfNeeded() async {
    guard state.profile == nil, !state.isLoading else { return }
    await load()
  }

  /// Pull to refresh: loads again, and the profile shown stays meanwhile (P4).
  public func refresh() async {
    await load()
  }

  /// Retry under the error: the same as a refresh, which clears the error while it loads (P5).
  public func retry() async {
    await load()
  }
}
// snippet.end

// snippet.mvvm-profile-latest-wins
extension ProfileViewModel {
  /// Loads the profile. When loads overlap, the latest one wins (P6).
  ///
  /// Each load keeps its request in `currentRequest`, and a new load cancels the
  /// one before: its answer is no longer wanted, and cancelling it stops the
  /// network work at once. A counter of requests would also keep an old answer
  /// off the screen, but would leave its request running for nothing.
  ///
  /// Cancelling is not enough on its own: an answer can be on its way already,
  /// and cancellation only asks. So a load writes the state only while its
  /// request is still `currentRequest`; a superseded load writes nothing, not
  /// even an error.
  private func load() async {
    currentRequest?.cancel()
    state = .loading(previous: state.profile)
    let request = Task { try await service.fetchProfile() }
    currentRequest = request
    do {
      // The gesture waits for its request, and cancelling the gesture cancels it.
      let profile = try await withTaskCancellationHandler {
        try await request.value
      } onCancel: {
        request.cancel()
      }
      guard request == currentRequest else { return }
      state = .loaded(profile)
    } catch {
      guard request == currentRequest else { return }
      if request.isCancelled {
        // The screen went away mid-load: not a failure. Stop loading, keep
        // what was shown, so that the next appearance loads again.
        if let shown = state.profile {
          state = .loaded(shown)
        } else {
          state = .idle
        }
      } else {
        state = .failed(message: UserMessage.profileLoadFailed, previous: state.profile)
      }
    }
  }
}
// snippet.end
