// TodosPresenter's tests, played through the views over it: each change shown at once, kept on success, undone
// on failure. Lesson 07 reads it: the screen is checked while the fake repository holds each answer.

import Hexagonal
import HexagonalDomain
import HexagonalPresentation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosPresenterTests {
  // MARK: - Loading

  @Test func openingShowsTheLoadingIndicatorThenTheList() async {
    let (view, repository) = makeView()
    await view.open()
    #expect(view.screen == TodosScreen(isLoading: true))
    await repository.fetches.answer(1, with: .success([.buyMilk, .walkTheDog]))
    #expect(view.screen == TodosScreen(rows: [row(.buyMilk), row(.walkTheDog)], itemsLeft: 1))
    await view.open()
    #expect(repository.fetches.count == 1)
  }

  @Test func aFailedLoadShowsTheMessageAndRetryLoadsAgain() async {
    let (view, repository) = makeView()
    await view.open()
    await repository.fetches.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(error: "Couldn't load your todos."))
    await view.retry()
    #expect(view.screen == TodosScreen(isLoading: true))
    await repository.fetches.answer(2, with: .success([.buyMilk]))
    #expect(view.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1))
  }

  @Test func whileTheListLoadsChangesAreIgnoredAndTheFieldKeepsItsText() async {
    let (view, repository) = makeView()
    await view.open()
    await view.type("   ")
    await view.add()
    await view.clearCompleted()
    #expect(view.screen == TodosScreen(isLoading: true, field: "   "))
    await repository.fetches.answer(1, with: .success([.walkTheDog]))
    #expect(repository.saves.requests.isEmpty && repository.deletions.requests.isEmpty)
  }

  @Test func closingStopsTheLoadAndLeavesChangesGoingOn() async {
    let (view, repository) = await makeShowing([.buyMilk])
    await view.toggle(Todo.buyMilk.id)
    await view.retry()
    await view.close()
    #expect(repository.fetches.wasCancelled(2))
    #expect(!view.screen.isLoading)
    await repository.saves.succeed(1)
    #expect(view.screen == TodosScreen(rows: [row(Todo.buyMilk.toggled)]))
  }

  // MARK: - Adding

  // snippet.hexagonal-optimistic-add-test
  @Test func aNewTodoShowsAtOnceMarkedSavingUntilTheAnswer() async {
    let (view, repository) = await makeShowing([.walkTheDog])
    await view.type("  Buy milk ")
    await view.add()
    let buyMilk = Todo(id: "todo-1", title: "Buy milk")
    #expect(repository.saves.requests == [buyMilk])
    #expect(view.screen == TodosScreen(rows: [row(.walkTheDog), row(buyMilk, isSaving: true)], itemsLeft: 1))
    await repository.saves.succeed(1)
    #expect(view.screen == TodosScreen(rows: [row(.walkTheDog), row(buyMilk)], itemsLeft: 1))
  }

  @Test func aFailedAddRemovesTheTodoAndGivesTheTitleBack() async {
    let (view, repository) = await makeShowing([.walkTheDog])
    await view.type("Buy milk")
    await view.add()
    await repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(rows: [row(.walkTheDog)], field: "Buy milk", error: "Couldn't add “Buy milk”."))
  }
  // snippet.end

  @Test func aFailedAddKeepsTheTextTypedSince() async {
    let (view, repository) = await makeShowing([])
    await view.type("Buy milk")
    await view.add()
    await view.type("Call mom")
    await repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(field: "Call mom", error: "Couldn't add “Buy milk”."))
  }

  @Test(arguments: [("", UserMessage.titleEmpty), (String(repeating: "a", count: 101), UserMessage.titleTooLong)])
  func aRefusedTitleShowsWhyKeepsTheFieldAndSendsNothing(text: String, message: String) async {
    let (view, repository) = await makeShowing([.buyMilk])
    await view.type(text)
    await view.add()
    #expect(view.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1, field: text, error: message))
    #expect(repository.saves.requests.isEmpty)
  }

  // MARK: - Toggling

  @Test func toggleFlipsAtOnceAndAFailurePutsTheOldValueBack() async {
    let (view, repository) = await makeShowing([.buyMilk, .callMom])
    await view.toggle(Todo.buyMilk.id)
    #expect(repository.saves.requests == [Todo.buyMilk.toggled])
    #expect(view.screen == TodosScreen(rows: [row(Todo.buyMilk.toggled, isSaving: true), row(.callMom)], itemsLeft: 1))
    await repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      view.screen
        == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2, error: "Couldn't update “Buy milk”."))
  }

  @Test func aSavingRowIgnoresToggleAndDelete() async {
    let (view, repository) = await makeShowing([.buyMilk])
    await view.toggle(Todo.buyMilk.id)
    await view.toggle(Todo.buyMilk.id)
    await view.delete(Todo.buyMilk.id)
    await repository.saves.succeed(1)
    #expect(repository.saves.requests == [Todo.buyMilk.toggled])
    #expect(repository.deletions.requests.isEmpty)
  }

  // MARK: - Deleting

  @Test func deleteHidesTheRowAtOnceAndAFailureShowsItAgainInPlace() async {
    let (view, repository) = await makeShowing([.buyMilk, .walkTheDog, .callMom])
    await view.delete(Todo.walkTheDog.id)
    #expect(repository.deletions.requests == [[Todo.walkTheDog.id]])
    #expect(view.screen == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2))
    await repository.deletions.answer(1, with: .failure(ServerDown()))
    #expect(
      view.screen
        == TodosScreen(
          rows: [row(.buyMilk), row(.walkTheDog), row(.callMom)], itemsLeft: 2, error: "Couldn't delete “Walk the dog”."
        ))
  }

  @Test func aFailedDeleteAfterAReloadShowsTheRowOnce() async {
    let (view, repository) = await makeShowing([.buyMilk, .callMom])
    await view.delete(Todo.buyMilk.id)
    await view.retry()
    await repository.fetches.answer(2, with: .success([.buyMilk, .callMom]))
    await repository.deletions.answer(1, with: .failure(ServerDown()))
    #expect(view.screen.rows == [row(.buyMilk), row(.callMom)])
    #expect(view.screen.itemsLeft == 2)
  }

  // MARK: - Clearing completed

  @Test func clearCompletedRemovesTheDoneTodosThatAreNotSavingInOneRequest() async {
    let (view, repository) = await makeShowing([.walkTheDog, .buyMilk, .waterThePlants])
    await view.toggle(Todo.buyMilk.id)
    await view.clearCompleted()
    #expect(repository.deletions.requests == [[Todo.walkTheDog.id, Todo.waterThePlants.id]])
    #expect(view.screen == TodosScreen(rows: [row(Todo.buyMilk.toggled, isSaving: true)]))
    await repository.saves.succeed(1)
    await repository.deletions.succeed(1)
    #expect(view.screen == TodosScreen(rows: [row(Todo.buyMilk.toggled)]))
  }

  @Test func aFailedClearCompletedShowsEveryTodoAgainInPlace() async {
    let todos: [Todo] = [.walkTheDog, .buyMilk, .waterThePlants, .callMom]
    let (view, repository) = await makeShowing(todos)
    await view.clearCompleted()
    await repository.deletions.answer(1, with: .failure(ServerDown()))
    #expect(
      view.screen == TodosScreen(rows: todos.map { row($0) }, itemsLeft: 2, error: "Couldn't clear completed todos."))
  }

  @Test func clearCompletedWithNothingDoneSendsNothingAndKeepsTheError() async {
    let (view, repository) = await makeShowing([.buyMilk])
    await view.add()
    await view.clearCompleted()
    #expect(view.screen.error == UserMessage.titleEmpty)
    #expect(repository.deletions.requests.isEmpty)
  }

  // MARK: - Filtering

  @Test func theFilterChangesTheVisibleRowsOnlyAndTheCounterCountsThemAll() async {
    let (view, _) = await makeShowing([.buyMilk, .walkTheDog, .callMom])
    await view.filter(.completed)
    #expect(view.screen == TodosScreen(rows: [row(.walkTheDog)], itemsLeft: 2, filter: .completed))
    await view.filter(.active)
    #expect(view.screen == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2, filter: .active))
  }

  // MARK: - Changes outlive the screen (L2)

  @Test func aChangeWhoseCallerIsCancelledStillLandsAndShowsItsError() async {
    let (view, repository) = await makeShowing([.buyMilk])
    await view.toggle(Todo.buyMilk.id)
    await repository.server.cancelGestures()
    #expect(!repository.saves.wasCancelled(1))
    await repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1, error: "Couldn't update “Buy milk”."))
  }

  // MARK: - The badge (S1)

  @Test func theBadgeShowsNothingUntilALoadSucceedsThenTheTodosLeftWhateverTheFilter() async {
    let tab = HostedTab()
    await tab.list.open()
    await tab.repository.fetches.answer(1, with: .failure(ServerDown()))
    #expect(tab.presenter.badge == nil)
    await tab.list.retry()
    #expect(tab.presenter.badge == nil)
    await tab.repository.fetches.answer(2, with: .success([.buyMilk, .walkTheDog, .callMom]))
    #expect(tab.presenter.badge == 2)
    await tab.list.filter(.completed)
    #expect(tab.presenter.badge == 2)
  }

  @Test func theBadgeFollowsEveryChangeAndStaysAfterAFailedReload() async {
    let tab = await HostedTab.showing([.buyMilk, .callMom])
    await tab.list.toggle(Todo.buyMilk.id)
    #expect(tab.presenter.badge == 1)
    await tab.list.delete(Todo.callMom.id)
    #expect(tab.presenter.badge == 0)
    await tab.repository.deletions.answer(1, with: .failure(ServerDown()))
    #expect(tab.presenter.badge == 1)
    await tab.repository.saves.succeed(1)
    await tab.list.retry()
    await tab.repository.fetches.answer(2, with: .failure(ServerDown()))
    #expect(tab.presenter.badge == 1)
  }

  // MARK: - Observation

  // snippet.hexagonal-test-typing-evaluates-the-field
  @Test func typingEvaluatesTheFieldsViewAndNoOtherBody() async {
    let (view, _) = await makeShowing([.buyMilk])
    view.app.host.resetBodyCounts()
    await view.type("B")
    #expect(view.app.host.bodyCounts == ["TodosField": 1])
    #expect(view.screen.field == "B")
  }
  // snippet.end

  // MARK: - Helpers

  /// The list's view in the app's root view, over a fake repository, not opened yet.
  private func makeView() -> (HostedList, FakeTodoRepository) {
    let app = HostedApp()
    return (HostedList(app: app), app.repository)
  }

  /// A view whose list is loaded with `todos`: fetch 1 is answered.
  private func makeShowing(_ todos: [Todo]) async -> (HostedList, FakeTodoRepository) {
    let (view, repository) = makeView()
    await view.open()
    await repository.fetches.answer(1, with: .success(todos))
    return (view, repository)
  }

  private func row(_ todo: Todo, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving)
  }
}
