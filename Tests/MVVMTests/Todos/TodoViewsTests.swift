// Tests of both Todo screens, the declarative one and the imperative one, beside the list's views:
// one todo, one title, one error line, wherever they show (N3, N6).
// Read in lesson 03 (two ways to draw a view model) and lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoViewsTests {
  @Test(arguments: ViewKind.allCases)
  func showingARowOpensItsTodoScreenAndBackClosesIt(kind: ViewKind) async throws {
    let (router, _) = await loadedTab(with: [.callMom, .walkTheDog])
    let list = kind.todos(router)
    #expect(kind.todo(router) == nil)

    await list.show(Todo.walkTheDog.id)
    await list.close()
    let todo = try #require(kind.todo(router))
    #expect(
      todo.screen
        == TodoScreen(
          id: Todo.walkTheDog.id, title: "Walk the dog", field: "Walk the dog", isDone: true, isSaving: false,
          error: nil))

    await todo.back()
    #expect(kind.todo(router) == nil)
    #expect(list.screen.rows.map(\.title) == ["Call mom", "Walk the dog"])
  }

  // snippet.mvvm-test-one-source-of-truth
  @Test(arguments: ViewKind.allCases)
  func aRenameShowsAtOnceOnTheTodoScreenAndOnTheRowAndSoDoesItsRefusal(kind: ViewKind) async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    let list = kind.todos(router)
    await list.show(Todo.buyMilk.id)
    let todo = try #require(kind.todo(router))
    await todo.type("  Buy oat milk  ")
    #expect(todo.screen.field == "  Buy oat milk  ")
    #expect(todo.screen.title == "Buy milk", "typing changes only the field (N2)")

    await service.server.run { await todo.save() }
    #expect(
      todo.screen
        == TodoScreen(
          id: Todo.buyMilk.id, title: "Buy oat milk", field: "Buy oat milk", isDone: false, isSaving: true, error: nil))
    #expect(
      list.screen.rows == [TodosScreen.Row(id: Todo.buyMilk.id, title: "Buy oat milk", isDone: false, isSaving: true)])

    await service.saves.answer(1, with: .failure(ServerDown()))
    let refused = UserMessage.renameFailed("Buy milk")
    #expect(
      todo.screen
        == TodoScreen(
          id: Todo.buyMilk.id, title: "Buy milk", field: "Buy milk", isDone: false, isSaving: false, error: refused))
    #expect(list.screen.rows == [TodosScreen.Row(id: Todo.buyMilk.id, title: "Buy milk", isDone: false)])
    #expect(list.screen.error == refused, "the list and the Todo screen share one error line (N6)")
  }
  // snippet.end

  @Test(arguments: ViewKind.allCases)
  func aToggleOnTheTodoScreenShowsOnTheRowAndTheCounter(kind: ViewKind) async throws {
    let (router, service) = await loadedTab(with: [.buyMilk, .callMom])
    let list = kind.todos(router)
    await list.show(Todo.buyMilk.id)
    let todo = try #require(kind.todo(router))
    await service.server.run { await todo.toggle() }
    #expect(todo.screen.isDone && todo.screen.isSaving)
    #expect(
      list.screen.rows.first == TodosScreen.Row(id: Todo.buyMilk.id, title: "Buy milk", isDone: true, isSaving: true))
    #expect(list.screen.itemsLeft == 1)
    await service.saves.succeed(1)
    #expect(!todo.screen.isSaving)
  }

  @Test(arguments: ViewKind.allCases)
  func deletingOnTheTodoScreenClosesIt(kind: ViewKind) async throws {
    let (router, service) = await loadedTab(with: [.buyMilk, .callMom])
    let list = kind.todos(router)
    await list.show(Todo.buyMilk.id)
    let todo = try #require(kind.todo(router))
    await service.server.run { await todo.delete() }
    #expect(kind.todo(router) == nil)
    #expect(list.screen.rows.map(\.title) == ["Call mom"])
    await service.deletions.succeed(1)
  }
}
