// The checks of exercise 11: the screen closes while a todo is saving, and the save goes on without it.
// Lesson 06; the fake server holds every answer until the check gives it, and fails the check instead of hanging.

import Foundation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise11

@MainActor
@Suite(.failsInsteadOfHanging) struct LeavingTheScreenTests {
  @Test func anAddShowsTheTodoAtOnceMarkedSavingThenLosesTheMark() async {
    let (view, server) = await openedOnALoadedList()
    await view.type("Call mom")
    await view.add()
    #expect(
      shown(view.screen) == "[ ] Buy milk, [ ] Call mom …saving", "the new todo shows at once, marked saving (T3)")
    #expect(server.saves.requests == [.callMom], "and is sent to the server (T3)")
    await server.saves.succeed(1)
    #expect(shown(view.screen) == "[ ] Buy milk, [ ] Call mom", "once saved, the mark goes (T3)")
  }

  @Test func closingMidSaveDoesntCancelTheSave() async {
    let (view, server) = await openedOnALoadedList()
    await add("Call mom", on: view, server)
    await close(view, server)
    #expect(!server.saves.wasCancelled(1), "the save is the user's change, not the screen's work: it goes on (L2)")
    await server.saves.succeed(1)
  }

  @Test func aSaveAnsweredWhileTheScreenIsClosedLosesItsMark() async {
    let (view, server) = await openedOnALoadedList()
    await add("Call mom", on: view, server)
    await close(view, server)
    await server.saves.succeed(1)
    #expect(
      shown(view.screen) == "[ ] Buy milk, [ ] Call mom",
      "the answer applies while the screen is closed: the saving mark goes, it doesn't stay forever (L2)")
  }

  @Test func aRefusalWhileTheScreenIsClosedRollsBackAndGivesTheTitleBack() async {
    let (view, server) = await openedOnALoadedList()
    await add("Call mom", on: view, server)
    await close(view, server)
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      shown(view.screen) == "[ ] Buy milk; field: Call mom; error: Couldn't add “Call mom”.",
      "the refused todo leaves the list, its title comes back to the field, and the error line says so (T3, L2)")
  }

  @Test func aRefusalWhileTheScreenIsClosedKeepsWhatWasTypedSince() async {
    let (view, server) = await openedOnALoadedList()
    await add("Call mom", on: view, server)
    await view.type("Walk the dog")
    await close(view, server)
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      shown(view.screen) == "[ ] Buy milk; field: Walk the dog; error: Couldn't add “Call mom”.",
      "the field keeps what was typed since: nothing typed is lost (T3)")
  }

  @Test func reopeningShowsTheAnswerThatCameWhileTheScreenWasClosed() async {
    let server = FakeTodosServer()
    let viewModel = makeViewModel(server)
    let view = await openedOnALoadedList(viewModel, server)
    await add("Call mom", on: view, server)
    await close(view, server)
    await server.saves.succeed(1)
    // SwiftUI makes a new view each time the screen opens, over the view model the app kept.
    let reopened = PlayedTodos(viewModel, server: server.server)
    await reopened.open()
    #expect(server.fetches.count == 1, "the list is shown already: opening again loads nothing (L3, T1)")
    #expect(shown(reopened.screen) == "[ ] Buy milk, [ ] Call mom", "the new view shows the todo, saved, no mark (L3)")
  }

  @Test func closingMidLoadCancelsTheLoadQuietly() async {
    let server = FakeTodosServer()
    let view = PlayedTodos(makeViewModel(server), server: server.server)
    await view.open()
    #expect(view.screen.isLoading, "the list is loading (T1)")
    await close(view, server)
    #expect(server.fetches.wasCancelled(1), "closing the screen cancels its load (L1)")
    #expect(shown(view.screen) == "nothing", "the loading indicator goes, and no error shows for it (L1)")
  }

  @Test func closingCancelsTheLoadButNotTheSave() async {
    let (view, server) = await openedOnALoadedList()
    await add("Call mom", on: view, server)
    await view.retry()
    await close(view, server)
    #expect(server.fetches.wasCancelled(2), "the reload was the screen's: closing cancels it (L1)")
    #expect(!server.saves.wasCancelled(1), "the save was the user's: closing leaves it be (L2)")
    await server.saves.succeed(1)
    #expect(
      shown(view.screen) == "[ ] Buy milk, [ ] Call mom", "the save's answer lands; no loading, no error (L1, L2)")
  }

  // MARK: - Helpers

  /// The screen of a new view model, opened, with its list loaded: `Buy milk`.
  private func openedOnALoadedList() async -> (PlayedTodos, FakeTodosServer) {
    let server = FakeTodosServer()
    return (await openedOnALoadedList(makeViewModel(server), server), server)
  }

  /// The screen of `viewModel`, opened, with its list loaded: `Buy milk`.
  private func openedOnALoadedList(_ viewModel: TodosViewModel, _ server: FakeTodosServer) async -> PlayedTodos {
    let view = PlayedTodos(viewModel, server: server.server)
    await view.open()
    await server.fetches.answer(1, with: .success([.buyMilk]))
    return view
  }

  /// A view model over `server`, as the app keeps it, above every view of the screen.
  private func makeViewModel(_ server: FakeTodosServer) -> TodosViewModel {
    TodosViewModel(service: server, makeTodoID: { "todo-1" })
  }

  /// Types `title` and taps Add; the save waits for the check's answer.
  private func add(_ title: String, on view: PlayedTodos, _ server: FakeTodosServer) async {
    await view.type(title)
    await view.add()
  }

  /// Closes the screen: the view leaves the screen, as when the user navigates away.
  private func close(_ view: PlayedTodos, _ server: FakeTodosServer) async {
    await view.close()
  }
}

