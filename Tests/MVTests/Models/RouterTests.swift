// Tests of the router with no view: a link follows at once when the list is there, and otherwise waits in
// the router for the list's next load, whoever starts it (N8).

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct RouterTests {
  @Test func aTodoLinkOpensAtOnceAgainstTheListShown() async {
    let (router, list, _) = await loaded(with: [.buyMilk, .callMom])
    var missing = 0
    router.follow(.todo(Todo.callMom.id), in: list) { missing += 1 }
    #expect(router.path == [Todo.callMom.id] && router.waitingLink == nil && missing == 0)
    router.follow(.todo("nowhere"), in: list) { missing += 1 }
    #expect(router.path == [] && missing == 1, "a todo the list doesn't hold opens nothing, and says so (N8)")
  }

  @Test func aTodoLinkBeforeTheListOpensWhenTheNextLoadBringsIt() async {
    let service = FakeTodosService()
    let (router, list) = (Router(), TodosModel(service: service))
    var missing = 0
    router.follow(.todo(Todo.callMom.id), in: list) { missing += 1 }
    #expect(router.waitingLink == Todo.callMom.id && router.path == [])
    await service.server.run { _ = await list.load() }
    #expect(router.waitingLink == Todo.callMom.id, "it waits for the load to end, not to start")
    await service.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    #expect(router.path == [Todo.callMom.id] && router.waitingLink == nil && missing == 0)
  }

  @Test func aLoadThatReplacesTheOneOnItsWayIsTheOneTheLinkWaitsFor() async {
    let service = FakeTodosService()
    let (router, list) = (Router(), TodosModel(service: service))
    await service.server.run { _ = await list.load() }
    router.follow(.todo(Todo.callMom.id), in: list) {}
    await service.server.run { _ = await list.load() }
    #expect(
      service.fetches.wasCancelled(1) && router.waitingLink == Todo.callMom.id, "a replaced load ends no wait (T1)")
    await service.fetches.answer(2, with: .success([.callMom]))
    #expect(router.path == [Todo.callMom.id])
  }

  @Test func aFailedOrStoppedLoadOrALaterLinkDropsTheWaitingLinkQuietly() async {
    let service = FakeTodosService()
    let (router, list) = (Router(), TodosModel(service: service))
    var missing = 0
    router.follow(.todo(Todo.callMom.id), in: list) { missing += 1 }
    await service.server.run { _ = await list.load() }
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(router.waitingLink == nil && router.path == [] && missing == 0, "a failed load drops it (N8)")

    router.follow(.todo(Todo.callMom.id), in: list) { missing += 1 }
    await service.server.run { _ = await list.load() }
    list.stopLoading()
    #expect(router.waitingLink == nil && missing == 0, "leaving the list stops its load, and drops the link (L1, N8)")

    router.follow(.todo(Todo.callMom.id), in: list) { missing += 1 }
    router.follow(.profile, in: list) { missing += 1 }
    await service.server.run { _ = await list.load() }
    await service.fetches.answer(3, with: .success([.callMom]))
    #expect(router.path == [] && missing == 0, "a later link replaces the one waiting (N8)")
  }

  private func loaded(with todos: [Todo]) async -> (Router, TodosModel, FakeTodosService) {
    let service = FakeTodosService()
    let list = TodosModel(service: service)
    await service.server.run { _ = await list.load() }
    await service.fetches.answer(1, with: .success(todos))
    return (Router(), list, service)
  }
}
