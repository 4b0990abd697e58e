// The store cancels work only when a reducer asks it to, with an effect that names the work's id.
// Lesson 02 (the store) and lesson 06 (latest wins): cancelling is an effect, tested like any other.

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct StoreCancellationTests {
  /// The Profile store's own effects, run as ProfileStore runs them, under a reducer of the test's.
  private static func store(
    _ api: FakeProfileAPI, reduce: @escaping (inout ProfileState, ProfileIntent) -> [ProfileEffect]
  ) -> ProfileStore {
    ProfileStore(initialState: ProfileState(profile: Profile.ada), reduce: reduce) { effect in
      switch effect {
      case .fetchProfile:
        do { return .profileAnswered(.success(try await api.fetchProfile())) } catch {
          return .profileAnswered(.failure(error))
        }
      case .cancel: return nil
      }
    }
  }

  @Test func startingWorkCancelsNothingSoWithoutTheCancellationAnOlderAnswerLands() async {
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = Self.store(api) { state, intent in
      ProfileReducer.reduce(&state, intent).filter { $0.cancels == nil }
    }
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.refreshPulled) }
    #expect(!api.fetches.wasCancelled(1))

    await api.fetches.answer(2, with: .success(Profile.grace))
    await api.fetches.answer(1, with: .success(Profile.ada))
    #expect(store.state == ProfileState(profile: Profile.ada), "the older answer, arriving last, wins")
  }

  @Test func aCancellationStopsTheWorkUnderItsIdAndDropsItsAnswer() async {
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = Self.store(api) { state, intent in
      switch intent {
      case .retryTapped: return [.cancel(.fetch)]
      default: return ProfileReducer.reduce(&state, intent).filter { $0.cancels == nil }
      }
    }
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.retryTapped) }
    #expect(api.fetches.wasCancelled(1) && api.fetches.wasCancelled(2), "both fetches run under .fetch")

    await api.fetches.answer(1, with: .success(Profile.grace))
    await api.fetches.answer(2, with: .failure(ServerDown()))
    #expect(store.state == ProfileState(profile: Profile.ada, isLoading: true), "no cancelled answer lands")
  }

  @Test func effectsRunInTheReducersOrderSoACancellationAfterTheLoadStopsIt() async {
    let api = FakeProfileAPI(honoursCancellation: false)
    let store = Self.store(api) { state, intent in
      ProfileReducer.reduce(&state, intent).reversed()
    }
    await api.server.run { await store.send(.refreshPulled) }
    await api.server.run { await store.send(.refreshPulled) }
    #expect(api.fetches.wasCancelled(1) && api.fetches.wasCancelled(2), "each fetch is cancelled right after it starts")

    await api.fetches.answer(1, with: .success(Profile.grace))
    await api.fetches.answer(2, with: .success(Profile.grace))
    #expect(store.state == ProfileState(profile: Profile.ada, isLoading: true))
  }
}