/// A server whose every request waits for the check's answer; one never answered fails the check.
@MainActor
private final class FakeTodosServer: TodosService {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, [Todo]>
  let saves: HeldEndpoint<Todo, Void>

  init() {
    fetches = server.endpoint("list", answering: [Todo].self)
    saves = server.endpoint("save", of: Todo.self)
  }

  @MainActor
  func fetchTodos() async throws -> [Todo] {
    try await fetches.receive(())
  }

  @MainActor
  func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }
}

/// The screen in a few words: `[ ] Buy milk, [ ] Call mom …saving; field: …; error: …`, or `nothing`.
@MainActor
func shown(_ screen: TodosScreen) -> String {
  let rows = screen.rows.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)\($0.isSaving ? " …saving" : "")" }
  var parts = [rows.joined(separator: ", "), screen.isLoading ? "loading" : ""].filter { !$0.isEmpty }
  if !screen.field.isEmpty { parts.append("field: \(screen.field)") }
  if let error = screen.error { parts.append("error: \(error)") }
  return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
}

extension Todo {
  fileprivate static let buyMilk = Todo(id: "milk", title: "Buy milk")
  fileprivate static let callMom = Todo(id: "todo-1", title: "Call mom")
}

/// The idea, not only the behaviour. Once a save can't be cancelled by the screen, a branch for its
/// cancellation can never run: left in, it tells the next reader the save can still be cut short.
@Suite struct TheIdeaTests {
  @Test func noBranchIsLeftForACancellationThatNoLongerReachesTheSave() throws {
    // The code this check runs with: the starting point, or the reference solution in the course's CI.
    let folder = ProcessInfo.processInfo.environment["ARCHLAB_COURSE"] == "solutions" ? "Solutions" : "Exercises"
    let checks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = checks.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("\(folder)/\(checks.lastPathComponent)/Sources/TodosViewModel.swift")
    let code = try String(contentsOf: source, encoding: .utf8).split(separator: "\n")
      .map { $0.components(separatedBy: "//")[0] }.joined(separator: "\n")
    // `catch is CancellationError`, `catch let error as CancellationError`: any catch that names it.
    let catchesACancellation = code.contains(/catch\b[^{]*\bCancellationError\b/)
    #expect(
      !catchesACancellation,
      "the save is the view model's own now: a `catch is CancellationError` around it is dead code (the task: no branch for a cancellation that no longer reaches the save)"
    )
  }
}
