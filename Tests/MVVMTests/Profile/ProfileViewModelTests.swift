// Tests of the Profile view model, through a fake service whose answers the test sends.
// Read in lesson 07 (testing a view model), and in lesson 03 for the latest-wins test.

import MVVM
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct ProfileViewModelTests {
  @Test func openingShowsLoadingThenTheProfile() async {
    let service = ControlledProfileService()
    let viewModel = ProfileViewModel(service: service)
    #expect(viewModel.state == .idle)

    let open = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(1)
    #expect(viewModel.state == .loading(previous: nil))

    service.requests.answer(1, with: .success(.ada))
    await open.value
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func openingAgainWhileLoadingOrLoadedSendsNothing() async {
    let service = ControlledProfileService()
    let viewModel = ProfileViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(1)

    await viewModel.loadIfNeeded()
    #expect(service.requests.count == 1)

    service.requests.answer(1, with: .success(.ada))
    await open.value
    await viewModel.loadIfNeeded()
    #expect(service.requests.count == 1)
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func openingAfterAFailedFirstLoadLoadsAgain() async {
    let service = ControlledProfileService()
    let viewModel = ProfileViewModel(service: service)
    await failing(viewModel.loadIfNeeded, request: 1, of: service)
    #expect(viewModel.state == .failed(message: UserMessage.profileLoadFailed, previous: nil))

    let open = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(2)
    #expect(viewModel.state == .loading(previous: nil))
    service.requests.answer(2, with: .success(.ada))
    await open.value
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func refreshKeepsTheProfileVisibleWhileItLoads() async {
    let (viewModel, service) = await loadedViewModel()

    let refresh = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(2)
    #expect(viewModel.state == .loading(previous: .ada))

    service.requests.answer(2, with: .success(.grace))
    await refresh.value
    #expect(viewModel.state == .loaded(.grace))
  }

  @Test func aFailedRefreshKeepsTheProfileBesideTheMessage() async {
    let (viewModel, service) = await loadedViewModel()

    await failing(viewModel.refresh, request: 2, of: service)

    #expect(viewModel.state == .failed(message: UserMessage.profileLoadFailed, previous: .ada))
  }

  @Test func retryClearsTheErrorWhileItLoadsAndKeepsTheProfile() async {
    let (viewModel, service) = await loadedViewModel()
    await failing(viewModel.refresh, request: 2, of: service)

    let retry = Task { await viewModel.retry() }
    await service.requests.waitUntilReceived(3)
    #expect(viewModel.state == .loading(previous: .ada))

    service.requests.answer(3, with: .success(.grace))
    await retry.value
    #expect(viewModel.state == .loaded(.grace))
  }

  // snippet.mvvm-test-latest-wins
  @Test func theLatestRequestWinsWhenAnswersArriveOutOfOrder() async {
    // This service ignores cancellation, so the superseded request still gets its answer.
    let service = ControlledProfileService(honoursCancellation: false)
    let viewModel = ProfileViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(1)
    let refresh = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(2)

    service.requests.answer(2, with: .success(.grace))
    await refresh.value
    #expect(viewModel.state == .loaded(.grace))

    service.requests.answer(1, with: .success(.ada))
    await open.value
    #expect(viewModel.state == .loaded(.grace))
  }
  // snippet.end

  @Test func aNewerRequestCancelsTheOneItSupersedes() async {
    let (viewModel, service) = await loadedViewModel()
    let first = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(2)

    let second = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(3)
    await first.value
    #expect(service.requests.cancellations == 1)
    #expect(viewModel.state == .loading(previous: .ada))

    service.requests.answer(3, with: .success(.grace))
    await second.value
    #expect(viewModel.state == .loaded(.grace))
  }

  @Test func aSupersededFailureShowsNoError() async {
    let (viewModel, service) = await loadedViewModel(honoursCancellation: false)
    let first = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(2)
    let second = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(3)

    service.requests.answer(2, with: .failure(ServerDown()))
    await first.value
    #expect(viewModel.state == .loading(previous: .ada))

    service.requests.answer(3, with: .success(.grace))
    await second.value
    #expect(viewModel.state == .loaded(.grace))
  }

  @Test func anOlderAnswerNeverOverwritesTheLatestFailure() async {
    let (viewModel, service) = await loadedViewModel(honoursCancellation: false)
    let first = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(2)
    let second = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(3)

    service.requests.answer(3, with: .failure(ServerDown()))
    await second.value
    service.requests.answer(2, with: .success(.grace))
    await first.value

    #expect(viewModel.state == .failed(message: UserMessage.profileLoadFailed, previous: .ada))
  }

  @Test func aCancelledLoadShowsNoErrorAndLoadsAgainNextTime() async {
    let service = ControlledProfileService()
    let viewModel = ProfileViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(1)

    open.cancel()
    await open.value
    #expect(service.requests.cancellations == 1)
    #expect(viewModel.state == .idle)

    let reopen = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(2)
    service.requests.answer(2, with: .success(.ada))
    await reopen.value
    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func aCancelledRefreshKeepsTheProfileWithoutAnError() async {
    let (viewModel, service) = await loadedViewModel()
    let refresh = Task { await viewModel.refresh() }
    await service.requests.waitUntilReceived(2)

    refresh.cancel()
    await refresh.value

    #expect(viewModel.state == .loaded(.ada))
  }

  @Test func theInMemoryServiceShowsItsProfile() async {
    let viewModel = ProfileViewModel(service: InMemoryProfileService(profile: .grace))
    await viewModel.loadIfNeeded()
    #expect(viewModel.state == .loaded(.grace))
  }

  // MARK: - Helpers

  /// A view model that has loaded ``Profile/ada`` with request 1.
  private func loadedViewModel(
    honoursCancellation: Bool = true
  ) async -> (ProfileViewModel, ControlledProfileService) {
    let service = ControlledProfileService(honoursCancellation: honoursCancellation)
    let viewModel = ProfileViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.requests.waitUntilReceived(1)
    service.requests.answer(1, with: .success(.ada))
    await open.value
    return (viewModel, service)
  }

  /// Runs `gesture`, fails its request (number `request`) and waits for the gesture to finish.
  private func failing(
    _ gesture: @escaping @MainActor () async -> Void, request: Int, of service: ControlledProfileService
  ) async {
    let running = Task { await gesture() }
    await service.requests.waitUntilReceived(request)
    service.requests.answer(request, with: .failure(ServerDown()))
    await running.value
  }
}
