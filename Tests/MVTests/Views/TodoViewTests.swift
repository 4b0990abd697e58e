// The Todo screen as a SwiftUI view pushed over the list, played as a UI test plays it: its field, the
// rename and its rollback, reaching whichever screen of the todo is open, and Delete closing it.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoViewTests {
  @Test func showingARowPushesItsScreenWithTheTitleInTheFieldAndSendsNothing() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.callMom.id)
    #expect(app.element(AccessibilityID.Todo.screen)?.tag == AnyHashable(Todo.callMom.id))
    #expect(app.text(AccessibilityID.Todo.title) == "Call mom")
    #expect(app.value(AccessibilityID.Todo.field) == "Call mom")
    #expect(app.router.path == [Todo.callMom.id])
    #expect(app.todosService.fetches.count == 1 && app.todosService.saves.count == 0)
  }

  @Test func aRenameShowsEverywhereAtOnceTrimmed() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todos { _ = try app.host.type("  Buy oat milk ", into: AccessibilityID.Todo.field) }
    await app.todos { _ = try app.host.tap(AccessibilityID.Todo.save) }
    #expect(app.todosService.saves.requests == [Todo(id: "buy-milk", title: "Buy oat milk")])
    #expect(app.value(AccessibilityID.Todo.field) == "Buy oat milk")
    #expect(app.element(AccessibilityID.Todo.saving) != nil)
    #expect(app.rowTitles == ["Buy oat milk", "Call mom"])
    await app.todosService.saves.answer(1, with: .success(()))
  }

  @Test func aRefusedRenameKeepsWhatWasTypedSince() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todos { _ = try app.host.type("Buy oat milk", into: AccessibilityID.Todo.field) }
    await app.todos { _ = try app.host.tap(AccessibilityID.Todo.save) }
    await app.todos { _ = try app.host.type("Buy soy milk", into: AccessibilityID.Todo.field) }
    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Todo.title) == "Buy milk")
    #expect(app.value(AccessibilityID.Todo.field) == "Buy soy milk")
    #expect(app.text(AccessibilityID.Todo.error) == UserMessage.renameFailed("Buy milk"))
  }

  // snippet.mv-test-refused-rename-reaches-the-screen-open
  @Test func aRefusedRenameSetsBackTheFieldOfAScreenShownAgainAndWritesNoViewThatWent() async {
    // N4: the answer reaches the screen open when it comes, not the one that sent it.
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todos { _ = try app.host.type("Buy oat milk", into: AccessibilityID.Todo.field) }
    await app.todos { _ = try app.host.tap(AccessibilityID.Todo.save) }
    await app.todos { _ = try app.host.type("Buy soy milk", into: AccessibilityID.Todo.field) }
    await app.todos { _ = app.host.goBack() }
    await app.show(Todo.buyMilk.id)
    #expect(app.value(AccessibilityID.Todo.field) == "Buy oat milk")

    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.value(AccessibilityID.Todo.field) == "Buy milk")
    #expect(app.text(AccessibilityID.Todo.error) == UserMessage.renameFailed("Buy milk"))
    #expect(app.host.warnings.isEmpty)
  }
  // snippet.end

  @Test func deleteClosesTheScreenAtOnceAndARefusalBringsTheRowBack() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todos { _ = try app.host.tap(AccessibilityID.Todo.delete) }
    #expect(app.element(AccessibilityID.Todo.screen) == nil)
    #expect(app.rowTitles == ["Call mom"])
    await app.todosService.deletions.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.rowTitles == ["Buy milk", "Call mom"])
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.deleteFailed("Buy milk"))
    #expect(app.element(AccessibilityID.Todo.screen) == nil)
  }
}
