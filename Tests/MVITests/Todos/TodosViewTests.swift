// The Todos views, played as a UI test plays them: state in, screen out; gestures in, intents out; and
// which bodies each change evaluates. Read in lesson 07 (testing) and lesson 05.

import Foundation
import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewTests {
  @Test func theScreenShowsTheVisibleRowsWithTheirSavingMarks() async {
    let state = TodosState(
      todos: [Self.milk, Self.dog, Self.mom, Self.bills], saving: ["mom"], deleting: ["bills"], hasLoaded: true,
      field: "Pay the bills", filter: .active, errorMessage: UserMessage.titleEmpty)
    let (app, api) = await Self.tab(state)
    #expect(app.rowTitles == ["Buy milk", "Call mom"])
    #expect(app.savingRows == ["Call mom"])
    #expect(app.text(AccessibilityID.Todos.counter) == "2 items left")
    #expect(app.element(AccessibilityID.Todos.filter)?.value == "active")
    #expect(app.element(AccessibilityID.Todos.field)?.value == "Pay the bills")
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.titleEmpty)
    #expect(app.element(AccessibilityID.Todos.loading) == nil)
    #expect(api.fetches.count == 0, "a list loaded once loads nothing when it appears (T1)")
  }

  @Test func withNothingHiddenTheVisibleTodosAreTheStoredArrayNotACopy() {
    // Arrays are copy-on-write (Apple's `Array` documentation): a copy shares the storage until one changes.
    let state = TodosState(todos: [Self.milk, Self.dog], hasLoaded: true)
    #expect(
      state.visibleTodos.withUnsafeBufferPointer(\.baseAddress) == state.todos.withUnsafeBufferPointer(\.baseAddress))
    var filtered = state
    filtered.filter = .active
    #expect(filtered.visibleTodos == [Self.milk])
    #expect(filtered.itemsLeft == 1)
    var deleting = state
    deleting.deleting = ["milk"]
    #expect(deleting.visibleTodos == [Self.dog])
    #expect(deleting.itemsLeft == 0)
  }

  @Test func theTabLoadsTheListWithTheIndicator() async {
    let (app, api) = await Self.tab(TodosState())
    #expect(app.element(AccessibilityID.Todos.loading) != nil)
    await api.fetches.answer(1, with: .success([Self.milk, Self.dog]))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Todos.loading) == nil)
    #expect(app.rowTitles == ["Buy milk", "Walk the dog"])
    #expect(app.text(AccessibilityID.Todos.counter) == "1 item left")
  }

  @Test func typingAndFilteringReachTheScreenWithoutARequest() async {
    let (app, api) = await Self.tab(TodosState(todos: [Self.milk, Self.dog], hasLoaded: true))
    await app.play { try app.host.type("Call mom", into: AccessibilityID.Todos.field) }
    await app.play { try app.host.pick(TodosScreen.Filter.completed, in: AccessibilityID.Todos.filter) }
    #expect(app.element(AccessibilityID.Todos.field)?.value == "Call mom")
    #expect(app.rowTitles == ["Walk the dog"])
    #expect(app.element(AccessibilityID.Todos.filter)?.value == "completed")
    #expect(api.fetches.requests.isEmpty && api.saves.requests.isEmpty && api.deletions.requests.isEmpty)
  }

  // snippet.mvi-test-typing-evaluates-the-field
  @Test func typingEvaluatesTheFieldsViewAndNoOtherBody() async {
    let (app, _) = await Self.tab(TodosState(todos: [Self.milk], hasLoaded: true))
    app.host.resetBodyCounts()
    await app.play { try app.host.type("B", into: AccessibilityID.Todos.field) }
    #expect(app.host.bodyCounts == ["TodosField": 1])
    #expect(app.element(AccessibilityID.Todos.field)?.value == "B")
  }
  // snippet.end

  @Test func eachGestureReachesItsEndpoint() async {
    let api = FakeTodosAPI()
    api.fetches.answerEveryRequest(with: .success([Self.milk, Self.dog, Self.mom]))
    api.saves.answerEveryRequest(with: .success(()))
    api.deletions.answerEveryRequest(with: .success(()))
    let app = await HostedViews(TodosTab(store: TodosStore(api: api) { "todo-1" }), server: api.server)
    await app.play { try app.host.tap(AccessibilityID.Todos.retry) }
    await app.play { try app.host.type("Pay the bills", into: AccessibilityID.Todos.field) }
    await app.play { try app.host.tap(AccessibilityID.Todos.add) }
    await app.play { try app.host.toggle(AccessibilityID.Todos.rowDone, in: Self.row("milk")) }
    await app.play { try app.host.tap(AccessibilityID.Todos.rowDelete, in: Self.row("mom")) }
    await app.play { try app.host.tap(AccessibilityID.Todos.clearCompleted) }
    #expect(api.fetches.count == 2)
    #expect(
      api.saves.requests == [
        Todo(id: "todo-1", title: "Pay the bills"), Todo(id: "milk", title: "Buy milk", isDone: true),
      ])
    #expect(api.deletions.requests == [["mom"], ["milk", "dog"]])
    #expect(app.rowTitles == ["Pay the bills"])
  }

  @Test func goingAwayStopsTheLoadAndKeepsTheRows() async {
    let (app, api) = await Self.tab(TodosState(todos: [Self.milk], hasLoaded: true))
    await app.play { try app.host.tap(AccessibilityID.Todos.retry) }
    #expect(app.element(AccessibilityID.Todos.loading) != nil)
    await app.play { try app.host.setOnScreen(false) }
    #expect(api.fetches.wasCancelled(1), "L1")
    #expect(app.element(AccessibilityID.Todos.loading) == nil)
    #expect(app.rowTitles == ["Buy milk"])
  }

  // MARK: - Helpers

  static let milk = Todo(id: "milk", title: "Buy milk")
  static let dog = Todo(id: "dog", title: "Walk the dog", isDone: true)
  static let mom = Todo(id: "mom", title: "Call mom")
  static let bills = Todo(id: "bills", title: "Pay the bills")

  static func row(_ id: Todo.ID) -> ElementScope { ElementScope(AccessibilityID.Todos.row, tag: id) }

  /// The Todos tab over a store that starts from `state`, on screen.
  static func tab(_ state: TodosState) async -> (HostedViews, FakeTodosAPI) {
    let api = FakeTodosAPI()
    let store = TodosStore(initialState: state, api: api, makeTodoID: TodoIDs().next)
    return (await HostedViews(TodosTab(store: store), server: api.server), api)
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoViewTests {
  // snippet.mvi-test-one-source-of-truth-rendered
  @Test func showingARowPushesItsTodoScreenWhereARenameShowsEverywhereAndSoDoesItsRefusal() async {
    let (app, api, store) = await Self.loadedTab([.buyMilk])
    await app.play { try app.host.tap(AccessibilityID.Todos.rowShow, in: TodosViewTests.row(Todo.buyMilk.id)) }
    #expect(store.detail?.id == Todo.buyMilk.id)
    #expect(app.element(AccessibilityID.Todo.screen)?.isOnScreen == true)
    #expect(app.element(AccessibilityID.Todos.screen)?.isOnScreen == false, "the list is covered (N1)")

    await app.play { try app.host.type("Buy oat milk", into: AccessibilityID.Todo.field) }
    await app.play { try app.host.tap(AccessibilityID.Todo.save) }
    #expect(app.text(AccessibilityID.Todo.title) == "Buy oat milk")
    #expect(app.rowTitles == ["Buy oat milk"], "the row under it shows the new title too (N3)")

    await api.saves.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Todo.title) == "Buy milk")
    #expect(app.element(AccessibilityID.Todo.field)?.value == "Buy milk", "nothing typed since the Save (N4)")
    #expect(app.rowTitles == ["Buy milk"])
    #expect(app.text(AccessibilityID.Todo.error) == UserMessage.renameFailed("Buy milk"))

    await app.play { _ = app.host.goBack() }
    #expect(store.detail == nil && app.element(AccessibilityID.Todo.screen) == nil)
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.renameFailed("Buy milk"), "one error line (N6)")
  }
  // snippet.end

  @Test func theDoneMarkAndDeleteActOnTheListAndDeleteClosesTheScreen() async {
    let (app, api, store) = await Self.loadedTab([.buyMilk, .callMom])
    await app.play { try app.host.tap(AccessibilityID.Todos.rowShow, in: TodosViewTests.row(Todo.callMom.id)) }
    await app.play { try app.host.toggle(AccessibilityID.Todo.done) }
    #expect(app.element(AccessibilityID.Todo.done)?.value == "on")
    #expect(app.element(AccessibilityID.Todo.saving) != nil)
    await api.saves.succeed(1)
    await app.host.settle()
    await app.play { try app.host.tap(AccessibilityID.Todo.delete) }
    #expect(store.detail == nil && app.element(AccessibilityID.Todo.screen) == nil, "N5")
    #expect(app.rowTitles == ["Buy milk"])
    #expect(api.deletions.requests == [[Todo.callMom.id]])
    await api.deletions.succeed(1)
  }

  @Test func showingARowStopsTheListsLoadAndBackLoadsNothing() async {
    let (app, api, _) = await Self.loadedTab([.buyMilk])
    await app.play { try app.host.tap(AccessibilityID.Todos.retry) }
    await app.play { try app.host.tap(AccessibilityID.Todos.rowShow, in: TodosViewTests.row(Todo.buyMilk.id)) }
    #expect(api.fetches.wasCancelled(2), "the covered list's load stops (N1, L1)")
    await app.play { _ = app.host.goBack() }
    #expect(api.fetches.count == 2, "a pop loads nothing (N1)")
    #expect(app.element(AccessibilityID.Todos.loading) == nil)
  }

  @Test func theTabComingBackUnderATodoScreenShowsItAsItWasAndLoadsNothing() async {
    let api = FakeTodosAPI()
    let store = TodosStore(
      initialState: TodosState(todos: [.buyMilk], detail: TodoDetail(id: Todo.buyMilk.id, field: "Buy oat")), api: api,
      makeTodoID: TodoIDs().next)
    let app = await HostedViews(TodosTab(store: store), server: api.server)
    #expect(app.element(AccessibilityID.Todo.screen)?.isOnScreen == true)
    #expect(app.element(AccessibilityID.Todo.field)?.value == "Buy oat")
    #expect(api.fetches.count == 0, "the list under it stays covered (one tab at a time)")
    await app.play { _ = app.host.goBack() }
    #expect(api.fetches.count == 0, "and a pop loads nothing (N1)")
  }

  // MARK: - Helpers

  static func loadedTab(_ todos: [Todo]) async -> (HostedViews, FakeTodosAPI, TodosStore) {
    let api = FakeTodosAPI()
    let store = TodosStore(api: api, makeTodoID: TodoIDs().next)
    let app = await HostedViews(TodosTab(store: store), server: api.server)
    await api.fetches.answer(1, with: .success(todos))
    await app.host.settle()
    return (app, api, store)
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct AppViewTests {
  @Test func theTodosTabCarriesTheBadgeOnceTheListLoaded() async {
    let profiles = FakeProfileAPI()
    let api = FakeTodosAPI()
    let root = AppView(
      store: AppStore(initialState: AppState(tab: .todos), profileAPI: profiles, todosAPI: api) { "todo-1" })
    let app = await HostedViews(root, server: api.server)
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == nil)
    await api.fetches.answer(1, with: .success([.callMom, .walkTheDog, .buyMilk]))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == "2")
    #expect(app.element(AccessibilityID.Tab.todos)?.isSelected == true)
    #expect(profiles.fetches.count == 0, "the Profile tab was never selected: it has no view yet")
  }

  @Test func aLinkToATodoSelectsTheTabAndOpensItsScreenOnceTheListLoads() async throws {
    let profiles = FakeProfileAPI()
    profiles.fetches.answerEveryRequest(with: .success(.ada))
    let api = FakeTodosAPI()
    let store = AppStore(profileAPI: profiles, todosAPI: api) { "todo-1" }
    let app = await HostedViews(AppView(store: store), server: api.server)
    let link = try #require(URL(string: "archlab://todos/\(Todo.callMom.id.rawValue)"))
    await app.play { app.host.openURL(link) }
    #expect(app.element(AccessibilityID.Tab.todos)?.isSelected == true)
    #expect(store.state.todos.waitingLink == Todo.callMom.id, "N8: the link waits for the load")
    await api.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Todo.screen)?.isOnScreen == true)
    #expect(app.text(AccessibilityID.Todo.title) == "Call mom")
  }

  @Test func tappingTheTabOnScreenOpensItsScreenAgain() async {
    let profiles = FakeProfileAPI()
    let root = AppView(store: AppStore(profileAPI: profiles, todosAPI: FakeTodosAPI()) { "todo-1" })
    let app = await HostedViews(root, server: profiles.server)
    await profiles.fetches.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    await app.play { try app.host.tap(AccessibilityID.Tab.profile) }
    #expect(profiles.fetches.count == 2, "nothing shown, nothing on its way: opening loads (P1)")
    await profiles.fetches.answer(2, with: .success(.ada))
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct AppViewNavigationTests {
  @Test func backWorksAfterTheWindowComesBackOnTheTodosTab() async {
    let profiles = FakeProfileAPI()
    profiles.fetches.answerEveryRequest(with: .success(.ada))
    let api = FakeTodosAPI()
    api.fetches.answerEveryRequest(with: .success([.buyMilk]))
    let store = AppStore(initialState: AppState(tab: .todos), profileAPI: profiles, todosAPI: api) { "todo-1" }
    let app = await HostedViews(AppView(store: store), server: api.server)
    await app.play { try app.host.tap(AccessibilityID.Todos.rowShow, in: TodosViewTests.row(Todo.buyMilk.id)) }
    #expect(store.state.todos.detail != nil)
    await app.play { try app.host.tap(AccessibilityID.Tab.profile) }
    await app.play { try app.host.setOnScreen(false) }
    await app.play { try app.host.setOnScreen(true, showing: AccessibilityID.Tab.todos) }
    #expect(app.element(AccessibilityID.Tab.todos)?.isSelected == true)
    #expect(app.element(AccessibilityID.Todo.screen)?.isOnScreen == true)
    var popped = false
    await app.play { popped = app.host.goBack() }
    #expect(popped)
    #expect(store.state.todos.detail == nil)
  }
}
