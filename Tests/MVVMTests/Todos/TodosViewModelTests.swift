// Tests of the Todos view model: loading, optimistic changes and their rollback, through a fake service.
// Read in lesson 07 (testing a view model).

import MVVM
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct TodosViewModelTests {
  // MARK: - Loading

  @Test func openingLoadsTheListOnce() async {
    let service = ControlledTodosService()
    let viewModel = TodosViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.lists.waitUntilReceived(1)
    #expect(viewModel.state == TodosViewState(isLoading: true))

    await viewModel.loadIfNeeded()
    service.lists.answer(1, with: .success([.walkTheDog, .buyMilk]))
    await open.value
    await viewModel.loadIfNeeded()

    #expect(viewModel.state == TodosViewState(todos: [.walkTheDog, .buyMilk], isLoaded: true))
    #expect(service.lists.count == 1)
  }

  @Test func aFailedLoadShowsTheMessageAndRetryClearsItWhileItLoads() async {
    let service = ControlledTodosService()
    let viewModel = TodosViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.lists.waitUntilReceived(1)
    service.lists.answer(1, with: .failure(ServerDown()))
    await open.value
    #expect(viewModel.state == TodosViewState(error: UserMessage.todosLoadFailed))

    let retry = Task { await viewModel.retry() }
    await service.lists.waitUntilReceived(2)
    #expect(viewModel.state == TodosViewState(isLoading: true))

    service.lists.answer(2, with: .success([.buyMilk]))
    await retry.value
    #expect(viewModel.state == TodosViewState(todos: [.buyMilk], isLoaded: true))
  }

  @Test func theLatestLoadWinsWhenAnswersArriveOutOfOrder() async {
    let service = ControlledTodosService(honoursCancellation: false)
    let viewModel = TodosViewModel(service: service)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.lists.waitUntilReceived(1)
    let retry = Task { await viewModel.retry() }
    await service.lists.waitUntilReceived(2)

    service.lists.answer(2, with: .success([.buyMilk]))
    await retry.value
    service.lists.answer(1, with: .failure(ServerDown()))
    await open.value

    #expect(viewModel.state == TodosViewState(todos: [.buyMilk], isLoaded: true))
  }

  // MARK: - Adding

  @Test func aValidAddShowsTheTodoAtOnceMarkedSavingUntilSaved() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    let buyMilk = Todo(id: "new-1", title: "Buy milk")
    viewModel.updateField("  Buy milk  ")

    let add = Task { await viewModel.add() }
    await service.saves.waitUntilReceived(1)
    #expect(viewModel.state == TodosViewState(todos: [.walkTheDog, buyMilk], savingIDs: ["new-1"], isLoaded: true))
    #expect(service.saved == [buyMilk])

    service.saves.answer(1, with: .success(()))
    await add.value
    #expect(viewModel.state == TodosViewState(todos: [.walkTheDog, buyMilk], isLoaded: true))
  }

  @Test(arguments: [
    ("", UserMessage.titleEmpty),
    ("    ", UserMessage.titleEmpty),
    (String(repeating: "a", count: 101), UserMessage.titleTooLong),
  ])
  func anInvalidTitleIsRefusedWithoutARequest(text: String, message: String) async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    viewModel.updateField(text)

    await viewModel.add()

    #expect(viewModel.state == TodosViewState(todos: [.walkTheDog], isLoaded: true, field: text, error: message))
    #expect(service.saved.isEmpty)
  }

  @Test func aFailedAddTakesTheTodoAwayAndGivesTheTitleBack() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    viewModel.updateField("  Buy milk  ")
    let add = Task { await viewModel.add() }
    await service.saves.waitUntilReceived(1)
    #expect(viewModel.state.field == "")

    service.saves.answer(1, with: .failure(ServerDown()))
    await add.value

    #expect(
      viewModel.state
        == TodosViewState(
          todos: [.walkTheDog], isLoaded: true, field: "Buy milk", error: UserMessage.addFailed("Buy milk")))
  }

  @Test func aFailedAddKeepsTheTextTypedSince() async {
    let (viewModel, service) = await openedViewModel(with: [])
    viewModel.updateField("Buy milk")
    let add = Task { await viewModel.add() }
    await service.saves.waitUntilReceived(1)
    viewModel.updateField("Call mom")

    service.saves.answer(1, with: .failure(ServerDown()))
    await add.value

    #expect(viewModel.state.field == "Call mom")
    #expect(viewModel.state.todos.isEmpty)
    #expect(viewModel.state.error == UserMessage.addFailed("Buy milk"))
  }

  // MARK: - Toggling and deleting

  @Test func aToggleFlipsTheTodoAtOnceAndAFailureFlipsItBack() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog, .buyMilk])

    let toggle = Task { await viewModel.toggle(Todo.walkTheDog.id) }
    await service.saves.waitUntilReceived(1)
    #expect(
      viewModel.state
        == TodosViewState(todos: [Todo.walkTheDog.toggled, .buyMilk], savingIDs: [Todo.walkTheDog.id], isLoaded: true))
    #expect(service.saved == [Todo.walkTheDog.toggled])

    service.saves.answer(1, with: .failure(ServerDown()))
    await toggle.value
    #expect(
      viewModel.state
        == TodosViewState(
          todos: [.walkTheDog, .buyMilk], isLoaded: true, error: UserMessage.updateFailed("Walk the dog")))
  }

  @Test func aDeleteRemovesTheTodoAtOnceAndAFailurePutsItBackInPlace() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog, .buyMilk, .callMom])

    let delete = Task { await viewModel.delete(Todo.buyMilk.id) }
    await service.deletions.waitUntilReceived(1)
    #expect(viewModel.state.todos == [.walkTheDog, .callMom])
    #expect(service.deleted == [[Todo.buyMilk.id]])

    service.deletions.answer(1, with: .failure(ServerDown()))
    await delete.value
    #expect(
      viewModel.state
        == TodosViewState(
          todos: [.walkTheDog, .buyMilk, .callMom], isLoaded: true, error: UserMessage.deleteFailed("Buy milk")))
  }

  @Test func aSavingTodoIgnoresToggleAndDelete() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    let toggle = Task { await viewModel.toggle(Todo.walkTheDog.id) }
    await service.saves.waitUntilReceived(1)
    let saving = viewModel.state

    await viewModel.toggle(Todo.walkTheDog.id)
    await viewModel.delete(Todo.walkTheDog.id)

    #expect(viewModel.state == saving)
    #expect(service.saves.count == 1)
    #expect(service.deleted.isEmpty)
    service.saves.answer(1, with: .success(()))
    await toggle.value
  }

  // MARK: - Clearing completed todos

  @Test func clearCompletedSendsOneRequestForEveryDoneTodoNotSaving() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .walkTheDog, .waterThePlants])
    let toggle = Task { await viewModel.toggle(Todo.walkTheDog.id) }
    await service.saves.waitUntilReceived(1)

    let clear = Task { await viewModel.clearCompleted() }
    await service.deletions.waitUntilReceived(1)
    #expect(viewModel.state.todos == [Todo.walkTheDog.toggled])
    #expect(service.deleted == [[Todo.callMom.id, Todo.waterThePlants.id]])

    service.deletions.answer(1, with: .success(()))
    await clear.value
    service.saves.answer(1, with: .success(()))
    await toggle.value
    #expect(viewModel.state == TodosViewState(todos: [Todo.walkTheDog.toggled], isLoaded: true))
  }

  @Test func aFailedClearCompletedPutsEveryTodoBackInPlace() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .walkTheDog, .waterThePlants, .buyMilk])

    let clear = Task { await viewModel.clearCompleted() }
    await service.deletions.waitUntilReceived(1)
    #expect(viewModel.state.todos == [.walkTheDog, .buyMilk])

    service.deletions.answer(1, with: .failure(ServerDown()))
    await clear.value
    #expect(
      viewModel.state
        == TodosViewState(
          todos: [.callMom, .walkTheDog, .waterThePlants, .buyMilk], isLoaded: true,
          error: UserMessage.clearCompletedFailed))
  }

  @Test func clearCompletedWithNothingDoneSendsNothing() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog, .buyMilk])

    await viewModel.clearCompleted()

    #expect(service.deleted.isEmpty)
    #expect(viewModel.state == TodosViewState(todos: [.walkTheDog, .buyMilk], isLoaded: true))
  }

  // MARK: - While the list loads

  @Test func aLoadingListIgnoresChangesAndKeepsTheField() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    let retry = Task { await viewModel.retry() }
    await service.lists.waitUntilReceived(2)
    viewModel.updateField("Buy milk")

    await viewModel.add()
    await viewModel.toggle(Todo.callMom.id)
    await viewModel.delete(Todo.callMom.id)
    await viewModel.clearCompleted()

    #expect(
      viewModel.state == TodosViewState(todos: [.callMom], isLoading: true, isLoaded: true, field: "Buy milk"))
    #expect(service.saved.isEmpty)
    #expect(service.deleted.isEmpty)
    service.lists.answer(2, with: .success([.callMom]))
    await retry.value
  }

  // MARK: - The error line and the filter

  @Test func aGestureThatSendsARequestClearsTheErrorWhenItStarts() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    await viewModel.add()
    #expect(viewModel.state.error == UserMessage.titleEmpty)

    let toggle = Task { await viewModel.toggle(Todo.walkTheDog.id) }
    await service.saves.waitUntilReceived(1)
    #expect(viewModel.state.error == nil)

    service.saves.answer(1, with: .success(()))
    await toggle.value
  }

  @Test func typingAndFilteringLeaveTheErrorAsItIs() async {
    let (viewModel, _) = await openedViewModel(with: [.walkTheDog])
    await viewModel.add()

    viewModel.updateField("Buy milk")
    viewModel.select(.completed)

    #expect(viewModel.state.error == UserMessage.titleEmpty)
  }

  @Test func theFilterChangesTheVisibleTodosButNotTheCounter() {
    var state = TodosViewState(todos: [.walkTheDog, .callMom, .buyMilk])
    #expect(state.visibleTodos == [.walkTheDog, .callMom, .buyMilk])

    state.filter = .active
    #expect(state.visibleTodos == [.walkTheDog, .buyMilk])
    #expect(state.itemsLeft == 2)

    state.filter = .completed
    #expect(state.visibleTodos == [.callMom])
    #expect(state.itemsLeft == 2)
  }

  // MARK: - Cancellation

  @Test func aCancelledChangeShowsNoError() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    let toggle = Task { await viewModel.toggle(Todo.walkTheDog.id) }
    await service.saves.waitUntilReceived(1)

    toggle.cancel()
    await toggle.value

    #expect(service.saves.cancellations == 1)
    #expect(viewModel.state == TodosViewState(todos: [Todo.walkTheDog.toggled], isLoaded: true))
  }

  @Test func theInMemoryServiceKeepsWhatItIsSent() async {
    let service = InMemoryTodosService(todos: [.walkTheDog])
    let viewModel = TodosViewModel(service: service, makeTodoID: TodoIDs().next)
    await viewModel.loadIfNeeded()
    viewModel.updateField("Buy milk")
    await viewModel.add()
    await viewModel.toggle(Todo.walkTheDog.id)
    await viewModel.delete(Todo.walkTheDog.id)

    let stored = await service.todos
    #expect(stored == [Todo(id: "new-1", title: "Buy milk")])
    #expect(viewModel.state.todos == stored)
  }

  // MARK: - Helpers

  /// A view model whose list arrived with `todos`; new todos get the ids `new-1`, `new-2`, ...
  private func openedViewModel(with todos: [Todo]) async -> (TodosViewModel, ControlledTodosService) {
    let service = ControlledTodosService()
    let viewModel = TodosViewModel(service: service, makeTodoID: TodoIDs().next)
    let open = Task { await viewModel.loadIfNeeded() }
    await service.lists.waitUntilReceived(1)
    service.lists.answer(1, with: .success(todos))
    await open.value
    return (viewModel, service)
  }
}
