// The app's model of the user's profile: the data and how it is fetched, shared by every view that shows it.
// No screen in it: the Profile view decides what to show and which message to write.

import Observation
import SharedModel

// snippet.mv-profile-model
/// The user's profile, as the app knows it, and the one operation on it: fetching it.
///
/// In the plain SwiftUI way the app's data lives in `@Observable` model objects
/// that the app creates once and puts in the environment of its root view,
/// `AppView().environment(profile)`, where ``ProfileView`` reads it with
/// `@Environment(ProfileModel.self)`.
///
/// One model per area of data, not one per screen: any view that shows the
/// profile reads this one. It knows nothing of screens, loading indicators or
/// messages; a view asks it to fetch and decides what the outcome means on screen.
@MainActor
@Observable
public final class ProfileModel {
  /// The latest profile the server sent, if any.
  public private(set) var profile: Profile?
  /// A fetch is on its way.
  public private(set) var isFetching = false

  private let service: any ProfileService
  private let latestRequest = LatestRequest<Profile>()

  public init(service: any ProfileService) {
    self.service = service
  }
}
// snippet.end

// snippet.mv-profile-fetch (P6)
extension ProfileModel {
  /// How a fetch ended, for the view that asked.
  public enum FetchOutcome: Equatable, Sendable {
    /// The profile arrived and is stored.
    case fetched
    /// The server failed; the profile stored before stays.
    case failed
    /// A later fetch replaced this one, or it was stopped: it changed nothing (P6, L1).
    case dropped
  }

  /// Fetches the profile. When fetches overlap, the latest one wins (P6): an older
  /// answer that comes later is dropped, and the older fetch ends `.dropped`.
  public func fetch() async -> FetchOutcome {
    isFetching = true
    guard let answer = await latestRequest.send({ [service] in try await service.fetchProfile() }) else {
      // Stopped by the caller, or by stopFetching(): no fetch is left on its way.
      if Task.isCancelled { isFetching = false }
      return .dropped
    }
    isFetching = false
    switch answer {
    case .success(let profile):
      self.profile = profile
      return .fetched
    case .failure:
      return .failed
    }
  }

  /// Stops the fetch on its way, if any: its answer, whenever it comes, is dropped (L1).
  public func stopFetching() {
    guard isFetching else { return }
    latestRequest.cancel()
    isFetching = false
  }
}
// snippet.end
