// The app's root view: the links `onOpenURL` follows, the one that waits for the list, and the badge.

import Foundation
import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct AppViewTests {
  @Test func aTodoLinkWaitsForTheLoadTheTabStartsAndOpensAgainstItsRows() async throws {
    let app = TestApp()
    await app.play(on: app.todosService.server) {
      try app.host.setOnScreen(true, showing: AccessibilityID.Tab.todos)
      app.host.openURL(URL(string: "archlab://todos/call-mom")!)
    }
    #expect(app.router.waitingLink == Todo.callMom.id)
    #expect(app.element(AccessibilityID.Todo.screen) == nil)
    await app.todosService.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Todo.title) == "Call mom")
    #expect(app.router.waitingLink == nil)
    #expect(app.todosService.fetches.count == 1)
  }

  @Test func aTodoLinkToATodoTheListDoesntHoldSaysSo() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.openLink("archlab://todos/nowhere", on: app.todosService.server)
    #expect(app.element(AccessibilityID.Todo.screen) == nil)
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.todoNotFound)
  }

  @Test func aTodosLinkClosesTheTodoScreenAndLoadsNothingWhenTheListIsShown() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.openLink("archlab://todos", on: app.todosService.server)
    #expect(app.element(AccessibilityID.Todo.screen) == nil)
    #expect(app.todosService.fetches.count == 1)
  }

  @Test func aTodosLinkAfterAFailedLoadOnTheTabOnScreenLoadsAgain() async {
    let app = TestApp()
    await app.open(AccessibilityID.Tab.todos)
    await app.todosService.fetches.answer(1, with: .failure(ServerDown()))
    await app.openLink("archlab://todos", on: app.todosService.server)
    #expect(app.todosService.fetches.count == 2)
    await app.todosService.fetches.answer(2, with: .success([.buyMilk]))
    await app.host.settle()
    #expect(app.rowTitles == ["Buy milk"])
  }

  @Test func aLinkTheAppDoesntKnowChangesNothing() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.openLink("archlab://nowhere", on: app.todosService.server)
    #expect(app.router.path == [Todo.buyMilk.id])
    #expect(app.text(AccessibilityID.Todos.error) == nil)
  }

  @Test func theBadgeFollowsTheListWhileTheTabIsAway() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.todos { _ = try app.host.toggle(AccessibilityID.Todos.rowDone, in: app.row(Todo.buyMilk.id)) }
    await app.open(AccessibilityID.Tab.profile)
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == "1")
    await app.todosService.saves.answer(1, with: .failure(ServerDown()))
    await app.profileService.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == "2")
  }
}
