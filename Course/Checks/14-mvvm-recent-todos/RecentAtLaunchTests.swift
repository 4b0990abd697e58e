// The checks of exercise 14 at launch: until the list has loaded, Recent shows what it showed when the app last quit.

import Foundation
import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise14

extension RecentViewModelTests {
  /// The next launch, from what `saved` held: a new list, whose load is on its way, and Recent restored over it.
  func launched(from saved: Data) async -> (TodosViewModel, RecentViewModel, FakeTodosRemote) {
    let server = FakeTodosRemote()
    let list = TodosViewModel(service: HeldService(remote: server)) { "todo-1" }
    let recent = RecentViewModel(list: list, restoring: saved)
    await server.server.run { await list.loadIfNeeded() }
    return (list, recent, server)
  }

  /// A launch where the user opened Buy milk, Walk the dog, Call mom and Pay rent, in that order.
  func openedFour() async -> (TodosViewModel, RecentViewModel, FakeTodosRemote) {
    let launch = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { launch.1.opened(todo.id) }
    return launch
  }

  /// The launch after one where the user opened Buy milk, Walk the dog, Call mom and Pay rent, then quit:
  /// what Recent showed when the app quit, and the new launch, its list on its way.
  func launchedAfterOpeningFour() async -> (
    shown: [TodosScreen.Row], list: TodosViewModel, next: RecentViewModel, server: FakeTodosRemote
  ) {
    let (_, recent, _) = await openedFour()
    let (list, next, server) = await launched(from: recent.saved)
    return (recent.rows, list, next, server)
  }

  /// `row` with no saving mark.
  func notSaving(_ row: TodosScreen.Row) -> TodosScreen.Row {
    TodosScreen.Row(id: row.id, title: row.title, isDone: row.isDone)
  }

  @Test func whatRecentShowedComesBackBeforeTheListLoads() async {
    let (_, recent, _) = await openedFour()
    let server = FakeTodosRemote()
    let list = TodosViewModel(service: HeldService(remote: server)) { "todo-1" }
    let next = RecentViewModel(list: list, restoring: recent.saved)
    #expect(
      next.rows == recent.rows, "the Todos screen hasn't appeared yet: Recent shows what it showed when the app quit")
    await server.server.run { await list.loadIfNeeded() }
    #expect(next.rows == recent.rows, "the list is on its way: Recent still shows what it showed")
    await server.fetches.answer(1, with: .success(Self.server))
  }

  @Test func noSavingMarkComesBack() async {
    let (list, recent, server) = await loaded()
    recent.opened(Self.milk.id)
    recent.opened(Self.dog.id)
    await server.server.run { await list.toggle(Self.milk.id) }
    await server.server.run { await list.rename(Self.dog.id, to: "Walk the cat") }
    let (_, next, nextServer) = await launched(from: recent.saved)
    #expect(
      next.rows == recent.rows.map(notSaving),
      "the titles and done marks Recent showed when the app quit, and nothing on its way at this launch")
    await nextServer.fetches.answer(1, with: .success(Self.server))
    await server.saves.succeed(1)
    await server.saves.succeed(2)
  }

  @Test func onceTheListHasLoadedItSaysWhatEachTodoIs() async {
    let (_, _, next, server) = await launchedAfterOpeningFour()
    var now = [Self.plants, Self.mom, Self.dog, Self.milk]
    now[1].title = "Call dad"
    await server.fetches.answer(1, with: .success(now))
    #expect(
      titles(next) == ["Call dad", "Walk the dog", "Buy milk"],
      "the server deleted Pay rent, and renamed Call mom, since the app quit")
  }

  @Test func aLoadThatFailsLeavesWhatRecentShowed() async {
    let (shown, list, next, server) = await launchedAfterOpeningFour()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    #expect(next.rows == shown, "the list failed to load: Recent still shows what it showed")
    var now = Self.server
    now[3].isDone = true
    await reload(list, server, with: now)
    #expect(
      next.rows.first == TodosScreen.Row(id: Self.rent.id, title: "Pay rent", isDone: true),
      "the list has loaded at last: Recent shows it")
  }

  @Test func aTodoAddedBeforeTheListLoadsShowsAsTheListShowsIt() async {
    let (_, list, next, server) = await launchedAfterOpeningFour()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    list.field = "Feed the cat"
    await server.server.run { await list.add() }
    next.opened("todo-1")
    #expect(
      next.rows == [
        TodosScreen.Row(id: "todo-1", title: "Feed the cat", isDone: false, isSaving: true),
        TodosScreen.Row(id: Self.rent.id, title: "Pay rent", isDone: false),
        TodosScreen.Row(id: Self.mom.id, title: "Call mom", isDone: false),
      ],
      "a todo added and opened at once shows on top, saving (T3), over what Recent showed when the app quit")
    await server.saves.succeed(1)
  }

  @Test func aTodoAddedBeforeTheListLoadsThenRefusedGivesItsPlaceBack() async {
    let (shown, list, next, server) = await launchedAfterOpeningFour()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    list.field = "Feed the cat"
    await server.server.run { await list.add() }
    next.opened("todo-1")
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      next.rows == shown,
      "the server refused Feed the cat, which left the list: the rows Recent showed when the app quit come back, all three"
    )
  }

  @Test func aListThatLoadsEmptyEmptiesRecent() async {
    let (_, _, next, server) = await launchedAfterOpeningFour()
    await server.fetches.answer(1, with: .success([]))
    #expect(next.rows.isEmpty, "the server has no todo left: the list has loaded, and none of them is on it")
  }

  @Test func aTodoOpenedBeforeTheListLoadsGoesToTheTop() async {
    let (_, _, next, server) = await launchedAfterOpeningFour()
    next.opened(Self.dog.id)
    #expect(titles(next) == ["Walk the dog", "Pay rent", "Call mom"], "Walk the dog, opened again, is on top")
    next.opened(Self.plants.id)
    #expect(
      titles(next) == ["Walk the dog", "Pay rent", "Call mom"],
      "Recent didn't show Water the plants when the app quit: it has nothing to show of it yet")
    await server.fetches.answer(1, with: .success(Self.server))
    #expect(titles(next) == ["Water the plants", "Walk the dog", "Pay rent"], "the list has loaded")
  }

  @Test func aLaunchThatQuitsBeforeItsListLoadsKeepsWhatItShowed() async {
    let (_, _, second, server) = await launchedAfterOpeningFour()
    second.opened(Self.dog.id)
    await server.fetches.answer(1, with: .failure(ServerDown()))
    let (_, third, thirdServer) = await launched(from: second.saved)
    #expect(
      titles(third) == ["Walk the dog", "Pay rent", "Call mom"],
      "the launch before quit before its list loaded: what it showed comes back")
    await thirdServer.fetches.answer(1, with: .success(Self.server))
    #expect(titles(third) == ["Walk the dog", "Pay rent", "Call mom"], "and the order it kept, once the list loads")
  }

  @Test func whatCannotBeReadGivesAFirstLaunch() async {
    let (_, recent, server) = await launched(from: Data("not what Recent saves".utf8))
    #expect(recent.rows.isEmpty, "nothing could be read: nothing to show")
    await server.fetches.answer(1, with: .success(Self.server))
    recent.opened(Self.milk.id)
    #expect(titles(recent) == ["Buy milk"], "and Recent works as at a first launch")
  }
}
