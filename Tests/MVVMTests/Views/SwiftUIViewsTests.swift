// The MVVM SwiftUI views, played as a UI test plays them: found by accessibility identifier, tapped,
// typed into, read back from what they rendered.
// Read in lesson 03 (MVVM) and lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ProfileViewTests {
  @Test func appearingLoadsWithTheIndicatorThenShowsTheProfile() async {
    let service = FakeProfileService()
    let app = await HostedViews(ProfileView(viewModel: ProfileViewModel(service: service)), server: service.server)
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == nil)

    await service.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Profile.loading) == nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
    #expect(app.text(AccessibilityID.Profile.email) == "ada@example.com")
  }

  @Test func aPullToRefreshKeepsTheProfileBesideTheIndicatorThenBesideTheError() async {
    let (app, service) = await loadedProfile()
    await app.play { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    #expect(app.element(AccessibilityID.Profile.loading) != nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")

    await service.fetches.answer(2, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }

  @Test func retryClearsTheErrorWhileItLoads() async {
    let service = FakeProfileService()
    let app = await HostedViews(ProfileView(viewModel: ProfileViewModel(service: service)), server: service.server)
    await service.fetches.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.error) == UserMessage.profileLoadFailed)

    await app.play { try app.host.tap(AccessibilityID.Profile.retry) }
    #expect(app.text(AccessibilityID.Profile.error) == nil)
    await service.fetches.answer(2, with: .success(.grace))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Profile.name) == "Grace Hopper")
  }

  @Test func goingAwayCancelsTheLoadAndKeepsWhatWasShown() async {
    let (app, service) = await loadedProfile()
    await app.play { try app.host.pullToRefresh(AccessibilityID.Profile.screen) }
    await app.play { try app.host.setOnScreen(false) }
    #expect(service.fetches.wasCancelled(2))
    #expect(app.element(AccessibilityID.Profile.loading) == nil)
    #expect(app.text(AccessibilityID.Profile.name) == "Ada Lovelace")
  }

  private func loadedProfile() async -> (HostedViews, FakeProfileService) {
    let service = FakeProfileService()
    let app = await HostedViews(ProfileView(viewModel: ProfileViewModel(service: service)), server: service.server)
    await service.fetches.answer(1, with: .success(.ada))
    await app.host.settle()
    return (app, service)
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewTests {
  @Test func theTabLoadsTheListWithTheIndicator() async {
    let service = FakeTodosService()
    let router = TodosRouter(list: TodosViewModel(service: service))
    let app = await HostedViews(TodosTab(router: router), server: service.server)
    #expect(app.element(AccessibilityID.Todos.loading) != nil)
    await service.fetches.answer(1, with: .success([.callMom, .walkTheDog]))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Todos.loading) == nil)
    #expect(app.rowTitles == ["Call mom", "Walk the dog"])
    #expect(app.text(AccessibilityID.Todos.counter) == "1 item left")
  }

  // snippet.mvvm-test-typing-evaluates-the-field
  @Test func typingEvaluatesTheFieldsViewAndNoOtherBody() async {
    let (app, _, _) = await loadedList([.callMom])
    app.host.resetBodyCounts()
    await app.play { try app.host.type("B", into: AccessibilityID.Todos.field) }
    #expect(app.host.bodyCounts == ["TodosField": 1])
    #expect(app.element(AccessibilityID.Todos.field)?.value == "B")
  }
  // snippet.end

  @Test func anAddShowsAtOnceMarkedSavingAndEmptiesTheField() async {
    let (app, service, _) = await loadedList([.callMom])
    await app.play { try app.host.type("Buy milk", into: AccessibilityID.Todos.field) }
    await app.play { try app.host.tap(AccessibilityID.Todos.add) }
    #expect(app.rowTitles == ["Call mom", "Buy milk"])
    #expect(app.savingRows == ["Buy milk"])
    #expect(app.element(AccessibilityID.Todos.field)?.value == "")
    await service.saves.succeed(1)
    await app.host.settle()
    #expect(app.savingRows.isEmpty)
  }

  @Test func theFilterPickerShowsOnlyItsRows() async {
    let (app, _, _) = await loadedList([.callMom, .walkTheDog])
    await app.play { try app.host.pick(TodosScreen.Filter.completed, in: AccessibilityID.Todos.filter) }
    #expect(app.rowTitles == ["Walk the dog"])
    #expect(app.element(AccessibilityID.Todos.filter)?.value == "completed")
    #expect(app.text(AccessibilityID.Todos.counter) == "1 item left")
  }

  @Test func aRowsToggleAndDeleteActOnThatRowOnly() async {
    let (app, service, _) = await loadedList([.callMom, .buyMilk])
    let buyMilk = ElementScope(AccessibilityID.Todos.row, tag: Todo.buyMilk.id)
    await app.play { try app.host.toggle(AccessibilityID.Todos.rowDone, in: buyMilk) }
    #expect(app.savingRows == ["Buy milk"])
    await service.saves.succeed(1)
    await app.play { try app.host.tap(AccessibilityID.Todos.rowDelete, in: buyMilk) }
    #expect(app.rowTitles == ["Call mom"])
    await service.deletions.succeed(1)
  }

  // snippet.mvvm-test-one-source-of-truth-rendered
  @Test func showingARowPushesItsTodoScreenWhereARenameShowsEverywhereAndSoDoesItsRefusal() async {
    let (app, service, router) = await loadedList([.buyMilk])
    await app.play {
      try app.host.tap(AccessibilityID.Todos.rowShow, in: ElementScope(AccessibilityID.Todos.row, tag: Todo.buyMilk.id))
    }
    #expect(router.top?.id == Todo.buyMilk.id)
    #expect(app.element(AccessibilityID.Todo.screen)?.isOnScreen == true)
    #expect(app.element(AccessibilityID.Todos.screen)?.isOnScreen == false, "the list is covered (N1)")

    await app.play { try app.host.type("Buy oat milk", into: AccessibilityID.Todo.field) }
    await app.play { try app.host.tap(AccessibilityID.Todo.save) }
    #expect(app.text(AccessibilityID.Todo.title) == "Buy oat milk")
    #expect(app.rowTitles == ["Buy oat milk"], "the row under it shows the new title too (N3)")

    await service.saves.answer(1, with: .failure(ServerDown()))
    await app.host.settle()
    #expect(app.text(AccessibilityID.Todo.title) == "Buy milk")
    #expect(app.rowTitles == ["Buy milk"])
    #expect(app.text(AccessibilityID.Todo.error) == UserMessage.renameFailed("Buy milk"))

    await app.play { _ = app.host.goBack() }
    #expect(router.top == nil && app.element(AccessibilityID.Todo.screen) == nil)
    #expect(app.text(AccessibilityID.Todos.error) == UserMessage.renameFailed("Buy milk"), "one error line (N6)")
  }
  // snippet.end

  @Test func backShowsTheListAndLoadsNothing() async {
    let service = FakeTodosService()
    let router = TodosRouter(list: TodosViewModel(service: service, makeTodoID: TodoIDs().next))
    let app = await HostedViews(TodosTab(router: router), server: service.server)
    await service.fetches.answer(1, with: .failure(ServerDown()))
    await app.play { try app.host.type("Buy milk", into: AccessibilityID.Todos.field) }
    await app.play { try app.host.tap(AccessibilityID.Todos.add) }
    await service.saves.succeed(1)
    await app.play { try app.host.tap(AccessibilityID.Todos.rowShow) }
    await app.play { _ = app.host.goBack() }
    // The list never loaded, yet a pop reveals it without a load: only the tab's coming loads (N1).
    #expect(service.fetches.count == 1)
  }

  private func loadedList(_ todos: [Todo]) async -> (HostedViews, FakeTodosService, TodosRouter) {
    let service = FakeTodosService()
    let router = TodosRouter(list: TodosViewModel(service: service, makeTodoID: TodoIDs().next))
    let app = await HostedViews(TodosTab(router: router), server: service.server)
    await service.fetches.answer(1, with: .success(todos))
    await app.host.settle()
    return (app, service, router)
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct AppViewTests {
  @Test func theTodosTabCarriesTheBadgeOnceTheListLoaded() async {
    let profiles = FakeProfileService()
    let service = FakeTodosService()
    let router = AppRouter(
      profile: ProfileViewModel(service: profiles), todos: TodosRouter(list: TodosViewModel(service: service)))
    router.select(.todos)
    let app = await HostedViews(AppView(router: router), server: service.server)
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == nil)
    await service.fetches.answer(1, with: .success([.callMom, .walkTheDog, .buyMilk]))
    await app.host.settle()
    #expect(app.element(AccessibilityID.Tab.todos)?.badge == "2")
    #expect(app.element(AccessibilityID.Tab.todos)?.isSelected == true)
    #expect(profiles.fetches.count == 0, "the Profile tab was never selected: it has no view yet")
  }
}
