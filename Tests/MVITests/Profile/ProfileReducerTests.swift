// The Profile screen's rules, tested on the reducer alone: no store, no server, no async.
// Read in lesson 07 (testing): each test sends an intent and states the complete next state.

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct ProfileReducerTests {
  // snippet.mvi-test-profile-reducer
  @Test func openingWithNothingShownShowsTheLoadingIndicatorAndFetches() {
    var reducer = Self.reducer(ProfileState())
    reducer.send(.viewAppeared, effects: [.cancel(.fetch), .fetchProfile]) {
      $0.isLoading = true
    }
    reducer.send(.profileAnswered(.success(Profile.ada))) {
      $0.profile = Profile.ada
      $0.isLoading = false
    }
  }
  // snippet.end

  @Test func openingAgainWhileLoadingFetchesNothing() {
    var reducer = Self.reducer(ProfileState(isLoading: true))
    reducer.send(.viewAppeared)
  }

  @Test func openingAgainWhileAProfileIsShownFetchesNothing() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada))
    reducer.send(.viewAppeared)
  }

  @Test func openingAfterAFailedFirstLoadFetchesAgain() {
    var reducer = Self.reducer(ProfileState(errorMessage: UserMessage.profileLoadFailed))
    reducer.send(.viewAppeared, effects: [.cancel(.fetch), .fetchProfile]) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
  }

  @Test func refreshKeepsTheProfileBesideTheLoadingIndicator() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada))
    reducer.send(.refreshPulled, effects: [.cancel(.fetch), .fetchProfile]) {
      $0.isLoading = true
    }
    reducer.send(.profileAnswered(.success(Profile.grace))) {
      $0.profile = Profile.grace
      $0.isLoading = false
    }
  }

  @Test func refreshWhileLoadingFetchesAgain() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada, isLoading: true))
    reducer.send(.refreshPulled, effects: [.cancel(.fetch), .fetchProfile])
  }

  @Test func aFailureShowsTheMessageAndKeepsTheProfile() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada, isLoading: true))
    reducer.send(.profileAnswered(.failure(ServerDown()))) {
      $0.isLoading = false
      $0.errorMessage = UserMessage.profileLoadFailed
    }
  }

  @Test func retryClearsTheErrorWhileItLoads() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada, errorMessage: UserMessage.profileLoadFailed))
    reducer.send(.retryTapped, effects: [.cancel(.fetch), .fetchProfile]) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    reducer.send(.profileAnswered(.success(Profile.grace))) {
      $0.profile = Profile.grace
      $0.isLoading = false
    }
  }

  @Test func closingWhileLoadingStopsTheFetchAndKeepsWhatIsShown() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada, isLoading: true))
    reducer.send(.viewDisappeared, effects: [.cancel(.fetch)]) {
      $0.isLoading = false
    }
  }

  @Test func closingWhenNothingLoadsChangesNothing() {
    var reducer = Self.reducer(ProfileState(profile: Profile.ada, errorMessage: UserMessage.profileLoadFailed))
    reducer.send(.viewDisappeared)
  }

  @Test func openingAgainAfterAClosedFirstLoadFetchesAgain() {
    var reducer = Self.reducer(ProfileState(isLoading: true))
    reducer.send(.viewDisappeared, effects: [.cancel(.fetch)]) {
      $0.isLoading = false
    }
    reducer.send(.viewAppeared, effects: [.cancel(.fetch), .fetchProfile]) {
      $0.isLoading = true
    }
  }

  // MARK: - Helpers

  static func reducer(_ state: ProfileState) -> TestReducer<ProfileState, ProfileIntent, ProfileEffect> {
    TestReducer(state: state, reduce: ProfileReducer.reduce)
  }
}
