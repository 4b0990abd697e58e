// Exercise 04, solved: the Profile view model, its state one ProfileViewState.
// Lesson 03 (MVVM); Sources/MVVM/Profile/ProfileViewModel.swift adds latest wins on top.

import Observation
import ScreenContract
import SharedModel

/// Prepares what the Profile screen shows.
@MainActor
@Observable
public final class ProfileViewModel {
  /// What the screen shows, as one value: the view reads it, only the view model writes it.
  public private(set) var state: ProfileViewState = .idle

  private let service: any ProfileService

  public init(service: any ProfileService) {
    self.service = service
  }

  /// Loads the profile; a profile already shown stays meanwhile.
  public func load() async {
    // Each step writes the whole state, so nothing from the step before can
    // linger: going to `.loading` drops the error, and `.loaded` has none.
    state = .loading(previous: state.profile)
    do {
      state = .loaded(try await service.fetchProfile())
    } catch {
      state = .error(message: UserMessage.profileLoadFailed, previous: state.profile)
    }
  }

  /// Retry under the error: loads again.
  public func retry() async {
    await load()
  }
}
