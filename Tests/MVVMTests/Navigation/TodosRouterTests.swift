// Tests of the Todos tab's navigation: showing a todo and going back, the screen that closes with its todo,
// and the badge. Read in lesson 07 (testing) and lesson 03 (the router).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosRouterTests {
  // MARK: - Show and Back (N1, N2)

  @Test func showPushesTheTodosScreenWithItsTitleInTheFieldAndBackPopsItLoadingNothing() async throws {
    let (router, service) = await loadedTab(with: [.callMom, .walkTheDog])
    router.show(Todo.walkTheDog.id)
    let todo = try #require(router.top)
    #expect(router.path == [Todo.walkTheDog.id])
    #expect(todo.id == Todo.walkTheDog.id)
    #expect(todo.title == "Walk the dog" && todo.field == "Walk the dog" && todo.isDone && !todo.isSaving)

    router.back()
    #expect(router.top == nil)
    #expect(router.path.isEmpty)
    #expect(service.fetches.count == 1)
    #expect(Shown(router.list) == Shown(todos: [.callMom, .walkTheDog], hasLoaded: true))
  }

  @Test func backWithNoTodoScreenOpenDoesNothing() async {
    let (router, _) = await loadedTab(with: [.callMom])
    router.back()
    #expect(router.top == nil)
    #expect(Shown(router.list) == Shown(todos: [.callMom], hasLoaded: true))
  }

  @Test func aSavingRowCanBeShown() async throws {
    let (router, service) = await loadedTab(with: [.callMom])
    await service.server.run { await router.list.toggle(Todo.callMom.id) }
    router.show(Todo.callMom.id)
    let todo = try #require(router.top)
    #expect(todo.isSaving && todo.isDone)
    await service.saves.succeed(1)
    #expect(!todo.isSaving)
  }

  @Test func theStackBindingPushesAndPopsAsShowAndBackDo() async {
    let (router, _) = await loadedTab(with: [.callMom, .buyMilk])
    router.path = [Todo.buyMilk.id]
    #expect(router.top?.id == Todo.buyMilk.id)
    router.path = []
    #expect(router.top == nil)
  }

  // MARK: - The screen closes with its todo (N7)

  @Test func aRefusedAddClosesTheTodoScreenOfItsTodo() async {
    let (router, service) = await loadedTab(with: [.callMom])
    router.list.field = "Buy milk"
    await service.server.run { await router.list.add() }
    router.show("todo-1")
    #expect(router.top?.isSaving == true)

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(router.top == nil)
    #expect(router.list.errorMessage == UserMessage.addFailed("Buy milk"))
  }

  @Test func aRefusedAddOfAnotherTodoLeavesTheTodoScreenOpen() async {
    let (router, service) = await loadedTab(with: [.callMom])
    router.list.field = "Buy milk"
    await service.server.run { await router.list.add() }
    router.show(Todo.callMom.id)

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(router.top?.id == Todo.callMom.id)
  }

  @Test func aTodoTheFilterHidesKeepsItsScreen() async {
    let (router, _) = await loadedTab(with: [.callMom, .walkTheDog])
    router.show(Todo.callMom.id)
    router.list.filter = .completed
    #expect(router.top?.title == "Call mom")
  }

  // MARK: - The badge (S1)

  @Test func theBadgeShowsNothingUntilTheListArrivesThenTheTodosLeftThroughEveryChange() async {
    let service = FakeTodosService()
    let list = TodosViewModel(service: service)
    #expect(list.badge == nil)
    await service.server.run { await list.loadIfNeeded() }
    #expect(list.badge == nil)
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(list.badge == nil, "a failed first load shows no badge")

    await service.server.run { await list.retry() }
    await service.fetches.answer(2, with: .success([.callMom, .walkTheDog, .buyMilk]))
    #expect(list.badge == 2)

    await service.server.run { await list.toggle(Todo.callMom.id) }
    #expect(list.badge == 1, "at once, before the server answers (N3)")
    await service.server.run { await list.delete(Todo.buyMilk.id) }
    #expect(list.badge == 0, "a todo whose deletion is on its way is not counted")
    list.filter = .completed
    #expect(list.badge == 0, "whatever the filter")

    await service.saves.answer(1, with: .failure(ServerDown()))
    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(list.badge == 2)
    await service.server.run { await list.retry() }
    await service.fetches.answer(3, with: .failure(ServerDown()))
    #expect(list.badge == 2, "a failed reload keeps the rows, and the badge")
  }
}
