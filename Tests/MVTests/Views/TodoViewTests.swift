// Tests of the Todo screen and the navigation to it: showing a row, Back, the rename and its rollback,
// the field that a refusal gives back or leaves alone, and the list's changes made from the Todo screen.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoViewTests {
  // MARK: - Navigation

  @Test func showingARowPushesItsScreenWithTheTitleInTheFieldAndSendsNothing() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.callMom.id)
    #expect(app.todoView?.screen == Self.screen(.callMom))
    #expect(app.todosService.fetches.count == 1 && app.todosService.saves.count == 0)
  }

  @Test func backShowsTheListAsItIsAndLoadsNothing() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.todoView?.toggle() }
    await app.todoView?.back()
    #expect(app.todoView == nil)

    await app.todosService.server.run { await app.todosView().open() }
    #expect(app.todosService.fetches.count == 1)
    #expect(app.todosView().screen.rows == [Self.row(Todo.buyMilk.toggled, isSaving: true)])
    await app.todosService.saves.answer(1, with: .success(()))
  }

  @Test func showingARowWhileTheListReloadsStopsTheLoadQuietly() async {
    // N1, L1: the covered list goes away, and its load with it; no error shows.
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.todosService.server.run { await app.todosView().retry() }
    await app.show(Todo.buyMilk.id)
    #expect(app.todosService.fetches.wasCancelled(2))
    #expect(!app.list.isLoading)
    #expect(app.todoView?.screen == Self.screen(.buyMilk))
  }

  // MARK: - Rename

  @Test func aRenameShowsEverywhereAtOnceTrimmedAndIsConfirmed() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.type("  Buy oat milk ")
    await app.todosService.server.run { await app.todoView?.save() }
    let renamed = Todo(id: "buy-milk", title: "Buy oat milk")
    #expect(app.todosService.saves.requests == [renamed])
    #expect(app.todoView?.screen == Self.screen(renamed, isSaving: true))
    #expect(app.todosView().screen.rows == [Self.row(renamed, isSaving: true), Self.row(.callMom)])

    await app.todosService.saves.answer(1, with: .success(()))
    #expect(app.todoView?.screen == Self.screen(renamed))
  }

  @Test func aRefusedRenameGivesTheOldTitleBackEverywhereAndToTheField() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.type("Buy oat milk")
    await app.todosService.server.run { await app.todoView?.save() }
    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    #expect(app.todoView?.screen == Self.screen(.buyMilk, error: UserMessage.renameFailed("Buy milk")))
    #expect(app.todosView().screen.rows == [Self.row(.buyMilk)])
  }

  @Test func aRefusedRenameKeepsWhatWasTypedSinceTheSave() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.type("Buy oat milk")
    await app.todosService.server.run { await app.todoView?.save() }
    await app.todoView?.type("Buy oat milk")
    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      app.todoView?.screen == Self.screen(.buyMilk, field: "Buy oat milk", error: UserMessage.renameFailed("Buy milk")))
  }

  @Test func aRefusedRenameReachesTheScreenOfTheSameTodoPushedAgain() async {
    // The field is the scene's: the answer lands after the view that sent the Save has gone.
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.type("Buy oat milk")
    await app.todosService.server.run { await app.todoView?.save() }
    await app.todoView?.back()
    await app.show(Todo.buyMilk.id)
    #expect(app.todoView?.screen.field == "Buy oat milk")

    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    #expect(app.todoView?.screen == Self.screen(.buyMilk, error: UserMessage.renameFailed("Buy milk")))
  }

  @Test func aRefusedRenameLeavesAnotherTodosScreenAlone() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.type("Buy oat milk")
    await app.todosService.server.run { await app.todoView?.save() }
    await app.todoView?.back()
    await app.show(Todo.callMom.id)

    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    #expect(app.todoView?.screen == Self.screen(.callMom, error: UserMessage.renameFailed("Buy milk")))
    #expect(app.list.todo(Todo.buyMilk.id) == .buyMilk)
  }

  @Test func aTitleEqualToTheCurrentOneSendsNothingAndLeavesTheFieldAndTheErrorLine() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.type("   ")
    await app.todoView?.save()
    await app.todoView?.type(" Buy milk ")
    await app.todoView?.save()
    #expect(app.todosService.saves.count == 0)
    #expect(app.todoView?.screen == Self.screen(.buyMilk, field: " Buy milk ", error: UserMessage.titleEmpty))
  }

  @Test func aRefusedTitleShowsTheRuleSendsNothingAndKeepsTheField() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    let tooLong = String(repeating: "a", count: 101)
    await app.todoView?.type(tooLong)
    await app.todoView?.save()
    #expect(app.todosService.saves.count == 0)
    #expect(app.todoView?.screen == Self.screen(.buyMilk, field: tooLong, error: UserMessage.titleTooLong))
  }

  // MARK: - The list's changes, from the Todo screen

  @Test func toggleIsTheListsToggle() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.todoView?.toggle() }
    #expect(app.todoView?.screen == Self.screen(.buyMilk.toggled, field: "Buy milk", isSaving: true))
    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    #expect(app.todoView?.screen == Self.screen(.buyMilk, error: UserMessage.updateFailed("Buy milk")))
  }

  @Test func deleteClosesTheScreenAtOnceAndARefusalBringsOnlyTheRowBack() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.todoView?.delete() }
    #expect(app.router.path.isEmpty)
    #expect(app.todosView().screen.rows == [Self.row(.callMom)])

    await app.todosService.deletions.answer(1, with: .failure(ServerDown()))
    #expect(app.todoView == nil)
    #expect(app.todosView().screen.rows == [Self.row(.buyMilk), Self.row(.callMom)])
    #expect(app.todosView().screen.error == UserMessage.deleteFailed("Buy milk"))
  }

  @Test func aTodoThatIsSavingTakesNoSaveToggleOrDeleteAndItsScreenStays() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.todoView?.toggle() }
    await app.todoView?.type("Buy oat milk")
    await app.todoView?.save()
    await app.todoView?.toggle()
    await app.todoView?.delete()
    #expect(app.todosService.saves.count == 1 && app.todosService.deletions.count == 0)
    #expect(app.todoView?.screen == Self.screen(.buyMilk.toggled, field: "Buy oat milk", isSaving: true))
    await app.todosService.saves.answer(1, with: .success(()))
  }

  // MARK: - N7

  @Test func aRefusedAddClosesTheScreenOfTheTodoItAdded() async {
    let app = await TestApp.loaded(with: [])
    await app.todosView().type("Buy milk")
    await app.todosService.server.run { await app.todosView().add() }
    await app.show("todo-1")
    #expect(app.todoView?.screen == Self.screen(Todo(id: "todo-1", title: "Buy milk"), isSaving: true))

    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    #expect(app.router.path.isEmpty)
    #expect(app.todosView().screen == TodosScreen(field: "Buy milk", error: UserMessage.addFailed("Buy milk")))
  }

  @Test func aTodoTheFilterHidesKeepsItsScreen() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.todosView().filter(.active)
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.todoView?.toggle() }
    await app.todosService.saves.answer(1, with: .success(()))
    #expect(app.todosView().screen.rows.isEmpty)
    #expect(app.todoView?.screen == Self.screen(.buyMilk.toggled, field: "Buy milk"))
  }

  // MARK: - Helpers

  /// The Todo screen of `todo`, its field holding the title unless said otherwise.
  static func screen(_ todo: Todo, field: String? = nil, isSaving: Bool = false, error: String? = nil) -> TodoScreen {
    TodoScreen(
      id: todo.id, title: todo.title, field: field ?? todo.title, isDone: todo.isDone, isSaving: isSaving, error: error)
  }

  static func row(_ todo: Todo, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving)
  }
}
