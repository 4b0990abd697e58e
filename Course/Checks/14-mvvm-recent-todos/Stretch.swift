// The stretch of exercise 14: Recent comes back at the next launch, for a learner who found the checks too easy.
// Optional: `course check 14` shows these once the exercise's own checks pass; the README's Stretch says the rule.

import MVVM
import SharedModel
import TestSupport
import Testing

@testable import Exercise14

extension RecentViewModelTests {
  /// The next launch: a new list, whose load the server answers with `todos`, and Recent restored over it.
  func relaunched(from saved: [Todo.ID], loading todos: [Todo]) async -> RecentViewModel {
    let server = FakeTodosRemote()
    let list = TodosViewModel(service: HeldService(remote: server)) { "todo-1" }
    let recent = RecentViewModel(list: list, restoring: saved)
    await server.server.run { await list.loadIfNeeded() }
    await server.fetches.answer(1, with: .success(todos))
    return recent
  }

  @Test func stretchRecentComesBackAsItWas() async {
    let (_, recent, _) = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { recent.opened(todo.id) }
    let next = await relaunched(from: recent.saved, loading: Self.server)
    #expect(next.rows == recent.rows, "the same server, the same rows")
  }

  @Test func stretchRecentComesBackOverTheListAsItIsNow() async {
    let (list, recent, server) = await loaded()
    for todo in [Self.milk, Self.dog, Self.mom, Self.rent] { recent.opened(todo.id) }
    await server.server.run { await list.delete(Self.rent.id) }
    let saved = recent.saved
    var now = [Self.plants, Self.mom, Self.dog, Self.milk]
    now[1].title = "Call dad"
    let next = await relaunched(from: saved, loading: now)
    #expect(
      next.rows.map(\.title) == ["Call dad", "Walk the dog", "Buy milk"],
      "the server deleted Pay rent, and renamed Call mom, since the app quit")
    await server.deletions.succeed(1)
  }
}
