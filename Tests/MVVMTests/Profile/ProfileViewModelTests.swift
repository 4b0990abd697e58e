// Tests of the Profile view model, through a fake service whose answers the test sends.
// Read in lesson 07 (testing a view model), and in lesson 03 for the latest-wins test.

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewModelTests {
  @Test func openingShowsLoadingThenTheProfile() async {
    let service = FakeProfileService()
    let viewModel = ProfileViewModel(service: service)
    #expect(viewModel.state == .idle)

    await service.server.run { await viewModel.loadIfNeeded() }
    #expect(viewModel.state == .loading(previous: nil))

    await service.fetches.answer(1, with: .success(.ada))
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func openingAgainWhileLoadingOrLoadedSendsNothing() async {
    let service = FakeProfileService()
    let viewModel = ProfileViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.server.run { await viewModel.loadIfNeeded() }
    #expect(service.fetches.count == 1)

    await service.fetches.answer(1, with: .success(.ada))
    await service.server.run { await viewModel.loadIfNeeded() }
    #expect(service.fetches.count == 1)
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func openingAfterAFailedFirstLoadLoadsAgain() async {
    let service = FakeProfileService()
    let viewModel = ProfileViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(viewModel.state == .error(message: UserMessage.profileLoadFailed, previous: nil))

    await service.server.run { await viewModel.loadIfNeeded() }
    #expect(viewModel.state == .loading(previous: nil))
    await service.fetches.answer(2, with: .success(.ada))
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func refreshKeepsTheProfileVisibleWhileItLoads() async {
    let (viewModel, service) = await loadedViewModel()
    await service.server.run { await viewModel.refresh() }
    #expect(viewModel.state == .loading(previous: .ada))

    await service.fetches.answer(2, with: .success(.grace))
    #expect(viewModel.state == .loaded(.grace))
  }

  @Test func aFailedRefreshKeepsTheProfileBesideTheMessage() async {
    let (viewModel, service) = await loadedViewModel()
    await service.server.run { await viewModel.refresh() }
    await service.fetches.answer(2, with: .failure(ServerDown()))
    #expect(viewModel.state == .error(message: UserMessage.profileLoadFailed, previous: .ada))
  }

  @Test func retryClearsTheErrorWhileItLoadsAndKeepsTheProfile() async {
    let (viewModel, service) = await loadedViewModel()
    await service.server.run { await viewModel.refresh() }
    await service.fetches.answer(2, with: .failure(ServerDown()))

    await service.server.run { await viewModel.retry() }
    #expect(viewModel.state == .loading(previous: .ada))
    await service.fetches.answer(3, with: .success(.grace))
    #expect(viewModel.state == .loaded(.grace))
  }

  // snippet.mvvm-test-latest-wins
  @Test func theLatestRequestWinsWhenAnswersArriveOutOfOrder() async {
    // This service ignores cancellation, so the superseded request still gets its answer.
    let service = FakeProfileService(honoursCancellation: false)
    let viewModel = ProfileViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.server.run { await viewModel.refresh() }

    await service.fetches.answer(2, with: .success(.grace))
    #expect(viewModel.state == .loaded(.grace))

    await service.fetches.answer(1, with: .success(.ada))
    #expect(viewModel.state == .loaded(.grace))
  }
  // snippet.end

  @Test func aNewerRequestCancelsTheOneItSupersedes() async {
    let (viewModel, service) = await loadedViewModel()
    await service.server.run { await viewModel.refresh() }
    await service.server.run { await viewModel.refresh() }
    #expect(service.fetches.wasCancelled(2))
    #expect(viewModel.state == .loading(previous: .ada))

    await service.fetches.answer(3, with: .success(.grace))
    #expect(viewModel.state == .loaded(.grace))
  }

  @Test func aSupersededFailureShowsNoError() async {
    let (viewModel, service) = await loadedViewModel(honoursCancellation: false)
    await service.server.run { await viewModel.refresh() }
    await service.server.run { await viewModel.refresh() }

    await service.fetches.answer(2, with: .failure(ServerDown()))
    #expect(viewModel.state == .loading(previous: .ada))

    await service.fetches.answer(3, with: .success(.grace))
    #expect(viewModel.state == .loaded(.grace))
  }

  @Test func anOlderAnswerNeverOverwritesTheLatestFailure() async {
    let (viewModel, service) = await loadedViewModel(honoursCancellation: false)
    await service.server.run { await viewModel.refresh() }
    await service.server.run { await viewModel.refresh() }

    await service.fetches.answer(3, with: .failure(ServerDown()))
    await service.fetches.answer(2, with: .success(.grace))

    #expect(viewModel.state == .error(message: UserMessage.profileLoadFailed, previous: .ada))
  }

  @Test func aCancelledLoadShowsNoErrorAndLoadsAgainNextTime() async {
    let service = FakeProfileService()
    let viewModel = ProfileViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.server.cancelGestures()
    #expect(service.fetches.wasCancelled(1))
    #expect(viewModel.state == .idle)

    await service.server.run { await viewModel.loadIfNeeded() }
    await service.fetches.answer(2, with: .success(.ada))
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func aCancelledRefreshKeepsTheProfileWithoutAnError() async {
    let (viewModel, service) = await loadedViewModel()
    await service.server.run { await viewModel.refresh() }
    await service.server.cancelGestures()
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func stoppingTheLoadKeepsWhatWasShownAndDropsTheLateAnswer() async {
    // A load started by Retry is a button's work, which SwiftUI doesn't cancel: `.onDisappear` stops it.
    let (viewModel, service) = await loadedViewModel(honoursCancellation: false)
    await service.server.run { await viewModel.retry() }
    viewModel.stopLoading()
    #expect(viewModel.state == .loaded(.ada))

    await service.fetches.answer(2, with: .success(.grace))
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func theInMemoryServiceShowsItsProfile() async {
    let viewModel = ProfileViewModel(service: InMemoryProfileService(profile: .grace))
    await viewModel.loadIfNeeded()
    #expect(viewModel.state == .loaded(.grace))
  }

  // MARK: - Helpers

  /// A view model that has loaded ``Profile/ada`` with request 1.
  private func loadedViewModel(honoursCancellation: Bool = true) async -> (ProfileViewModel, FakeProfileService) {
    let service = FakeProfileService(honoursCancellation: honoursCancellation)
    let viewModel = ProfileViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.fetches.answer(1, with: .success(.ada))
    return (viewModel, service)
  }
}
