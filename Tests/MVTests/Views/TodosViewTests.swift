// The Todos screen as SwiftUI views over the app's TodosModel, played as a UI test plays it: what typing
// evaluates, the title rules' messages, and the state that is there again after leaving and coming back.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewTests {
  @Test func theTabLoadsTheListWithTheIndicatorAndTheBadgeFollows() async {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.todos)
    #expect(app.element(AccessibilityID.Todos.loading) != nil)
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == nil)
    await app.todosService.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Todos.loading) == nil)
    #expect(app.rowTitles == ["Buy milk", "Call mom"])
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == "2")
  }

  // snippet.mv-test-typing-evaluates-the-field
  @Test func typingEvaluatesTheFieldsBodyAndNoOther() async throws {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    app.host.resetBodyCounts()
    _ = try app.host.type("Walk the dog", into: AccessibilityID.Todos.field)
    await app.host.settle()
    #expect(app.host.bodyCounts == ["TodosField": 1])
    #expect(app.host.sceneStorage["todos.field"] as? String == "Walk the dog")
  }
  // snippet.end

  @Test func aRefusedTitleShowsItsMessageSendsNothingAndKeepsTheField() async {
    let app = await TestApp.loaded(with: [])
    await app.todos { _ = try app.host.type("   ", into: AccessibilityID.Todos.field) }
    await app.todos { _ = try app.host.tap(AccessibilityID.Todos.add) }
    #expect(app.text(AccessibilityID.Todos.error) == TitleError.empty.message)
    #expect(app.value(AccessibilityID.Todos.field) == "   ")
    #expect(app.todosService.saves.count == 0)
  }

  @Test func aRefusedAddWhileTheTabIsAwayGivesTheTitleBackAndTheErrorLine() async {
    // L2, L3: the answer lands while the Profile tab is on screen, and shows when the list comes back.
    let app = await TestApp.loaded(with: [])
    await app.todos { _ = try app.host.type("Buy milk", into: AccessibilityID.Todos.field) }
    await app.todos { _ = try app.host.tap(AccessibilityID.Todos.add) }
    #expect(app.rowTitles == ["Buy milk"] && app.savingRows == ["Buy milk"])
    #expect(app.value(AccessibilityID.Todos.field) == "")
    await app.open(AccessibilityID.Tab.profile)
    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    await app.profileService.fetches.answer(1, with: .success(.ada))

    await app.open(AccessibilityID.Tab.todos)
    #expect(app.rowTitles.isEmpty)
    #expect(app.value(AccessibilityID.Todos.field) == "Buy milk")
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.addFailed("Buy milk"))
    #expect(app.host.warnings.isEmpty)
  }

  @Test func theFieldAndTheFilterAreTheSceneStorageOfTheScreen() async {
    let app = await TestApp.loaded(with: [.buyMilk, Todo.callMom.toggled])
    await app.todos { _ = try app.host.type("Walk", into: AccessibilityID.Todos.field) }
    await app.todos { _ = try app.host.pick(TodosScreen.Filter.completed, in: AccessibilityID.Todos.filter) }
    #expect(app.rowTitles == ["Call mom"])
    await app.play(on: app.todosService.server) { try app.host.setOnScreen(false) }
    await app.open(AccessibilityID.Tab.todos)
    #expect(app.rowTitles == ["Call mom"])
    #expect(app.value(AccessibilityID.Todos.field) == "Walk")
    #expect(app.host.sceneStorage["todos.filter"] as? String == "completed")
  }

  @Test func aFailedLoadWordsItsFailureAndRetryLoadsAgain() async {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.todos)
    await app.todosService.fetches.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.todosLoadFailed)
    await app.todos { _ = try app.host.tap(AccessibilityID.Todos.retry) }
    #expect(app.text(AccessibilityID.Todos.error) == nil)
    await app.todosService.fetches.answer(2, with: .success([.buyMilk]))
    await app.host.settle()
    #expect(app.rowTitles == ["Buy milk"])
  }
}
