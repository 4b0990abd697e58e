// ProfilePresenter: the Profile screen's driving adapter, from gestures to the LoadProfile use case and back.
// Lesson 04 reads it as a driving adapter; lesson 05 sets its latest wins beside the other two.

import HexagonalDomain
import Observation
import ScreenContract
import SharedModel

// snippet.hexagonal-profile-presenter
/// The Profile screen, on the presentation side of the hexagon.
///
/// It turns gestures into calls to ``LoadProfile`` and keeps what the screen
/// shows in one observable value, ``state``, which a SwiftUI view reads. It
/// depends on the use case only: which adapter answers is the composition
/// root's business.
@MainActor
@Observable
public final class ProfilePresenter {
  /// What the Profile screen shows.
  public struct State: Equatable, Sendable {
    public var profile: Profile?
    public var isLoading = false
    public var errorMessage: String?

    public init(profile: Profile? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
      self.profile = profile
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }
  }

  /// What the screen shows: views read it, only the presenter writes it.
  public private(set) var state = State()

  private let loadProfile: LoadProfile
  private let latestRequest = LatestRequest<Profile>()

  public init(loadProfile: LoadProfile) {
    self.loadProfile = loadProfile
  }

  /// The screen appears: loads the profile unless one is shown or on its way (P1, P2).
  public func open() async {
    guard state.profile == nil, !state.isLoading else { return }
    await load()
  }

  /// Loads again; the profile shown stays beside the loading indicator (P4).
  public func refresh() async {
    await load()
  }

  /// Loads again, clearing the error while it loads (P5).
  public func retry() async {
    await load()
  }

  /// The screen goes away: the load in flight stops, quietly, and what was shown stays (L1).
  public func close() {
    guard state.isLoading else { return }
    latestRequest.cancel()
    state.isLoading = false
  }

  // snippet.hexagonal-profile-load (P6)
  /// A failure never erases the profile shown (P5); a superseded or cancelled load changes nothing (P6).
  private func load() async {
    state.isLoading = true
    state.errorMessage = nil
    guard let answer = await latestRequest.send({ [loadProfile] in try await loadProfile() }) else {
      if Task.isCancelled { state.isLoading = false }  // the screen went away: no error to show
      return
    }
    state.isLoading = false
    switch answer {
    case .success(let loaded):
      state.profile = loaded
    case .failure:
      state.errorMessage = UserMessage.profileLoadFailed
    }
  }
  // snippet.end
}
// snippet.end
