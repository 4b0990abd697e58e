// Tests of the links the app follows (N8): each kind, a link that waits for the list, and links that change nothing.
// Read in lesson 07 (testing) and lesson 03 (the routers).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct AppRouterTests {
  /// An app whose Profile screen and Todos tab run over fake services.
  @MainActor
  struct App {
    let profileService = FakeProfileService()
    let todosService = FakeTodosService()
    let router: AppRouter

    /// The app with `tab` on screen. The router is played without views, so these tests follow
    /// links to the tab on screen: a tab that comes on screen loads as its view appears.
    init(on tab: AppRouter.Tab = .todos) {
      router = AppRouter(
        profile: ProfileViewModel(service: profileService),
        todos: TodosRouter(list: TodosViewModel(service: todosService, makeTodoID: TodoIDs().next)))
      if tab != router.tab { router.select(tab) }
    }

    var tab: TodosRouter { router.todos }
    var list: TodosViewModel { router.todos.list }

    /// Follows `link` as a gesture; the flag rises when the call returns.
    func open(_ link: String) async -> Flag {
      let returned = Flag()
      await todosService.server.run {
        await router.open(link)
        returned.raise()
      }
      return returned
    }

    /// Opens the list, as `todos open` does, and answers its load with `todos`.
    func loadList(_ todos: [Todo]) async {
      await todosService.server.run { await list.loadIfNeeded() }
      await todosService.fetches.answerNext(with: .success(todos))
    }
  }

  // MARK: - Each kind of link

  @Test func theProfileLinkOpensTheProfileAsOpeningItDoes() async {
    let app = App(on: .profile)
    await app.profileService.server.run { await app.router.open("archlab://profile") }
    #expect(app.router.profile.state == .loading(previous: nil))
    await app.profileService.fetches.answer(1, with: .success(.ada))
    #expect(app.router.profile.state == .loaded(.ada))

    await app.profileService.server.run { await app.router.open("archlab://profile") }
    #expect(app.profileService.fetches.count == 1, "a profile shown is not asked for again (P2)")
    #expect(app.todosService.fetches.count == 0, "no link opens the other tab")
  }

  @Test func theTodosLinkClosesTheTodoScreenAndLoadsOnlyAsOpeningTheListDoes() async {
    let app = App()
    let returned = await app.open("archlab://todos")
    #expect(!returned.isRaised, "the link waits for the load it started")
    #expect(app.list.isLoading)
    await app.todosService.fetches.answer(1, with: .success([.callMom]))
    #expect(returned.isRaised)

    app.tab.show(Todo.callMom.id)
    _ = await app.open("archlab://todos")
    #expect(app.tab.top == nil)
    #expect(app.todosService.fetches.count == 1)
  }

  @Test func aTodoLinkOpensItsScreenAtOnceWhenTheListIsThere() async {
    let app = App()
    await app.loadList([.callMom, .walkTheDog])
    app.list.filter = .active

    let returned = await app.open("archlab://todos/walk-the-dog")
    #expect(returned.isRaised)
    #expect(app.tab.top?.id == Todo.walkTheDog.id, "a todo the filter hides is on the list")
    #expect(app.tab.top?.field == "Walk the dog")
    #expect(app.todosService.fetches.count == 1)
  }

  @Test func aLinkToTheTodoShownKeepsItsScreenAndItsFieldAndAnotherReplacesIt() async throws {
    let app = App()
    await app.loadList([.callMom, .buyMilk])
    app.tab.show(Todo.callMom.id)
    let shown = try #require(app.tab.top)
    shown.field = "Call dad"

    _ = await app.open("archlab://todos/call-mom")
    #expect(app.tab.top === shown)
    #expect(shown.field == "Call dad")

    _ = await app.open("archlab://todos/buy-milk")
    #expect(app.tab.top?.id == Todo.buyMilk.id)
    #expect(app.tab.top?.field == "Buy milk")
  }

  @Test func aLinkToATodoTheListDoesntHoldClosesTheScreenAndSaysSo() async {
    let app = App()
    await app.loadList([.callMom, .buyMilk])
    await app.todosService.server.run { await app.list.delete(Todo.buyMilk.id) }
    app.tab.show(Todo.callMom.id)

    _ = await app.open("archlab://todos/buy-milk")
    #expect(app.tab.top == nil, "a todo whose deletion is on its way is not on the list")
    #expect(app.list.errorMessage == UserMessage.todoNotFound)
    _ = await app.open("archlab://todos/nowhere")
    #expect(app.list.errorMessage == UserMessage.todoNotFound)
    await app.todosService.deletions.succeed(1)
  }

  // MARK: - A link that waits for the list

  // snippet.mvvm-test-link-waits
  @Test func aTodoLinkBeforeTheListLoadsItAndOpensTheTodoWhenItArrives() async {
    let app = App()
    let returned = await app.open("archlab://todos/buy-milk")
    #expect(!returned.isRaised)
    #expect(app.tab.waitingLink == Todo.buyMilk.id)
    #expect(app.tab.top == nil)

    await app.todosService.fetches.answer(1, with: .success([.callMom, .buyMilk]))
    #expect(returned.isRaised)
    #expect(app.tab.waitingLink == nil)
    #expect(app.tab.top?.id == Todo.buyMilk.id)
    #expect(app.list.visibleTodos == [.callMom, .buyMilk])
  }
  // snippet.end

  @Test func aTodoLinkWhileALoadIsOnItsWayReturnsAtOnceAndThatLoadOpensTheTodo() async {
    let app = App()
    await app.loadList([.callMom])
    await app.todosService.server.run { await app.list.retry() }

    let returned = await app.open("archlab://todos/buy-milk")
    #expect(returned.isRaised)
    #expect(app.todosService.fetches.count == 2, "it waits for the load on its way, and sends nothing")

    await app.todosService.fetches.answer(2, with: .success([.callMom, .buyMilk]))
    #expect(app.tab.top?.id == Todo.buyMilk.id)
  }

  @Test func aWaitingLinkToATodoTheLoadDoesntBringSaysSo() async {
    let app = App()
    _ = await app.open("archlab://todos/buy-milk")
    await app.todosService.fetches.answer(1, with: .success([.callMom]))
    #expect(app.tab.top == nil)
    #expect(app.tab.waitingLink == nil)
    #expect(app.list.errorMessage == UserMessage.todoNotFound)
  }

  @Test func aFailedLoadDropsTheWaitingLink() async {
    let app = App()
    _ = await app.open("archlab://todos/buy-milk")
    await app.todosService.fetches.answer(1, with: .failure(ServerDown()))
    #expect(app.tab.waitingLink == nil)
    #expect(app.list.errorMessage == UserMessage.todosLoadFailed)

    await app.todosService.server.run { await app.list.retry() }
    await app.todosService.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.tab.top == nil)
  }

  /// What the list's `onDisappear` calls: the view model stops its load, the router drops the link.
  private func listDisappeared(_ app: App) {
    app.list.stopLoading()
    app.tab.listDisappeared()
  }

  @Test func theListGoingAwayStopsTheLoadQuietlyAndDropsTheWaitingLink() async {
    let app = App()
    _ = await app.open("archlab://todos/buy-milk")
    listDisappeared(app)
    #expect(app.todosService.fetches.wasCancelled(1))
    #expect(app.tab.waitingLink == nil)
    #expect(!app.list.isLoading && app.list.errorMessage == nil)

    await app.todosService.server.run { await app.list.loadIfNeeded() }
    await app.todosService.fetches.answer(2, with: .success([.buyMilk]))
    #expect(app.tab.top == nil)
  }

  @Test func showingARowDropsTheWaitingLink() async {
    let app = App()
    await app.loadList([.callMom, .buyMilk])
    await app.todosService.server.run { await app.list.retry() }
    _ = await app.open("archlab://todos/buy-milk")
    #expect(app.tab.waitingLink == Todo.buyMilk.id)

    app.tab.show(Todo.callMom.id)
    listDisappeared(app)
    #expect(app.tab.waitingLink == nil)
    #expect(app.tab.top?.id == Todo.callMom.id)
    #expect(app.todosService.fetches.wasCancelled(2))
  }

  @Test func aLaterLinkOfAnyKindDropsTheWaitingOne() async {
    let app = App()
    _ = await app.open("archlab://todos/buy-milk")
    await app.router.open("archlab://profile")
    #expect(app.tab.waitingLink == nil)

    await app.todosService.fetches.answer(1, with: .success([.buyMilk]))
    #expect(app.tab.top == nil)
  }

  // MARK: - A link to the other tab

  @Test func aLinkToTheOtherTabSelectsItAndLeavesTheLoadToItsScreenAppearing() async {
    let app = App()
    await app.router.open("archlab://profile")
    #expect(app.router.tab == .profile)
    #expect(app.profileService.fetches.count == 0, "the Profile view's .task loads as it appears")

    let back = App(on: .profile)
    await back.router.open("archlab://todos/buy-milk")
    #expect(back.router.tab == .todos)
    #expect(back.tab.waitingLink == Todo.buyMilk.id, "the link waits for the load the tab's appearing starts")
    #expect(back.todosService.fetches.count == 0)
    await back.todosService.server.run { await back.tab.tabAppeared() }
    await back.todosService.fetches.answer(1, with: .success([.buyMilk]))
    #expect(back.tab.top?.id == Todo.buyMilk.id)
  }

  // MARK: - Links that are not the app's

  @Test(arguments: [
    "archlab:todos", "archlab://nowhere", "https://example.com/todos", "", "archlab://todos/", "archlab://todos/a/b",
    "ARCHLAB://todos",
  ])
  func anythingButTheAppsLinksChangesNothingAtAll(link: String) async {
    let app = App()
    _ = await app.open("archlab://todos/buy-milk")

    await app.router.open(link)
    #expect(app.tab.waitingLink == Todo.buyMilk.id, "not even the link that waits")
    #expect(app.todosService.fetches.count == 1)
    #expect(app.profileService.fetches.count == 0)

    await app.todosService.fetches.answer(1, with: .success([.buyMilk]))
    #expect(app.tab.top?.id == Todo.buyMilk.id)
  }
}
