// Tests of the Todos view model: loading, optimistic changes and their rollback, through a fake service.
// Read in lesson 07 (testing a view model).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewModelTests {
  // MARK: - Loading

  @Test func openingLoadsTheListOnce() async {
    let service = FakeTodosService()
    let viewModel = TodosViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    #expect(Shown(viewModel) == Shown(isLoading: true))

    await service.server.run { await viewModel.loadIfNeeded() }
    await service.fetches.answer(1, with: .success([.callMom, .buyMilk]))
    await service.server.run { await viewModel.loadIfNeeded() }

    #expect(Shown(viewModel) == Shown(todos: [.callMom, .buyMilk], hasLoaded: true))
    #expect(service.fetches.count == 1)
  }

  @Test func aFailedLoadShowsTheMessageAndRetryClearsItWhileItLoads() async {
    let service = FakeTodosService()
    let viewModel = TodosViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(Shown(viewModel) == Shown(errorMessage: UserMessage.todosLoadFailed))

    await service.server.run { await viewModel.retry() }
    #expect(Shown(viewModel) == Shown(isLoading: true))

    await service.fetches.answer(2, with: .success([.buyMilk]))
    #expect(Shown(viewModel) == Shown(todos: [.buyMilk], hasLoaded: true))
  }

  @Test func theLatestLoadWinsWhenAnswersArriveOutOfOrder() async {
    let service = FakeTodosService(honoursCancellation: false)
    let viewModel = TodosViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.server.run { await viewModel.retry() }

    await service.fetches.answer(2, with: .success([.buyMilk]))
    await service.fetches.answer(1, with: .failure(ServerDown()))

    #expect(Shown(viewModel) == Shown(todos: [.buyMilk], hasLoaded: true))
  }

  @Test func stoppingTheLoadHidesTheIndicatorAndShowsNoError() async {
    let (viewModel, service) = await openedViewModel(with: [.buyMilk])
    await service.server.run { await viewModel.retry() }
    viewModel.stopLoading()
    #expect(service.fetches.wasCancelled(2))
    #expect(Shown(viewModel) == Shown(todos: [.buyMilk], hasLoaded: true))
  }

  // MARK: - Adding

  @Test func aValidAddShowsTheTodoAtOnceMarkedSavingUntilSaved() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    let buyMilk = Todo(id: "todo-1", title: "Buy milk")
    viewModel.field = "  Buy milk  "

    await service.server.run { await viewModel.add() }
    #expect(Shown(viewModel) == Shown(todos: [.callMom, buyMilk], saving: ["todo-1"], hasLoaded: true))
    #expect(service.saves.requests == [buyMilk])

    await service.saves.succeed(1)
    #expect(Shown(viewModel) == Shown(todos: [.callMom, buyMilk], hasLoaded: true))
  }

  // snippet.mvvm-test-refused-title
  @Test(arguments: [
    ("", UserMessage.titleEmpty),
    ("    ", UserMessage.titleEmpty),
    (String(repeating: "a", count: 101), UserMessage.titleTooLong),
  ])
  func anInvalidTitleIsRefusedWithoutARequest(text: String, message: String) async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    viewModel.field = text
    // Awaited directly: no request is expected, and one would fail the test at once rather than hang it.
    await viewModel.add()
    #expect(Shown(viewModel) == Shown(todos: [.callMom], hasLoaded: true, field: text, errorMessage: message))
    #expect(service.saves.requests.isEmpty)
  }
  // snippet.end

  @Test func aFailedAddTakesTheTodoAwayAndGivesTheTitleBack() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    viewModel.field = "  Buy milk  "
    await service.server.run { await viewModel.add() }
    #expect(viewModel.field == "")

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      Shown(viewModel)
        == Shown(
          todos: [.callMom], hasLoaded: true, field: "Buy milk", errorMessage: UserMessage.addFailed("Buy milk")))
  }

  @Test func aFailedAddKeepsTheTextTypedSince() async {
    let (viewModel, service) = await openedViewModel(with: [])
    viewModel.field = "Buy milk"
    await service.server.run { await viewModel.add() }
    viewModel.field = "Call mom"

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(viewModel.field == "Call mom")
    #expect(viewModel.todos.isEmpty)
    #expect(viewModel.errorMessage == UserMessage.addFailed("Buy milk"))
  }

  // MARK: - Toggling and deleting

  @Test func aToggleFlipsTheTodoAtOnceAndAFailurePutsTheOldValueBack() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .buyMilk])
    await service.server.run { await viewModel.toggle(Todo.callMom.id) }
    #expect(
      Shown(viewModel)
        == Shown(todos: [Todo.callMom.toggled, .buyMilk], saving: [Todo.callMom.id], hasLoaded: true))
    #expect(service.saves.requests == [Todo.callMom.toggled])

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      Shown(viewModel)
        == Shown(
          todos: [.callMom, .buyMilk], hasLoaded: true, errorMessage: UserMessage.updateFailed("Call mom")))
  }

  @Test func withNothingHiddenTheVisibleTodosAreTheStoredArrayNotACopy() async {
    // Arrays are copy-on-write (Apple's `Array` documentation): a copy shares the storage until one changes.
    let (viewModel, _) = await openedViewModel(with: [.callMom, .buyMilk])
    #expect(
      viewModel.visibleTodos.withUnsafeBufferPointer(\.baseAddress)
        == viewModel.todos.withUnsafeBufferPointer(\.baseAddress))
    viewModel.filter = .completed
    #expect(viewModel.visibleTodos.isEmpty)
    #expect(viewModel.itemsLeft == 2)
  }

  @Test func aDeleteHidesTheTodoAtOnceAndAFailureShowsItAgainInPlace() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .buyMilk, .walkTheDog])
    await service.server.run { await viewModel.delete(Todo.buyMilk.id) }
    #expect(viewModel.visibleTodos == [.callMom, .walkTheDog])
    #expect(service.deletions.requests == [[Todo.buyMilk.id]])

    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(
      Shown(viewModel)
        == Shown(
          todos: [.callMom, .buyMilk, .walkTheDog], hasLoaded: true, errorMessage: UserMessage.deleteFailed("Buy milk"))
    )
  }

  @Test func twoFailedDeletesComeBackInTheServersOrder() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .buyMilk, .walkTheDog])
    await service.server.run { await viewModel.delete(Todo.buyMilk.id) }
    await service.server.run { await viewModel.delete(Todo.walkTheDog.id) }
    await service.deletions.answer(1, with: .failure(ServerDown()))
    await service.deletions.answer(2, with: .failure(ServerDown()))
    #expect(viewModel.visibleTodos == [.callMom, .buyMilk, .walkTheDog])
  }

  @Test func aFailedDeleteAfterAReloadThatKeptTheTodoShowsItOnce() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .buyMilk])
    await service.server.run { await viewModel.delete(Todo.buyMilk.id) }
    await service.server.run { await viewModel.retry() }
    await service.fetches.answer(2, with: .success([.callMom, .buyMilk]))
    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(viewModel.visibleTodos == [.callMom, .buyMilk])
    #expect(viewModel.itemsLeft == 2)
  }

  @Test func aSavingTodoIgnoresToggleAndDelete() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    await service.server.run { await viewModel.toggle(Todo.callMom.id) }
    let saving = Shown(viewModel)

    await viewModel.toggle(Todo.callMom.id)
    await viewModel.delete(Todo.callMom.id)

    #expect(Shown(viewModel) == saving)
    #expect(service.saves.count == 1)
    #expect(service.deletions.requests.isEmpty)
    await service.saves.succeed(1)
  }

  // MARK: - Clearing completed todos

  @Test func clearCompletedSendsOneRequestForEveryDoneTodoNotSaving() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog, .callMom, .waterThePlants])
    await service.server.run { await viewModel.toggle(Todo.callMom.id) }
    await service.server.run { await viewModel.clearCompleted() }
    #expect(viewModel.visibleTodos == [Todo.callMom.toggled])
    #expect(service.deletions.requests == [[Todo.walkTheDog.id, Todo.waterThePlants.id]])

    await service.deletions.succeed(1)
    await service.saves.succeed(1)
    #expect(Shown(viewModel) == Shown(todos: [Todo.callMom.toggled], hasLoaded: true))
  }

  @Test func aFailedClearCompletedShowsEveryTodoAgainInPlace() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog, .callMom, .waterThePlants, .buyMilk])
    await service.server.run { await viewModel.clearCompleted() }
    #expect(viewModel.visibleTodos == [.callMom, .buyMilk])

    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(
      Shown(viewModel)
        == Shown(
          todos: [.walkTheDog, .callMom, .waterThePlants, .buyMilk], hasLoaded: true,
          errorMessage: UserMessage.clearCompletedFailed))
  }

  @Test func clearCompletedWithNothingDoneSendsNothing() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom, .buyMilk])
    await viewModel.clearCompleted()
    #expect(service.deletions.requests.isEmpty)
    #expect(Shown(viewModel) == Shown(todos: [.callMom, .buyMilk], hasLoaded: true))
  }

  // MARK: - While the list loads

  @Test func aLoadingListIgnoresChangesAndKeepsTheField() async {
    let (viewModel, service) = await openedViewModel(with: [.walkTheDog])
    await service.server.run { await viewModel.retry() }
    viewModel.field = "Buy milk"

    await viewModel.add()
    await viewModel.toggle(Todo.walkTheDog.id)
    await viewModel.delete(Todo.walkTheDog.id)
    await viewModel.clearCompleted()

    #expect(Shown(viewModel) == Shown(todos: [.walkTheDog], isLoading: true, hasLoaded: true, field: "Buy milk"))
    #expect(service.saves.requests.isEmpty)
    #expect(service.deletions.requests.isEmpty)
    await service.fetches.answer(2, with: .success([.walkTheDog]))
  }

  // MARK: - The error line and the filter

  @Test func aGestureThatSendsARequestClearsTheErrorWhenItStarts() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    await viewModel.add()
    #expect(viewModel.errorMessage == UserMessage.titleEmpty)

    await service.server.run { await viewModel.toggle(Todo.callMom.id) }
    #expect(viewModel.errorMessage == nil)
    await service.saves.succeed(1)
  }

  @Test func typingAndFilteringLeaveTheErrorAsItIs() async {
    let (viewModel, _) = await openedViewModel(with: [.callMom])
    await viewModel.add()
    viewModel.field = "Buy milk"
    viewModel.filter = .completed
    #expect(viewModel.errorMessage == UserMessage.titleEmpty)
  }

  @Test func theFilterChangesTheVisibleTodosButNotTheCounter() async {
    let (viewModel, _) = await openedViewModel(with: [.callMom, .walkTheDog, .buyMilk])
    #expect(viewModel.visibleTodos == [.callMom, .walkTheDog, .buyMilk])
    viewModel.filter = .active
    #expect(viewModel.visibleTodos == [.callMom, .buyMilk])
    #expect(viewModel.itemsLeft == 2)
    viewModel.filter = .completed
    #expect(viewModel.visibleTodos == [.walkTheDog])
    #expect(viewModel.itemsLeft == 2)
  }

  // MARK: - Changes outlive the screen (L2)

  // snippet.mvvm-test-change-outlives-view
  @Test func aChangeWhoseCallerIsCancelledStillReachesTheServerAndItsAnswerLands() async {
    let (viewModel, service) = await openedViewModel(with: [.callMom])
    await service.server.run { await viewModel.toggle(Todo.callMom.id) }
    await service.server.cancelGestures()
    #expect(!service.saves.wasCancelled(1))

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      Shown(viewModel)
        == Shown(todos: [.callMom], hasLoaded: true, errorMessage: UserMessage.updateFailed("Call mom")))
  }
  // snippet.end

  @Test func theInMemoryServiceKeepsWhatItIsSent() async {
    let service = InMemoryTodosService(todos: [.callMom])
    let viewModel = TodosViewModel(service: service, makeTodoID: TodoIDs().next)
    await viewModel.loadIfNeeded()
    viewModel.field = "Buy milk"
    await viewModel.add()
    await viewModel.toggle(Todo.callMom.id)
    await viewModel.delete(Todo.callMom.id)

    let stored = await service.todos
    #expect(stored == [Todo(id: "todo-1", title: "Buy milk")])
    #expect(viewModel.todos == stored)
  }

  // MARK: - Helpers

  /// A view model whose list arrived with `todos`; new todos get the ids `new-1`, `new-2`, ...
  private func openedViewModel(with todos: [Todo]) async -> (TodosViewModel, FakeTodosService) {
    let service = FakeTodosService()
    let viewModel = TodosViewModel(service: service, makeTodoID: TodoIDs().next)
    await service.server.run { await viewModel.loadIfNeeded() }
    await service.fetches.answer(1, with: .success(todos))
    return (viewModel, service)
  }
}
