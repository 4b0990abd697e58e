// TodosPresenter's tests: each change shown at once, kept on success, undone on failure.
// Lesson 07 reads it: the screen is checked while the controlled repository holds each answer.

import Hexagonal
import HexagonalDomain
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct TodosPresenterTests {
  // MARK: - Loading

  @Test func openingShowsTheLoadingIndicatorThenTheList() async {
    let (presenter, repository) = makePresenter()
    let opening = Task { await presenter.open() }
    let fetch = await repository.call(1)
    #expect(presenter.screen == TodosScreen(isLoading: true))
    fetch.succeed([.buyMilk, .walkTheDog])
    await opening.value
    #expect(presenter.screen == TodosScreen(rows: [row(.buyMilk), row(.walkTheDog)], itemsLeft: 1))
    await presenter.open()
    #expect(repository.requests == [.fetchAll])
  }

  @Test func aFailedLoadShowsTheMessageAndRetryLoadsAgain() async {
    let (presenter, repository) = makePresenter()
    let opening = Task { await presenter.open() }
    await repository.call(1).fail()
    await opening.value
    #expect(presenter.screen == TodosScreen(error: "Couldn't load your todos."))
    let retrying = Task { await presenter.retry() }
    let fetch = await repository.call(2)
    #expect(presenter.screen == TodosScreen(isLoading: true))
    fetch.succeed([.buyMilk])
    await retrying.value
    #expect(presenter.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1))
  }

  @Test func whileTheListLoadsChangesAreIgnoredAndTheFieldKeepsItsText() async {
    let (presenter, repository) = makePresenter()
    let opening = Task { await presenter.open() }
    let fetch = await repository.call(1)
    await presenter.type("   ")
    await presenter.add()
    await presenter.clearCompleted()
    #expect(presenter.screen == TodosScreen(isLoading: true, field: "   "))
    fetch.succeed([.walkTheDog])
    await opening.value
    #expect(repository.requests == [.fetchAll])
  }

  // MARK: - Adding

  // snippet.hexagonal-optimistic-add-test
  @Test func aNewTodoShowsAtOnceMarkedSavingUntilTheAnswer() async {
    let (presenter, repository) = await makeShowing([.walkTheDog])
    await presenter.type("  Buy milk ")
    let adding = Task { await presenter.add() }
    let save = await repository.call(2)
    let buyMilk = Todo(id: "todo-1", title: "Buy milk")
    #expect(save.request == .save(buyMilk))
    #expect(
      presenter.screen == TodosScreen(rows: [row(.walkTheDog), row(buyMilk, isSaving: true)], itemsLeft: 1))
    save.succeed()
    await adding.value
    #expect(presenter.screen == TodosScreen(rows: [row(.walkTheDog), row(buyMilk)], itemsLeft: 1))
  }

  @Test func aFailedAddRemovesTheTodoAndGivesTheTitleBack() async {
    let (presenter, repository) = await makeShowing([.walkTheDog])
    await presenter.type("Buy milk")
    let adding = Task { await presenter.add() }
    await repository.call(2).fail()
    await adding.value
    #expect(
      presenter.screen
        == TodosScreen(rows: [row(.walkTheDog)], field: "Buy milk", error: "Couldn't add “Buy milk”."))
  }
  // snippet.end

  @Test func aFailedAddKeepsTheTextTypedSince() async {
    let (presenter, repository) = await makeShowing([])
    await presenter.type("Buy milk")
    let adding = Task { await presenter.add() }
    let save = await repository.call(2)
    await presenter.type("Call mom")
    save.fail()
    await adding.value
    #expect(presenter.screen == TodosScreen(field: "Call mom", error: "Couldn't add “Buy milk”."))
  }

  @Test(arguments: [("", UserMessage.titleEmpty), (String(repeating: "a", count: 101), UserMessage.titleTooLong)])
  func aRefusedTitleShowsWhyKeepsTheFieldAndSendsNothing(text: String, message: String) async {
    let (presenter, repository) = await makeShowing([.buyMilk])
    await presenter.type(text)
    await presenter.add()
    #expect(presenter.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1, field: text, error: message))
    #expect(repository.requests == [.fetchAll])
  }

  // MARK: - Toggling

  @Test func toggleFlipsAtOnceAndAFailureFlipsBack() async {
    let (presenter, repository) = await makeShowing([.buyMilk, .callMom])
    let toggling = Task { await presenter.toggle(Todo.buyMilk.id) }
    let save = await repository.call(2)
    let done = Todo(id: "buy-milk", title: "Buy milk", isDone: true)
    #expect(save.request == .save(done))
    #expect(presenter.screen == TodosScreen(rows: [row(done, isSaving: true), row(.callMom)], itemsLeft: 1))
    save.fail()
    await toggling.value
    #expect(
      presenter.screen
        == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2, error: "Couldn't update “Buy milk”."))
  }

  @Test func aSavingRowIgnoresToggleAndDelete() async {
    let (presenter, repository) = await makeShowing([.buyMilk])
    let toggling = Task { await presenter.toggle(Todo.buyMilk.id) }
    let save = await repository.call(2)
    await presenter.toggle(Todo.buyMilk.id)
    await presenter.delete(Todo.buyMilk.id)
    save.succeed()
    await toggling.value
    #expect(repository.requests == [.fetchAll, .save(Todo(id: "buy-milk", title: "Buy milk", isDone: true))])
  }

  // MARK: - Deleting

  @Test func deleteRemovesTheRowAtOnceAndAFailurePutsItBackInPlace() async {
    let (presenter, repository) = await makeShowing([.buyMilk, .walkTheDog, .callMom])
    let deleting = Task { await presenter.delete(Todo.walkTheDog.id) }
    let deletion = await repository.call(2)
    #expect(deletion.request == .delete([Todo.walkTheDog.id]))
    #expect(presenter.screen == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2))
    deletion.fail()
    await deleting.value
    #expect(
      presenter.screen
        == TodosScreen(
          rows: [row(.buyMilk), row(.walkTheDog), row(.callMom)], itemsLeft: 2,
          error: "Couldn't delete “Walk the dog”."))
  }

  // MARK: - Clearing completed

  @Test func clearCompletedRemovesTheDoneTodosThatAreNotSavingInOneRequest() async {
    let (presenter, repository) = await makeShowing([.walkTheDog, .buyMilk, .waterThePlants])
    let toggling = Task { await presenter.toggle(Todo.buyMilk.id) }
    let save = await repository.call(2)
    let clearing = Task { await presenter.clearCompleted() }
    let deletion = await repository.call(3)
    #expect(deletion.request == .delete([Todo.walkTheDog.id, Todo.waterThePlants.id]))
    let done = Todo(id: "buy-milk", title: "Buy milk", isDone: true)
    #expect(presenter.screen == TodosScreen(rows: [row(done, isSaving: true)]))
    save.succeed()
    deletion.succeed()
    await toggling.value
    await clearing.value
    #expect(presenter.screen == TodosScreen(rows: [row(done)]))
  }

  @Test func aFailedClearCompletedPutsEveryTodoBackInPlace() async {
    let todos: [Todo] = [.walkTheDog, .buyMilk, .waterThePlants, .callMom]
    let (presenter, repository) = await makeShowing(todos)
    let clearing = Task { await presenter.clearCompleted() }
    await repository.call(2).fail()
    await clearing.value
    #expect(
      presenter.screen
        == TodosScreen(rows: todos.map { row($0) }, itemsLeft: 2, error: "Couldn't clear completed todos."))
  }

  @Test func clearCompletedWithNothingDoneSendsNothingAndKeepsTheError() async {
    let (presenter, repository) = await makeShowing([.buyMilk])
    await presenter.add()
    await presenter.clearCompleted()
    #expect(presenter.screen.error == UserMessage.titleEmpty)
    #expect(repository.requests == [.fetchAll])
  }

  // MARK: - Filtering

  @Test func theFilterChangesTheVisibleRowsOnlyAndTheCounterCountsThemAll() async {
    let (presenter, repository) = await makeShowing([.buyMilk, .walkTheDog, .callMom])
    await presenter.filter(.completed)
    #expect(presenter.screen == TodosScreen(rows: [row(.walkTheDog)], itemsLeft: 2, filter: .completed))
    await presenter.filter(.active)
    #expect(presenter.screen == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2, filter: .active))
    #expect(repository.requests == [.fetchAll])
  }

  // MARK: - Cancelling

  @Test func aCancelledChangeShowsNoError() async {
    let (presenter, repository) = await makeShowing([.buyMilk])
    let toggling = Task { await presenter.toggle(Todo.buyMilk.id) }
    let save = await repository.call(2)
    toggling.cancel()
    await toggling.value
    #expect(save.wasCancelled)
    #expect(presenter.screen.error == nil)
    #expect(presenter.screen.rows.map(\.isSaving) == [false])
  }

  // MARK: - Helpers

  private func makePresenter() -> (TodosPresenter, ControlledTodoRepository) {
    let repository = ControlledTodoRepository()
    let ids = TodoIDs()
    let presenter = TodosPresenter(
      loadTodos: LoadTodos(repository: repository),
      addTodo: AddTodo(repository: repository),
      toggleTodo: ToggleTodo(repository: repository),
      deleteTodo: DeleteTodo(repository: repository),
      clearCompletedTodos: ClearCompletedTodos(repository: repository),
      makeTodoID: ids.next)
    return (presenter, repository)
  }

  /// A presenter whose list is loaded with `todos`: request 1 is answered.
  private func makeShowing(_ todos: [Todo]) async -> (TodosPresenter, ControlledTodoRepository) {
    let (presenter, repository) = makePresenter()
    let opening = Task { await presenter.open() }
    await repository.call(1).succeed(todos)
    await opening.value
    return (presenter, repository)
  }

  private func row(_ todo: Todo, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving)
  }
}
