// The Profile view: state in, screen out; gestures in, intents out. Nothing else to test, because it holds no logic.
// Read in lesson 07 (testing).

import MVI
import Observation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewTests {
  @Test func anEmptyStateShowsAnEmptyScreen() {
    let view = Self.view(ProfileState())
    #expect(view.screen.isEmpty)
  }

  @Test func theScreenShowsEveryPartOfTheState() {
    let view = Self.view(
      ProfileState(profile: Profile.ada, isLoading: true, errorMessage: UserMessage.profileLoadFailed))
    #expect(
      view.screen
        == ProfileScreen(
          isLoading: true, name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed))
  }

  @Test func eachGestureSendsItsIntent() async {
    let api = FakeProfileAPI()
    api.fetches.answerEveryRequest(with: .success(Profile.ada))
    let view = ProfileView(store: ProfileStore(api: api))
    await view.open()
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
    await view.open()
    await view.refresh()
    await view.retry()
    await view.close()
    #expect(api.fetches.count == 3)
  }

  @Test func theScreenIsDrawnAgainWhenTheStateChanges() async {
    let api = FakeProfileAPI()
    api.fetches.answerEveryRequest(with: .success(Profile.ada))
    let view = ProfileView(store: ProfileStore(api: api))
    let changed = Flag()
    withObservationTracking {
      _ = view.screen
    } onChange: {
      changed.raise()
    }
    #expect(!changed.isRaised)
    await view.open()
    #expect(changed.isRaised)
  }

  // MARK: - Helpers

  static func view(_ state: ProfileState) -> ProfileView {
    ProfileView(store: ProfileStore(initialState: state, api: FakeProfileAPI()))
  }
}
