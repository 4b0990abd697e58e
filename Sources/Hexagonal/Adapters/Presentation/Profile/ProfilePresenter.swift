// ProfilePresenter: the Profile screen's adapter, from gestures to the LoadProfile use case and back to a screen.
// Lesson 04 reads it as a driving adapter; lesson 06 for latest wins.

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-profile-presenter
/// The Profile screen, on the presentation side of the hexagon.
///
/// It turns gestures into calls to ``LoadProfile`` and what it knows into a
/// ``ProfileScreen``. It depends on the use case only: which adapter answers
/// the profile is the composition root's business.
@MainActor
public final class ProfilePresenter: ProfileUserInterface {
  private let loadProfile: LoadProfile
  private let latestRequest = LatestRequest<Profile>()

  private var profile: Profile?
  private var isLoading = false
  private var hasFailed = false

  public init(loadProfile: LoadProfile) {
    self.loadProfile = loadProfile
  }

  public var screen: ProfileScreen {
    ProfileScreen(
      isLoading: isLoading,
      name: profile?.name,
      email: profile?.email,
      error: hasFailed ? UserMessage.profileLoadFailed : nil)
  }

  /// Loads the profile unless one is shown or on its way (P1, P2).
  public func open() async {
    guard profile == nil, !isLoading else { return }
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

  /// A failure never erases the profile shown (P5); a superseded request changes nothing (P6).
  private func load() async {
    isLoading = true
    hasFailed = false
    guard let answer = await latestRequest.send({ [loadProfile] in try await loadProfile() }) else { return }
    isLoading = false
    switch answer {
    case .success(let loaded):
      profile = loaded
    case .failure where Task.isCancelled:
      break  // The screen is going away: a cancelled load is no failure to show.
    case .failure:
      hasFailed = true
    }
  }
}
// snippet.end
