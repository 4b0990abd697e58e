// ProfileStore: the Profile screen's store, and how each of its effects is done.
// Read in lesson 02 (MVI): this is where async/await meets the reducer.

// snippet.mvi-profile-store
/// The store of the Profile screen: ``Store`` with the Profile state, intents and effects.
public typealias ProfileStore = Store<ProfileState, ProfileIntent, ProfileEffect>

extension ProfileStore {
  /// How each Profile effect is done over `api`. The story of a load is cut at its `await`:
  /// ``ProfileReducer`` writes the first step (show the loading indicator) and the last (show the
  /// answer), and the effect only calls the server and reports the answer, success or failure, as an
  /// intent. What decides can then be tested without waiting.
  public static func perform(api: any ProfileAPI) -> @MainActor (ProfileEffect) async -> ProfileIntent? {
    { effect in
      switch effect {
      case .fetchProfile:
        return .profileAnswered(await Result { try await api.fetchProfile() })
      case .cancel:
        return nil  // The store cancels the work itself; a cancellation never reaches here.
      }
    }
  }
}
// snippet.end

extension ProfileStore {
  /// A Profile store of its own, for the screen alone (the app scopes one from its store instead):
  /// it starts from `initialState` and talks to the server through `api`.
  public convenience init(initialState: ProfileState = ProfileState(), api: any ProfileAPI) {
    self.init(initialState: initialState, reduce: ProfileReducer.reduce, perform: Self.perform(api: api))
  }
}
