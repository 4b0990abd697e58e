// DeepLinkAdapter's tests: each link, handed to the root view's onOpenURL, makes the calls opening its
// screen makes, and a link to a todo waits for the list when it must (N8). The adapter drives the same
// presenters the views do.

import Hexagonal
import HexagonalPresentation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct DeepLinkAdapterTests {
  // MARK: - The Profile and Todos links

  @Test func theProfileLinkOpensTheProfileAsOpeningDoes() async {
    let app = App()
    await app.open(link: "archlab://profile")
    #expect(app.profile.state == ProfilePresenter.State(isLoading: true))
    await app.gateway.fetches.answer(1, with: .success(.ada))
    await app.open(link: "archlab://profile")
    #expect(app.profile.state == ProfilePresenter.State(profile: .ada))
    #expect(app.gateway.fetches.count == 1)
  }

  @Test func theTodosLinkLoadsTheListWhenItHasNotLoaded() async {
    let app = App()
    await app.open(link: "archlab://todos")
    await app.tab.repository.fetches.answer(1, with: .failure(ServerDown()))
    // After a failed load, it loads again.
    await app.open(link: "archlab://todos")
    await app.tab.repository.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.tab.list.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1))
  }

  @Test func theTodosLinkClosesTheTodoScreenAndLoadsNothingOnceLoaded() async {
    let app = await App.showing([.buyMilk])
    await app.tab.show(Todo.buyMilk.id)
    await app.open(link: "archlab://todos")
    #expect(app.tab.todo == nil)
    #expect(app.tab.repository.fetches.count == 1)
  }

  // MARK: - A link to a todo, on a loaded list

  @Test func aLinkToATodoOnTheLoadedListOpensItsScreenAtOnceEvenOneTheFilterHides() async {
    let app = await App.showing([.buyMilk, .walkTheDog])
    await app.tab.list.filter(.active)
    await app.open(link: "archlab://todos/walk-the-dog")
    #expect(app.tab.todo?.screen.id == Todo.walkTheDog.id)
    #expect(app.tab.todo?.screen.field == "Walk the dog")
  }

  @Test func aLinkToTheTodoShownKeepsItsFieldAndALinkToAnotherReplacesIt() async {
    let app = await App.showing([.buyMilk, .callMom])
    await app.tab.show(Todo.buyMilk.id)
    await app.tab.todo?.type("Buy oat milk")
    await app.open(link: "archlab://todos/buy-milk")
    #expect(app.tab.todo?.screen.field == "Buy oat milk")
    await app.open(link: "archlab://todos/call-mom")
    #expect(app.tab.todo?.screen.id == Todo.callMom.id)
    #expect(app.tab.todo?.screen.field == "Call mom")
  }

  @Test func aLinkToATodoNotOnTheListClosesTheTodoScreenAndSaysSo() async {
    let app = await App.showing([.buyMilk, .callMom])
    await app.tab.list.delete(Todo.callMom.id)
    await app.tab.show(Todo.buyMilk.id)
    // A todo whose deletion is on its way is not on the list.
    await app.open(link: "archlab://todos/call-mom")
    #expect(app.tab.todo == nil)
    #expect(app.tab.list.screen.error == UserMessage.todoNotFound)
    await app.tab.repository.deletions.succeed(1)
  }

  // MARK: - A link to a todo, waiting for the list

  // snippet.hexagonal-waiting-link-test
  @Test func aLinkWaitsForTheLoadItStartsThenOpensTheTodo() async {
    let app = App()
    await app.open(link: "archlab://todos/walk-the-dog")
    #expect(app.tab.todo == nil)
    #expect(app.tab.list.screen.isLoading)
    await app.tab.repository.fetches.answer(1, with: .success([.buyMilk, .walkTheDog]))
    #expect(app.tab.todo?.screen.id == Todo.walkTheDog.id)
  }
  // snippet.end

  @Test func aLinkToATodoWhileATodoScreenCoversAListThatNeverLoadedClosesThatScreenAndWaits() async {
    let app = App()
    await app.tab.list.open()
    await app.tab.repository.fetches.answer(1, with: .failure(ServerDown()))
    await app.tab.list.type("Buy milk")
    await app.tab.list.add()
    await app.tab.repository.saves.succeed(1)
    await app.tab.show("todo-1")
    #expect(app.tab.todo?.screen.id == "todo-1")

    await app.open(link: "archlab://todos/walk-the-dog")
    #expect(app.tab.todo == nil, "the list never loaded: the Todo screen closes and the link waits for a load")
    #expect(app.tab.list.screen.isLoading)
    await app.tab.repository.fetches.answer(2, with: .success([.buyMilk, .walkTheDog]))
    #expect(app.tab.todo?.screen.id == Todo.walkTheDog.id)
  }

  @Test func aLinkWaitingOnALoadOnItsWaySendsNothingAndThatLoadResolvesIt() async {
    let app = App()
    await app.tab.list.open()
    await app.open(link: "archlab://todos/no-such-todo")
    await app.tab.repository.fetches.answer(1, with: .success([.buyMilk]))
    #expect(app.tab.todo == nil)
    #expect(app.tab.list.screen == TodosScreen(rows: [row(.buyMilk)], itemsLeft: 1, error: UserMessage.todoNotFound))
  }

  @Test func aFailedLoadDropsTheWaitingLink() async {
    let app = App()
    await app.open(link: "archlab://todos/buy-milk")
    await app.tab.repository.fetches.answer(1, with: .failure(ServerDown()))
    #expect(app.tab.list.screen.error == UserMessage.todosLoadFailed)
    await app.tab.list.retry()
    await app.tab.repository.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.tab.todo == nil)
  }

  @Test func closingTheListStopsTheLoadAndDropsTheWaitingLink() async {
    let app = App()
    await app.open(link: "archlab://todos/buy-milk")
    await app.tab.list.close()
    #expect(app.tab.repository.fetches.wasCancelled(1))
    await app.tab.list.open()
    await app.tab.repository.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.tab.todo == nil)
  }

  @Test func showingARowDropsTheWaitingLink() async {
    let app = await App.showing([.buyMilk, .walkTheDog])
    await app.tab.list.retry()
    await app.open(link: "archlab://todos/walk-the-dog")
    #expect(app.tab.navigator.waitingLink == Todo.walkTheDog.id)
    // The tap drops the link, and the covered list goes away and stops the load it waited for (N1, N8).
    await app.tab.list.show(Todo.buyMilk.id)
    #expect(app.tab.navigator.waitingLink == nil)
    #expect(app.tab.repository.fetches.wasCancelled(2))
    #expect(app.tab.todo?.screen.id == Todo.buyMilk.id)
  }

  @Test func aLaterLinkReplacesTheOneThatWaitsButTextThatIsNoLinkDoesNot() async {
    let app = App()
    await app.open(link: "archlab://todos/buy-milk")
    await app.open(link: "archlab:todos")
    await app.open(link: "archlab://todos/walk-the-dog")
    await app.tab.repository.fetches.answer(1, with: .success([.buyMilk, .walkTheDog]))
    #expect(app.tab.todo?.screen.id == Todo.walkTheDog.id)
    await app.tab.todo?.back()
    await app.tab.list.retry()
    await app.open(link: "archlab://todos/buy-milk")
    #expect(app.tab.navigator.waitingLink == Todo.buyMilk.id)
    // The Profile link drops the link that waits, and brings its tab on screen: the Todos tab goes, and
    // its load with it (L1). The Profile screen loads as it appears, answered here at once.
    app.gateway.fetches.answerEveryRequest(with: .success(.ada))
    await app.open(link: "archlab://profile")
    #expect(app.tab.navigator.waitingLink == nil)
    #expect(app.tab.repository.fetches.wasCancelled(2))
    await app.tab.list.open()
    #expect(app.tab.todo == nil)
    #expect(app.tab.repository.fetches.count == 2, "the list had loaded: coming back loads nothing (L3)")
  }

  // MARK: - Anything else

  @Test(arguments: [
    "archlab:todos", "archlab://nowhere", "https://example.com/todos", "", "archlab://todos/", "archlab://todos/a/b",
    "archlab://profile/",
  ])
  func textThatIsNoLinkOfTheAppsChangesNothing(text: String) async {
    let app = await App.showing([.buyMilk])
    await app.tab.show(Todo.buyMilk.id)
    let navigation = { [navigator = app.tab.navigator] in
      (navigator.path, navigator.top?.field, navigator.waitingLink)
    }
    let before = (app.profile.state, app.tab.presenter.state, navigation())
    await app.open(link: text)
    #expect(app.profile.state == before.0)
    #expect(app.tab.presenter.state == before.1)
    #expect(navigation() == before.2)
  }

  // MARK: - Helpers

  /// The app as the composition root builds it, its links handed to the root view's `onOpenURL`.
  @MainActor
  struct App {
    let tab = HostedTab()
    var gateway: FakeProfileGateway { tab.app.gateway }
    var profile: ProfilePresenter { tab.app.profilePresenter }

    /// The system hands the app `link`, which the scene's `onOpenURL` passes to the deep-link adapter.
    func open(link: String) async {
      await tab.app.open(link: link)
    }

    /// An app whose list is loaded with `todos`: fetch 1 is answered.
    static func showing(_ todos: [Todo]) async -> App {
      let app = App()
      await app.tab.list.open()
      await app.tab.repository.fetches.answer(1, with: .success(todos))
      return app
    }
  }

  private func row(_ todo: Todo, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: isSaving)
  }
}
