// ProfileStore: the Profile screen's store, and how each of its effects is done.
// Read in lesson 02 (MVI): this is where async/await meets the reducer.

// snippet.mvi-profile-store
/// The store of the Profile screen: ``Store`` with the Profile state, intents and effects.
public typealias ProfileStore = Store<ProfileState, ProfileIntent, ProfileEffect>

extension ProfileStore {
  /// A Profile store that starts from `initialState` and talks to the server through `api`.
  ///
  /// Each effect is a few lines of async/await that turn the server's answer,
  /// success or failure, into the intent that reports it. Deciding what the
  /// answer means is left to ``ProfileReducer``.
  public convenience init(initialState: ProfileState = ProfileState(), api: any ProfileAPI) {
    self.init(initialState: initialState, reduce: ProfileReducer.reduce) { effect in
      switch effect {
      case .fetchProfile:
        return .profileLoaded(await Result { try await api.fetchProfile() })
      }
    }
  }
}
// snippet.end
