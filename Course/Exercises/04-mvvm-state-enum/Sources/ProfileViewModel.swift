// Exercise 04: the Profile view model, whose three loose properties can contradict each other.
// Lesson 03 (MVVM): replace them with one ProfileViewState that can only be a screen someone wants.

import Observation
import ScreenContract
import SharedModel

/// Prepares what the Profile screen shows.
@MainActor
@Observable
public final class ProfileViewModel {
  // TODO: replace these three properties with one `public private(set) var state: ProfileViewState = .idle`.
  public private(set) var isLoading = false
  public private(set) var profile: Profile?
  public private(set) var errorMessage: String?

  private let service: any ProfileService

  public init(service: any ProfileService) {
    self.service = service
  }

  /// Loads the profile; a profile already shown stays meanwhile.
  public func load() async {
    // TODO: each change below writes one property and forgets another. Write `state` instead, whole.
    isLoading = true
    do {
      profile = try await service.fetchProfile()
      isLoading = false
    } catch {
      errorMessage = UserMessage.profileLoadFailed
      isLoading = false
    }
  }

  /// Retry under the error: loads again.
  public func retry() async {
    await load()
  }
}
