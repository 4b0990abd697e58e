// The stretch of exercise 11, optional: Retry always loads, the latest load wins, and closing still stops it.
// FEATURE.md: T1 says a Retry replaces the load on its way, which is cancelled quietly; L1 that leaving stops the load.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise11

@MainActor
@Suite(.failsInsteadOfHanging) struct LeavingTheScreenStretchTests {
  @Test func stretchRetryWhileALoadIsOnItsWayReplacesIt() async {
    let (view, server) = freshScreen()
    await view.open()
    await view.retry()
    #expect(server.fetches.count == 2, "Retry always loads, even while a load is on its way (T1)")
    #expect(server.fetches.wasCancelled(1), "the load it replaces is cancelled (T1)")
    #expect(
      described(view.screen) == "loading", "quietly: the indicator stays for the latest load, and no error shows (T1)")
    await server.fetches.answer(2, with: .success([.milk]))
    #expect(described(view.screen) == "[ ] Buy milk", "the latest load's answer shows (T1)")
  }

  @Test func stretchClosingStopsTheLoadThatReplacedAnother() async {
    let (view, server) = freshScreen()
    await view.open()
    await view.retry()
    await view.close()
    #expect(server.fetches.wasCancelled(2), "closing the screen cancels the load on its way, the latest one too (L1)")
    #expect(described(view.screen) == "nothing", "the loading indicator goes, and no error shows for it (L1)")
  }
}

// MARK: - Helpers

/// The screen of a new view model, not opened yet, over a server that holds every answer.
@MainActor
private func freshScreen() -> (PlayedTodos, StretchServer) {
  let server = StretchServer()
  return (PlayedTodos(TodosViewModel(service: server, makeTodoID: { "todo-1" }), server: server.server), server)
}

/// A server whose every request waits for the check's answer; one never answered fails the check.
@MainActor
private final class StretchServer: TodosService {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, [Todo]>
  let saves: HeldEndpoint<Todo, Void>

  init() {
    fetches = server.endpoint("list", answering: [Todo].self)
    saves = server.endpoint("save", of: Todo.self)
  }

  func fetchTodos() async throws -> [Todo] {
    try await fetches.receive(())
  }

  func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }
}

/// The screen in a few words: `[ ] Buy milk; loading; error: …`, or `nothing`.
@MainActor
private func described(_ screen: TodosScreen) -> String {
  let rows = screen.rows.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)\($0.isSaving ? " …saving" : "")" }
  var parts = [rows.joined(separator: ", "), screen.isLoading ? "loading" : ""].filter { !$0.isEmpty }
  if let error = screen.error { parts.append("error: \(error)") }
  return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
}

extension Todo {
  fileprivate static let milk = Todo(id: "milk", title: "Buy milk")
}
