// The checks of exercise 14: Recent shows the three todos opened last among those on the list, as the list shows them.

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise14

/// The check's server, as the service `TodosViewModel` is given: every answer waits for the check.
struct HeldService: TodosService {
  let remote: FakeTodosRemote

  func fetchTodos() async throws -> [Todo] { try await remote.fetchTodos() }
  func save(_ todo: Todo) async throws { try await remote.save(todo) }
  func delete(_ ids: [Todo.ID]) async throws { try await remote.delete(ids) }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct RecentViewModelTests {
  static let milk = Todo(id: "server-1", title: "Buy milk")
  static let dog = Todo(id: "server-2", title: "Walk the dog", isDone: true)
  static let mom = Todo(id: "server-3", title: "Call mom")
  static let rent = Todo(id: "server-4", title: "Pay rent")
  static let plants = Todo(id: "server-5", title: "Water the plants")
  static let server = [milk, dog, mom, rent, plants]

  /// A list loaded with the server's five todos, and its Recent screen.
  func loaded() async -> (TodosViewModel, RecentViewModel, FakeTodosRemote) {
    let server = FakeTodosRemote()
    let list = TodosViewModel(service: HeldService(remote: server)) { "todo-1" }
    await server.server.run { await list.loadIfNeeded() }
    await server.fetches.answer(1, with: .success(Self.server))
    return (list, RecentViewModel(list: list), server)
  }

  /// The titles Recent shows, top first.
  func titles(_ recent: RecentViewModel) -> [String] { recent.rows.map(\.title) }

  /// Retry under the list: the server answers with `todos`.
  func reload(_ list: TodosViewModel, _ server: FakeTodosRemote, with todos: [Todo]) async {
    await server.server.run { await list.retry() }
    await server.fetches.answerNext(with: .success(todos))
  }

  @Test func theThreeOpenedLastShowMostRecentFirst() async {
    let (_, recent, _) = await loaded()
    #expect(recent.rows.isEmpty, "nothing opened yet: nothing to show")
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { recent.opened(todo.id) }
    #expect(titles(recent) == ["Pay rent", "Call mom", "Walk the dog"], "the three opened last, the last one on top")
  }

  @Test func openingATodoAgainTakesItToTheTop() async {
    let (_, recent, _) = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.milk] { recent.opened(todo.id) }
    #expect(titles(recent) == ["Buy milk", "Call mom", "Walk the dog"], "a todo opened again is on top, once")
  }

  @Test func aChangeMadeOnTheListShowsInRecent() async {
    let (list, recent, server) = await loaded()
    recent.opened(Self.milk.id)
    recent.opened(Self.dog.id)
    await server.server.run { await list.toggle(Self.milk.id) }
    #expect(
      recent.rows.last == TodosScreen.Row(id: Self.milk.id, title: "Buy milk", isDone: true, isSaving: true),
      "the list shows Buy milk done and saving: so does Recent (N3)")
    await server.server.run { await list.rename(Self.dog.id, to: "Walk the cat") }
    #expect(recent.rows.first?.title == "Walk the cat", "a rename on its way shows in Recent (N3)")
    await server.saves.succeed(1)
    #expect(
      recent.rows.last == TodosScreen.Row(id: Self.milk.id, title: "Buy milk", isDone: true, isSaving: false),
      "once the server has answered, Buy milk is done and no longer saving")
    await server.saves.answer(2, with: .failure(ServerDown()))
    #expect(titles(recent) == ["Walk the dog", "Buy milk"], "a refused rename shows the old title again (N3)")
  }

  @Test func aTodoBeingDeletedLeavesRecentAtOnce() async {
    let (list, recent, server) = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { recent.opened(todo.id) }
    await server.server.run { await list.delete(Self.mom.id) }
    #expect(titles(recent) == ["Pay rent", "Walk the dog", "Buy milk"], "the list hides Call mom at once (T5)")
    await server.deletions.succeed(1)
    #expect(titles(recent) == ["Pay rent", "Walk the dog", "Buy milk"], "and the server agrees")
  }

  @Test func aRefusedDeleteBringsTheTodoBackInItsPlace() async {
    let (list, recent, server) = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { recent.opened(todo.id) }
    await server.server.run { await list.delete(Self.mom.id) }
    #expect(!titles(recent).contains("Call mom"), "the list hides Call mom at once (T5)")
    await server.deletions.answer(1, with: .failure(ServerDown()))
    #expect(titles(recent) == ["Pay rent", "Call mom", "Walk the dog"], "the server refuses: Call mom is back (T5)")
  }

  @Test func aReloadChangesWhatIsOnTheListNotTheOrderOfRecent() async {
    let (list, recent, server) = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { recent.opened(todo.id) }
    await reload(list, server, with: [Self.plants, Self.mom, Self.dog, Self.milk])
    #expect(
      titles(recent) == ["Call mom", "Walk the dog", "Buy milk"],
      "the server no longer has Pay rent, and keeps the others in another order (T12)")
    await reload(list, server, with: Self.server)
    #expect(titles(recent) == ["Pay rent", "Call mom", "Walk the dog"], "the server has Pay rent again (T12)")
  }

  @Test func filteringTheListHidesNothingFromRecent() async {
    let (list, recent, _) = await loaded()
    recent.opened(Self.milk.id)
    recent.opened(Self.dog.id)
    list.filter = .active
    #expect(titles(recent) == ["Walk the dog", "Buy milk"], "Walk the dog is done, and still in Recent")
  }

  @Test func aTodoAddedThenRefusedLeavesRecent() async {
    let (list, recent, server) = await loaded()
    recent.opened(Self.milk.id)
    list.field = "Feed the cat"
    await server.server.run { await list.add() }
    recent.opened("todo-1")
    #expect(
      recent.rows.first == TodosScreen.Row(id: "todo-1", title: "Feed the cat", isDone: false, isSaving: true),
      "a todo added and opened at once shows on top, saving (T3)")
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(titles(recent) == ["Buy milk"], "the server refuses it: it is no longer on the list (T3)")
  }
}
