// The checks of exercise 14: the Todo screen and the list show the same todo after every step (N3).

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
@Suite(.failsInsteadOfHanging) struct DetailViewModelTests {
  static let milk = Todo(id: "server-1", title: "Buy milk")
  static let dog = Todo(id: "server-2", title: "Walk the dog", isDone: true)

  /// A list loaded with two todos, and the Todo screen of the first.
  func shown() async -> (TodosViewModel, DetailViewModel, FakeTodosRemote) {
    let server = FakeTodosRemote()
    let list = TodosViewModel(service: HeldService(remote: server)) { "todo-1" }
    await server.server.run { await list.loadIfNeeded() }
    await server.fetches.answer(1, with: .success([Self.milk, Self.dog]))
    return (list, DetailViewModel(id: Self.milk.id, list: list), server)
  }

  func row(_ list: TodosViewModel) -> Todo? { list.todos.first { $0.id == Self.milk.id } }

  @Test func aToggleMadeOnTheListShowsOnTheTodoScreen() async {
    let (list, detail, server) = await shown()
    await server.server.run { await list.toggle(Self.milk.id) }
    #expect(detail.isDone, "the list shows the todo done: so must its Todo screen (N3)")
    #expect(detail.isSaving, "and marked saving (N3)")
    await server.saves.succeed(1)
  }

  @Test func aRenameShowsTrimmedOnBothScreens() async {
    let (list, detail, server) = await shown()
    detail.field = "  Buy oat milk  "
    await server.server.run { await detail.save() }
    #expect(row(list)?.title == "Buy oat milk", "the list shows the title trimmed (N4)")
    #expect(detail.title == "Buy oat milk", "and so does the Todo screen (N3)")
    await server.saves.succeed(1)
    #expect(detail.title == row(list)?.title, "once saved, both screens show the same title (N3)")
  }

  @Test func aRefusedRenameBringsTheOldTitleBackOnBothScreens() async {
    let (list, detail, server) = await shown()
    detail.field = "Buy oat milk"
    await server.server.run { await detail.save() }
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(row(list)?.title == "Buy milk", "the refusal brings the old title back on the list (N4)")
    #expect(detail.title == "Buy milk", "and on the Todo screen (N3)")
    #expect(detail.errorMessage == UserMessage.renameFailed("Buy milk"), "whose error line is the list's (N6)")
  }

  @Test func aToggleWhileTheTodoIsSavingChangesNothingAnywhere() async {
    let (list, detail, server) = await shown()
    await server.server.run { await detail.toggle() }
    #expect(detail.isDone && row(list)?.isDone == true, "the first toggle shows at once on both screens (N3, N5)")
    await server.server.run { await detail.toggle() }
    #expect(server.saves.count == 1, "while the todo is saving, a toggle sends nothing (T6)")
    #expect(detail.isDone == row(list)?.isDone, "and both screens still agree (N3)")
    await server.saves.succeed(1)
  }

  @Test func aTitleTheRulesRefuseChangesNothingAnywhere() async {
    let (list, detail, server) = await shown()
    detail.field = "   "
    await server.server.run { await detail.save() }
    #expect(server.saves.count == 0, "a refused title sends nothing (T2)")
    #expect(detail.title == "Buy milk" && row(list)?.title == "Buy milk", "and shows nowhere (N3)")
    #expect(detail.field == "   ", "the field keeps what was typed (N4)")
  }
}
