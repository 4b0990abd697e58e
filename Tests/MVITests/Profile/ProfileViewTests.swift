// The Profile view: state in, screen out; gestures in, intents out. Nothing else to test, because it holds no logic.
// Read in lesson 07 (testing).

import MVI
import Observation
import ScreenContract
import SharedModel
import Testing

// A store that never finishes its work fails here rather than hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ProfileViewTests {
  @Test func anEmptyStateShowsAnEmptyScreen() {
    let view = Self.view(ProfileState())
    #expect(view.screen.isEmpty)
  }

  @Test func theScreenShowsEveryPartOfTheState() {
    let view = Self.view(
      ProfileState(profile: Self.ada, isLoading: true, errorMessage: UserMessage.profileLoadFailed))
    #expect(
      view.screen
        == ProfileScreen(
          isLoading: true, name: "Ada Lovelace", email: "ada@example.com", error: UserMessage.profileLoadFailed))
  }

  @Test func openingSendsTheIntentThatFetchesTheProfile() async {
    let api = FakeProfileAPI(fetches: HeldRequests(answerAtOnce: .success(Self.ada)))
    let view = ProfileView(store: ProfileStore(api: api))
    await view.open()
    #expect(view.screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
    #expect(api.fetches.requests.count == 1)
  }

  @Test func refreshAndRetryEachFetchTheProfile() async {
    let api = FakeProfileAPI(fetches: HeldRequests(answerAtOnce: .success(Self.ada)))
    let view = ProfileView(store: ProfileStore(initialState: ProfileState(profile: Self.ada), api: api))
    await view.refresh()
    await view.retry()
    #expect(api.fetches.requests.count == 2)
  }

  @Test func theScreenRerendersWhenTheStateChanges() async {
    let api = FakeProfileAPI(fetches: HeldRequests(answerAtOnce: .success(Self.ada)))
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

  static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")

  static func view(_ state: ProfileState) -> ProfileView {
    ProfileView(store: ProfileStore(initialState: state, api: FakeProfileAPI()))
  }
}
