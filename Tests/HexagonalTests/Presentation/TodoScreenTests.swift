// The Todo screen's tests: showing a row and going back, renaming, and Toggle and Delete from the screen,
// each checked on both screens at once, as the views render them: both read the presenter's one list (N1–N7).

import HexagonalDomain
import HexagonalPresentation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoScreenTests {
  // MARK: - Navigation

  @Test func showingARowPushesItsScreenWithTheTitleInTheFieldAndBackPopsIt() async {
    let tab = await HostedTab.showing([.buyMilk, .walkTheDog])
    await tab.list.add()  // an empty title: the error line shows why
    await tab.show(Todo.walkTheDog.id)
    #expect(tab.todo?.screen == screen(.walkTheDog, error: UserMessage.titleEmpty))
    #expect(tab.repository.fetches.count == 1, "showing a row sends nothing (N1)")
    await tab.todo?.back()
    #expect(tab.todo == nil)
    #expect(tab.list.screen.rows.map(\.title) == ["Buy milk", "Walk the dog"])
    #expect(tab.list.screen.error == UserMessage.titleEmpty)
    await tab.list.open()
    #expect(tab.repository.fetches.count == 1)
  }

  @Test func theTabComingBackShowsItsTodoScreenAgainAndLoadsNothingUnderIt() async {
    let tab = HostedTab()
    await tab.list.open()
    await tab.repository.fetches.answer(1, with: .failure(ServerDown()))
    await tab.list.type("Buy milk")
    await tab.list.add()
    await tab.repository.saves.succeed(1)
    await tab.show("todo-1")
    await tab.todo?.type("Buy oat milk")
    await tab.list.close()
    await tab.list.open()
    // The list never loaded, but it stays covered: only a list that shows loads (one tab at a time).
    #expect(tab.todo?.screen == screen(Todo(id: "todo-1", title: "Buy milk"), field: "Buy oat milk"))
    #expect(tab.repository.fetches.count == 1)
  }

  @Test func showingARowWhileTheListReloadsStopsTheLoadQuietly() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.list.retry()
    await tab.show(Todo.buyMilk.id)
    #expect(tab.repository.fetches.wasCancelled(2))
    #expect(!tab.list.screen.isLoading)
    #expect(tab.todo?.screen == screen(.buyMilk))
  }

  @Test func typingChangesTheFieldOnly() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type("Buy oat")
    #expect(tab.todo?.screen == screen(.buyMilk, field: "Buy oat"))
    #expect(tab.list.screen.rows.map(\.title) == ["Buy milk"])
  }

  // MARK: - Renaming

  @Test func aRenameShowsOnBothScreensAtOnceTrimmedAndSavingUntilAccepted() async {
    let tab = await HostedTab.showing([.buyMilk, .walkTheDog])
    await tab.show(Todo.walkTheDog.id)
    await tab.todo?.type("  Walk the cat ")
    await tab.todo?.save()
    let renamed = Todo(id: Todo.walkTheDog.id, title: "Walk the cat", isDone: true)
    #expect(tab.repository.saves.requests == [renamed])
    #expect(tab.todo?.screen == screen(renamed, isSaving: true))
    #expect(tab.list.screen.rows == [row(.buyMilk), row(renamed, isSaving: true)])
    await tab.repository.saves.succeed(1)
    #expect(tab.todo?.screen == screen(renamed))
    #expect(tab.list.screen.rows == [row(.buyMilk), row(renamed)])
  }

  @Test func aRenameClearsTheErrorLineAsItStarts() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type("")
    await tab.todo?.save()
    #expect(tab.todo?.screen.error == UserMessage.titleEmpty)
    await tab.todo?.type("Buy oat milk")
    await tab.todo?.save()
    #expect(tab.todo?.screen.error == nil)
    await tab.repository.saves.succeed(1)
  }

  // snippet.hexagonal-refused-rename-test
  @Test func aRefusedRenameSetsTheOldTitleBackEverywhereAndInTheField() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type("Buy oat milk")
    await tab.todo?.save()
    await tab.repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo?.screen == screen(.buyMilk, error: "Couldn't rename “Buy milk”."))
    #expect(tab.list.screen.rows == [row(.buyMilk)])
  }

  @Test func aRefusedRenameLeavesTheFieldAsTypedSinceTheSave() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type("Buy oat milk")
    await tab.todo?.save()
    await tab.todo?.type("Buy soy milk")
    await tab.repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo?.screen == screen(.buyMilk, field: "Buy soy milk", error: "Couldn't rename “Buy milk”."))
  }
  // snippet.end

  @Test func aRenameRefusedAfterBackSetsTheTitleBackOnTheList() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type("Buy oat milk")
    await tab.todo?.save()
    await tab.todo?.back()
    await tab.repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo == nil)
    #expect(tab.list.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1, error: "Couldn't rename “Buy milk”."))
  }

  @Test func theTitleTheTodoHasAlreadySendsNothingAndLeavesTheFieldAndTheErrorLineAlone() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.list.add()  // an empty title: the error line shows why
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type("  Buy milk ")
    await tab.todo?.save()
    #expect(tab.todo?.screen == screen(.buyMilk, field: "  Buy milk ", error: UserMessage.titleEmpty))
    #expect(tab.repository.saves.requests.isEmpty)
  }

  @Test(arguments: [("  ", UserMessage.titleEmpty), (String(repeating: "a", count: 101), UserMessage.titleTooLong)])
  func aRefusedTitleShowsWhyKeepsTheFieldAndSendsNothing(text: String, message: String) async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.type(text)
    await tab.todo?.save()
    #expect(tab.todo?.screen == screen(.buyMilk, field: text, error: message))
    #expect(tab.list.screen.rows == [row(.buyMilk)])
    #expect(tab.repository.saves.requests.isEmpty)
  }

  // MARK: - Toggle and Delete on the Todo screen

  @Test func toggleIsTheListsToggleOfTheTodoShown() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.toggle()
    #expect(tab.repository.saves.requests == [Todo.buyMilk.toggled])
    #expect(tab.todo?.screen == screen(Todo.buyMilk.toggled, field: "Buy milk", isSaving: true))
    await tab.repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo?.screen == screen(.buyMilk, error: "Couldn't update “Buy milk”."))
    #expect(tab.list.screen.rows == [row(.buyMilk)])
  }

  @Test func whileTheTodoIsSavingSaveToggleAndDeleteDoNothingAndTheScreenStays() async {
    let tab = await HostedTab.showing([.buyMilk])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.toggle()
    await tab.todo?.type("Buy oat milk")
    await tab.todo?.save()
    await tab.todo?.toggle()
    await tab.todo?.delete()
    #expect(tab.todo?.screen == screen(Todo.buyMilk.toggled, field: "Buy oat milk", isSaving: true))
    await tab.repository.saves.succeed(1)
    #expect(tab.repository.saves.requests == [Todo.buyMilk.toggled])
    #expect(tab.repository.deletions.requests.isEmpty)
  }

  @Test func deleteClosesTheScreenAtOnceAndARefusalBringsTheRowBackButNotTheScreen() async {
    let tab = await HostedTab.showing([.buyMilk, .callMom])
    await tab.show(Todo.buyMilk.id)
    await tab.todo?.delete()
    #expect(tab.todo == nil)
    #expect(tab.repository.deletions.requests == [[Todo.buyMilk.id]])
    #expect(tab.list.screen.rows == [row(.callMom)])
    await tab.repository.deletions.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo == nil)
    #expect(
      tab.list.screen
        == TodosScreen(rows: [row(.buyMilk), row(.callMom)], itemsLeft: 2, error: "Couldn't delete “Buy milk”."))
  }

  // MARK: - The todo leaves the list (N7)

  @Test func aRefusedAddClosesTheTodoScreenOfItsTodo() async {
    let tab = await HostedTab.showing([])
    await tab.list.type("Buy milk")
    await tab.list.add()
    let added = Todo(id: "todo-1", title: "Buy milk")
    await tab.show(added.id)
    #expect(tab.todo?.screen == screen(added, isSaving: true))
    await tab.repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo == nil)
    #expect(tab.list.screen == TodosScreen(field: "Buy milk", error: "Couldn't add “Buy milk”."))
  }

  @Test func aRefusedAddOfAnotherTodoLeavesTheTodoScreenOpen() async {
    let tab = await HostedTab.showing([.callMom])
    await tab.list.type("Buy milk")
    await tab.list.add()
    await tab.show(Todo.callMom.id)
    await tab.repository.saves.answer(1, with: .failure(ServerDown()))
    #expect(tab.todo?.screen == screen(.callMom, error: "Couldn't add “Buy milk”."))
  }

  // MARK: - Helpers

  /// The Todo screen of `todo`, whose field holds its title unless told otherwise.
  private func screen(_ todo: Todo, field: String? = nil, isSaving: Bool = false, error: String? = nil) -> TodoScreen {
    TodoScreen(
      id: todo.id, title: todo.title, field: field ?? todo.title, isDone: todo.isDone, isSaving: isSaving, error: error)
  }

  private func row(_ todo: Todo, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving)
  }
}
