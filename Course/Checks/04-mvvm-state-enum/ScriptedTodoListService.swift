// A fake TodoListService that gives the answers it was told, in order, and notes the screen during each request.
// Lesson 07: reading the screen from inside the request sees the in-between state without timing tricks.

import SharedModel
import TestSupport

@testable import Exercise04

/// Answers each fetch with the next of `answers`; while a fetch is in flight, records what `whileLoading` returns.
///
/// A gesture set in `duringNextFetch` runs while the next fetch is on its way, before it answers: its own
/// requests answer first, so `answers` lists the answers in the order they arrive. It runs in a task of its
/// own, as SwiftUI runs a button's action or a pull's `.refreshable`: cancelling the fetch on its way
/// cancels that fetch, not the gesture.
@MainActor
final class ScriptedTodoListService: TodoListService {
  private var answers: [Result<TodoPage, any Error>]
  /// Reads the screen; called at the start of every fetch.
  var whileLoading: () -> TodoListScreen = { TodoListScreen() }
  /// Runs once, during the next fetch, before it answers: a gesture made while the page is on its way.
  var duringNextFetch: @MainActor () async -> Void = {}
  /// The screen as it was during each fetch, in order.
  private(set) var screensWhileLoading: [TodoListScreen] = []
  /// The page numbers asked for, in order.
  private(set) var pagesAsked: [Int] = []
  /// How many fetches reached the server.
  var fetches: Int { pagesAsked.count }

  init(answers: [Result<TodoPage, any Error>]) {
    self.answers = answers
  }

  @MainActor
  func fetchPage(_ number: Int) async throws -> TodoPage {
    pagesAsked.append(number)
    screensWhileLoading.append(whileLoading())
    let gesture = duringNextFetch
    duringNextFetch = {}
    await Task { await gesture() }.value
    guard !answers.isEmpty else { throw ServerFailure() }
    return try answers.removeFirst().get()
  }
}

/// A page server whose answers the check gives, one request at a time, in any order (lesson 07): for the
/// moments a scripted order can't reach, a page of an old load answering while the new load asks for its own.
@MainActor
final class HeldPages: TodoListService {
  let server = FakeServer()
  let pages: HeldEndpoint<Int, TodoPage>

  init() {
    pages = server.endpoint("page", of: Int.self, answering: TodoPage.self)
  }

  func fetchPage(_ number: Int) async throws -> TodoPage {
    try await pages.receive(number)
  }
}
