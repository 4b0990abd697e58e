// Tests of the app's profile model, with no view: what a fetch stores and how it ends.
// The model holds data, so these tests state data; what the screen shows is the view's tests' business.

import MV
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileModelTests {
  @Test func aFetchStoresTheProfileItBrings() async {
    let service = FakeProfileService()
    let model = ProfileModel(service: service)
    var outcome: ProfileModel.FetchOutcome?
    await service.server.run { outcome = await model.fetch() }
    #expect(model.isFetching && model.profile == nil)

    await service.fetches.answer(1, with: .success(.ada))
    #expect(outcome == .fetched)
    #expect(!model.isFetching && model.profile == .ada)
  }

  @Test func aFailedFetchKeepsTheProfileItHad() async {
    let (model, service) = await fetchedModel()
    var outcome: ProfileModel.FetchOutcome?
    await service.server.run { outcome = await model.fetch() }
    await service.fetches.answer(2, with: .failure(ServerDown()))
    #expect(outcome == .failed)
    #expect(!model.isFetching && model.profile == .ada)
  }

  @Test func theLatestFetchWinsAndTheOneItReplacedEndsDropped() async {
    let service = FakeProfileService(honoursCancellation: false)
    let model = ProfileModel(service: service)
    var outcomes: [Int: ProfileModel.FetchOutcome] = [:]
    await service.server.run { outcomes[1] = await model.fetch() }
    await service.server.run { outcomes[2] = await model.fetch() }

    await service.fetches.answer(2, with: .success(.grace))
    await service.fetches.answer(1, with: .success(.ada))
    #expect(outcomes == [1: .dropped, 2: .fetched])
    #expect(model.profile == .grace)
  }

  @Test func stoppingAFetchDropsItsAnswer() async {
    let service = FakeProfileService()
    let model = ProfileModel(service: service)
    var outcome: ProfileModel.FetchOutcome?
    await service.server.run { outcome = await model.fetch() }
    model.stopFetching()
    await service.server.settle()
    #expect(service.fetches.wasCancelled(1))
    #expect(outcome == .dropped)
    #expect(!model.isFetching && model.profile == nil)
  }

  private func fetchedModel() async -> (ProfileModel, FakeProfileService) {
    let service = FakeProfileService()
    let model = ProfileModel(service: service)
    await service.server.run { _ = await model.fetch() }
    await service.fetches.answer(1, with: .success(.ada))
    return (model, service)
  }
}
