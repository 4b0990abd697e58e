// Tests of both Todos views, the declarative one and the imperative one: the same state gives the same screen,
// and each part of the screen is drawn again only when what it shows changes.
// Read in lesson 03 (two ways to draw a view model) and lesson 07 (testing).

import MVVM
import Observation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewsTests {
  @Test(arguments: ViewKind.allCases)
  func theLoadingIndicatorShowsUntilTheListArrives(kind: ViewKind) async {
    let service = FakeTodosService()
    let view = kind.todos(TodosViewModel(service: service))
    #expect(view.screen == TodosScreen())

    await service.server.run { await view.open() }
    #expect(view.screen == TodosScreen(isLoading: true))

    await service.fetches.answer(1, with: .success([.callMom, .walkTheDog]))
    #expect(
      view.screen
        == TodosScreen(
          rows: [row("call-mom", "Call mom"), row("walk-the-dog", "Walk the dog", isDone: true)], itemsLeft: 1))
  }

  @Test(arguments: ViewKind.allCases)
  func aNewTodoShowsAtOnceMarkedSaving(kind: ViewKind) async {
    let (view, service) = await openedView(kind, with: [.callMom])
    await view.type("Buy milk")
    #expect(view.screen.field == "Buy milk")

    await service.server.run { await view.add() }
    #expect(
      view.screen
        == TodosScreen(rows: [row("call-mom", "Call mom"), row("todo-1", "Buy milk", isSaving: true)], itemsLeft: 2))

    await service.saves.succeed(1)
    #expect(view.screen.rows == [row("call-mom", "Call mom"), row("todo-1", "Buy milk")])
  }

  @Test(arguments: ViewKind.allCases)
  func theFilterShowsOnlyItsRowsAndTheCounterCountsThemAll(kind: ViewKind) async {
    let (view, _) = await openedView(kind, with: [.callMom, .walkTheDog, .buyMilk])
    await view.filter(.completed)
    #expect(
      view.screen
        == TodosScreen(rows: [row("walk-the-dog", "Walk the dog", isDone: true)], itemsLeft: 2, filter: .completed))
  }

  @Test(arguments: ViewKind.allCases)
  func aFailedAddShowsTheErrorAndTheTitleBackInTheField(kind: ViewKind) async {
    let (view, service) = await openedView(kind, with: [])
    await view.type("Buy milk")
    await service.server.run { await view.add() }
    #expect(view.screen.field == "")
    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(field: "Buy milk", error: UserMessage.addFailed("Buy milk")))
  }

  @Test(arguments: ViewKind.allCases)
  func aRefusedTitleShowsItsMessageAndStaysInTheField(kind: ViewKind) async {
    let (view, _) = await openedView(kind, with: [])
    await view.type("   ")
    await view.add()
    #expect(view.screen == TodosScreen(field: "   ", error: UserMessage.titleEmpty))
  }

  // snippet.mvvm-test-typing-redraws-the-field
  @Test(arguments: ViewKind.allCases)
  func typingDrawsTheFieldAgainAndNoOtherPart(kind: ViewKind) async throws {
    let (view, _) = await openedView(kind, with: [.callMom])
    let parts = try #require(view as? any TodosScreenParts)
    var redrawn: [TodosScreenPart: Flag] = [:]
    for part in TodosScreenPart.allCases {
      let flag = Flag()
      redrawn[part] = flag
      withObservationTracking {
        part.read(from: parts)
      } onChange: {
        flag.raise()
      }
    }
    await view.type("B")
    #expect(TodosScreenPart.allCases.filter { redrawn[$0]?.isRaised == true } == [.textField])
  }
  // snippet.end

  // MARK: - Helpers

  /// A view of `kind` whose list arrived with `todos`; new todos get the ids `new-1`, `new-2`, ...
  private func openedView(_ kind: ViewKind, with todos: [Todo]) async -> (any TodosUserInterface, FakeTodosService) {
    let service = FakeTodosService()
    let view = kind.todos(TodosViewModel(service: service, makeTodoID: TodoIDs().next))
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .success(todos))
    return (view, service)
  }

  private func row(_ id: Todo.ID, _ title: String, isDone: Bool = false, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: id, title: title, isDone: isDone, isSaving: isSaving)
  }
}
