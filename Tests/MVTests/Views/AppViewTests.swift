// Tests of the app's root view: the links it opens, the one that waits for the list, and the Todos tab's badge.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct AppViewTests {
  // MARK: - Links

  @Test func aProfileLinkOpensTheProfileAsOpeningItDoes() async {
    let app = TestApp()
    await app.profileService.server.run { await app.root.open("archlab://profile") }
    #expect(app.profileView().screen == ProfileScreen(isLoading: true))
    await app.profileService.fetches.answer(1, with: .success(.ada))

    await app.profileService.server.run { await app.root.open("archlab://profile") }
    #expect(app.profileService.fetches.count == 1)
    #expect(app.profileView().screen == ProfileScreen(name: "Ada Lovelace", email: "ada@example.com"))
  }

  @Test func aTodosLinkLoadsTheListAndReturnsOnceItIsAnswered() async {
    let app = TestApp()
    var returned = false
    await app.todosService.server.run {
      await app.root.open("archlab://todos")
      returned = true
    }
    #expect(app.todosView().screen == TodosScreen(isLoading: true))
    #expect(!returned)
    await app.todosService.fetches.answer(1, with: .success([.buyMilk]))
    #expect(returned)
    #expect(app.todosView().screen.rows == [TodoViewTests.row(.buyMilk)])
  }

  @Test func aTodosLinkClosesTheTodoScreenAndLoadsNothingWhenTheListIsShown() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.root.open("archlab://todos") }
    #expect(app.todoView == nil)
    #expect(app.todosService.fetches.count == 1)
  }

  @Test func aTodoLinkOpensItsScreenAtOnceWhenTheListHasLoaded() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.todosView().filter(.completed)
    await app.root.open("archlab://todos/call-mom")
    #expect(app.todoView?.screen == TodoViewTests.screen(.callMom))
    #expect(app.todosService.fetches.count == 1)
  }

  @Test func aTodoLinkKeepsTheScreenOfItsTodoAndReplacesAnotherOne() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.callMom.id)
    await app.todoView?.type("Call dad")
    await app.root.open("archlab://todos/call-mom")
    #expect(app.todoView?.screen == TodoViewTests.screen(.callMom, field: "Call dad"))

    await app.root.open("archlab://todos/buy-milk")
    #expect(app.todoView?.screen == TodoViewTests.screen(.buyMilk))
    #expect(app.router.path == [Todo.buyMilk.id])
  }

  @Test func aTodoLinkWaitsForTheLoadItStartsAndOpensAgainstItsRows() async {
    let app = TestApp()
    var returned = false
    await app.todosService.server.run {
      await app.root.open("archlab://todos/call-mom")
      returned = true
    }
    #expect(app.todoView == nil && !returned)
    await app.todosService.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    #expect(returned)
    #expect(app.todoView?.screen == TodoViewTests.screen(.callMom))
  }

  @Test func aTodoLinkBeforeTheListHasLoadedClosesTheTodoScreenAndWaits() async {
    // After a failed first load the list has not loaded, yet a todo added since has its screen.
    let app = TestApp()
    await app.todosService.server.run { await app.todosView().open() }
    await app.todosService.fetches.answer(1, with: .failure(ServerDown()))
    await app.todosView().type("Buy milk")
    await app.todosService.server.run { await app.todosView().add() }
    await app.todosService.saves.answer(1, with: .success(()))
    await app.show("todo-1")

    await app.todosService.server.run { await app.root.open("archlab://todos/todo-1") }
    #expect(app.todoView == nil)
    await app.todosService.fetches.answer(2, with: .success([Todo(id: "todo-1", title: "Buy milk")]))
    #expect(app.todoView?.screen == TodoViewTests.screen(Todo(id: "todo-1", title: "Buy milk")))
  }

  @Test func aTodoLinkWaitsForALoadAlreadyOnItsWayAndReturnsAtOnce() async {
    let app = await TestApp.loaded(with: [.buyMilk])
    await app.show(Todo.buyMilk.id)
    await app.todoView?.back()
    await app.todosService.server.run { await app.todosView().retry() }
    var returned = false
    await app.todosService.server.run {
      await app.root.open("archlab://todos/call-mom")
      returned = true
    }
    #expect(returned)
    #expect(app.todosService.fetches.count == 2)
    await app.todosService.fetches.answer(2, with: .success([.buyMilk, .callMom]))
    #expect(app.todoView?.screen == TodoViewTests.screen(.callMom))
  }

  @Test func aLinkToATodoTheListDoesNotHoldClosesTheTodoScreenAndSaysSo() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.todosService.server.run { await app.todosView().delete(Todo.callMom.id) }
    await app.show(Todo.buyMilk.id)
    // A todo whose deletion is on its way is not on the list.
    await app.root.open("archlab://todos/call-mom")
    #expect(app.todoView == nil)
    #expect(app.todosView().screen.error == UserMessage.todoNotFound)
    await app.todosService.deletions.answer(1, with: .success(()))
  }

  @Test func aFailedLoadDropsTheWaitingLink() async {
    let app = TestApp()
    await app.todosService.server.run { await app.root.open("archlab://todos/buy-milk") }
    await app.todosService.fetches.answer(1, with: .failure(ServerDown()))
    #expect(app.todosView().screen.error == UserMessage.todosLoadFailed)

    await app.todosService.server.run { await app.todosView().retry() }
    await app.todosService.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.todoView == nil)
  }

  @Test func closingTheListDropsTheWaitingLinkAndStopsItsLoadQuietly() async {
    let app = TestApp()
    await app.todosService.server.run { await app.root.open("archlab://todos/buy-milk") }
    await app.todosView().close()
    #expect(app.todosService.fetches.wasCancelled(1))
    #expect(app.todosView().screen == TodosScreen())

    await app.todosService.server.run { await app.todosView().open() }
    await app.todosService.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.todoView == nil)
  }

  @Test func showingARowDropsTheWaitingLink() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.todosService.server.run { await app.todosView().retry() }
    await app.todosService.server.run { await app.root.open("archlab://todos/call-mom") }
    await app.show(Todo.buyMilk.id)
    #expect(app.router.waitingLink == nil)
    #expect(app.todoView?.screen == TodoViewTests.screen(.buyMilk))
  }

  @Test func cancellingALinkStopsTheLoadItStartedQuietly() async {
    let app = TestApp()
    await app.todosService.server.run { await app.root.open("archlab://todos/buy-milk") }
    await app.todosService.server.cancelGestures()
    #expect(app.todosService.fetches.wasCancelled(1))
    #expect(app.todosView().screen == TodosScreen())
  }

  @Test func aLaterLinkDropsTheOneWaiting() async {
    let app = TestApp()
    await app.todosService.server.run { await app.root.open("archlab://todos/buy-milk") }
    await app.profileService.server.run { await app.root.open("archlab://profile") }
    await app.profileService.fetches.answer(1, with: .success(.ada))
    await app.todosService.fetches.answer(1, with: .success([.buyMilk]))
    #expect(app.todoView == nil)
  }

  @Test(arguments: [
    "", "archlab:todos", "archlab://nowhere", "https://archlab/todos", "archlab://todos/", "archlab://todos/a/b",
  ])
  func anyOtherTextChangesNothingAtAll(text: String) async {
    // Not even the link waiting for the list: it still opens its todo when the list comes.
    let app = TestApp()
    await app.todosService.server.run { await app.root.open("archlab://todos/buy-milk") }
    await app.root.open(text)
    #expect(app.todosService.fetches.count == 1 && app.profileService.fetches.count == 0)
    await app.todosService.fetches.answer(1, with: .success([.buyMilk]))
    #expect(app.todoView?.screen == TodoViewTests.screen(.buyMilk))
  }

  // MARK: - Badge

  @Test func theBadgeShowsNothingUntilTheListHasLoadedThenTheTodosLeft() async {
    let app = TestApp()
    await app.todosService.server.run { await app.todosView().open() }
    #expect(app.root.badge == nil)
    await app.todosService.fetches.answer(1, with: .success([.buyMilk, .walkTheDog, .callMom]))
    #expect(app.root.badge == 2)
  }

  @Test func theBadgeFollowsEveryChangeAndStaysAfterAFailedReload() async {
    let app = await TestApp.loaded(with: [.buyMilk, .callMom])
    await app.show(Todo.buyMilk.id)
    await app.todosService.server.run { await app.todoView?.toggle() }
    #expect(app.root.badge == 1)
    await app.todosService.saves.answer(1, with: .success(()))
    await app.todoView?.back()

    await app.todosService.server.run { await app.todosView().delete(Todo.callMom.id) }
    #expect(app.root.badge == 0)
    await app.todosService.deletions.answer(1, with: .failure(ServerDown()))
    #expect(app.root.badge == 1)

    await app.todosService.server.run { await app.todosView().retry() }
    await app.todosService.fetches.answer(2, with: .failure(ServerDown()))
    #expect(app.root.badge == 1)
  }

  @Test func theBadgeShowsNothingAfterAFailedFirstLoad() async {
    let app = TestApp()
    await app.todosService.server.run { await app.todosView().open() }
    await app.todosService.fetches.answer(1, with: .failure(ServerDown()))
    #expect(app.root.badge == nil)
  }
}
