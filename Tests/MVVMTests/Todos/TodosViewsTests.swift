// Tests of both Todos views, the declarative one and the imperative one: the same state gives the same screen.
// Read in lesson 03 (two ways to draw a view model) and lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct TodosViewsTests {
  @Test(arguments: ViewKind.allCases)
  func theLoadingIndicatorShowsUntilTheListArrives(kind: ViewKind) async {
    let service = ControlledTodosService()
    let view = kind.todos(TodosViewModel(service: service))
    #expect(view.screen == TodosScreen())

    let open = Task { await view.open() }
    await service.lists.waitUntilReceived(1)
    #expect(view.screen == TodosScreen(isLoading: true))

    service.lists.answer(1, with: .success([.walkTheDog, .callMom]))
    await open.value
    #expect(
      view.screen
        == TodosScreen(
          rows: [row("walk", "Walk the dog"), row("mom", "Call mom", isDone: true)], itemsLeft: 1))
  }

  @Test(arguments: ViewKind.allCases)
  func aNewTodoShowsAtOnceMarkedSaving(kind: ViewKind) async {
    let (view, service) = await openedView(kind, with: [.walkTheDog])
    await view.type("Buy milk")
    #expect(view.screen.field == "Buy milk")

    let add = Task { await view.add() }
    await service.saves.waitUntilReceived(1)
    #expect(
      view.screen
        == TodosScreen(
          rows: [row("walk", "Walk the dog"), row("new-1", "Buy milk", isSaving: true)], itemsLeft: 2))

    service.saves.answer(1, with: .success(()))
    await add.value
    #expect(view.screen.rows == [row("walk", "Walk the dog"), row("new-1", "Buy milk")])
  }

  @Test(arguments: ViewKind.allCases)
  func theFilterShowsOnlyItsRowsAndTheCounterCountsThemAll(kind: ViewKind) async {
    let (view, _) = await openedView(kind, with: [.walkTheDog, .callMom, .buyMilk])

    await view.filter(.completed)

    #expect(view.screen == TodosScreen(rows: [row("mom", "Call mom", isDone: true)], itemsLeft: 2, filter: .completed))
  }

  @Test(arguments: ViewKind.allCases)
  func aFailedAddShowsTheErrorAndTheTitleBackInTheField(kind: ViewKind) async {
    let (view, service) = await openedView(kind, with: [])
    await view.type("Buy milk")

    let add = Task { await view.add() }
    await service.saves.waitUntilReceived(1)
    #expect(view.screen.field == "")
    service.saves.answer(1, with: .failure(ServerDown()))
    await add.value

    #expect(view.screen == TodosScreen(field: "Buy milk", error: UserMessage.addFailed("Buy milk")))
  }

  @Test(arguments: ViewKind.allCases)
  func aRefusedTitleShowsItsMessageAndStaysInTheField(kind: ViewKind) async {
    let (view, _) = await openedView(kind, with: [])

    await view.type("   ")
    await view.add()

    #expect(view.screen == TodosScreen(field: "   ", error: UserMessage.titleEmpty))
  }

  // MARK: - Helpers

  /// A view of `kind` whose list arrived with `todos`; new todos get the ids `new-1`, `new-2`, ...
  private func openedView(
    _ kind: ViewKind, with todos: [Todo]
  ) async -> (any TodosUserInterface, ControlledTodosService) {
    let service = ControlledTodosService()
    let view = kind.todos(TodosViewModel(service: service, makeTodoID: TodoIDs().next))
    let open = Task { await view.open() }
    await service.lists.waitUntilReceived(1)
    service.lists.answer(1, with: .success(todos))
    await open.value
    return (view, service)
  }

  private func row(_ id: Todo.ID, _ title: String, isDone: Bool = false, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: id, title: title, isDone: isDone, isSaving: isSaving)
  }
}
