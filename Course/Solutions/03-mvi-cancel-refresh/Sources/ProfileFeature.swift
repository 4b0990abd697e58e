// Exercise 03: a small MVI Profile screen: its state, intents, effect, reducer and API.
// Lesson 02 (MVI) reads the project's full version in Sources/MVI/Profile. The exercise changes nothing here;
// the stretch adds one intent, `profileLoadCancelled`, and its case in the reducer.

import ScreenContract
import SharedModel

/// Everything the Profile screen shows.
public struct ProfileState: Equatable, Sendable {
  public var profile: Profile?
  public var isLoading: Bool
  public var errorMessage: String?

  public init(profile: Profile? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
    self.profile = profile
    self.isLoading = isLoading
    self.errorMessage = errorMessage
  }
}

/// What happened to the Profile screen: a gesture, or the answer to a fetch.
public enum ProfileIntent: Sendable {
  case refreshPulled
  case profileLoaded(Result<Profile, any Error>)
  /// The stretch: the screen's load stopped before its answer came, because the user went away (L1).
  ///
  /// Its own intent, not a `.failure(CancellationError())`: a cancelled load is no failure, and the
  /// reducer must not have to look inside an error to tell the two apart.
  case profileLoadCancelled
}

/// The work the reducer asks for.
public enum ProfileEffect: Equatable, Sendable {
  case fetchProfile
}

/// The server, as the store sees it.
public protocol ProfileAPI: Sendable {
  func fetchProfile() async throws -> Profile
}

/// The Profile screen's rules, as one pure function.
public enum ProfileReducer {
  public static func reduce(_ state: inout ProfileState, _ intent: ProfileIntent) -> [ProfileEffect] {
    switch intent {
    case .refreshPulled:
      state.isLoading = true
      state.errorMessage = nil
      return [.fetchProfile]
    case .profileLoaded(.success(let profile)):
      state.profile = profile
      state.isLoading = false
      return []
    case .profileLoaded(.failure):
      state.isLoading = false
      state.errorMessage = UserMessage.profileLoadFailed
      return []
    case .profileLoadCancelled:
      // L1: the loading indicator goes, no error shows, and the profile on screen stays.
      state.isLoading = false
      return []
    }
  }
}
