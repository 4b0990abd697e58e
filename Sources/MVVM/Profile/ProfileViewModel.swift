// The Profile screen's view model: the state the view shows and the calls it makes.
// Read in lesson 03 (MVVM); lesson 05 sets its latest-wins load beside the other two.

import Observation
import ScreenContract
import SharedModel

// snippet.mvvm-profile-view-model
/// Prepares what the Profile screen shows. The view only displays ``state`` and
/// calls these methods; it never knows where a profile comes from.
///
/// `@Observable` (Observation, iOS 17 and macOS 14) makes each stored property
/// observable on its own: a view is drawn again when a property it read has
/// changed, not at every change of the object. Here the whole screen is one
/// enum, so every change of it redraws the screen, which is what a screen of
/// one kind at a time wants. `@MainActor` makes every change happen where the
/// screen is drawn.
@MainActor
@Observable
public final class ProfileViewModel {
  /// What the screen shows: the view reads it, and only the view model writes it.
  public private(set) var state: ProfileViewState = .idle

  private let service: any ProfileService
  /// The load in flight. A constant, so `@Observable` leaves it alone: the macro observes stored `var`s only.
  private let latestRequest = LatestRequest<Profile>()

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

  /// The screen goes away: the load in flight stops, and what was shown stays (L1).
  public func stopLoading() {
    guard state.isLoading else { return }
    latestRequest.cancel()
    state = .showing(state.profile)
  }
}
// snippet.end

// snippet.mvvm-profile-latest-wins (P6)
extension ProfileViewModel {
  /// Loads the profile. When loads overlap, the latest one wins (P6).
  ///
  /// ``LatestRequest`` cancels the load before and drops any answer that is no
  /// longer the latest's, so a superseded load writes nothing, not even an error.
  /// A load cut short by its caller (the screen going away) shows no error either.
  private func load() async {
    state = .loading(previous: state.profile)
    guard let answer = await latestRequest.send({ [service] in try await service.fetchProfile() }) else {
      if Task.isCancelled, state.isLoading { state = .showing(state.profile) }
      return
    }
    switch answer {
    case .success(let profile):
      state = .loaded(profile)
    case .failure:
      state = .error(message: UserMessage.profileLoadFailed, previous: state.profile)
    }
  }
}
// snippet.end
