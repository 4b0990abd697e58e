// The stretch of exercise 14: what a launch saved in unusual moments, for a learner who found the checks too easy.
// Optional: `course check 14` shows these once the exercise's own checks pass; the README's Stretch says the rule.

import Foundation
import MVVM
import SharedModel
import TestSupport
import Testing

@testable import Exercise14

extension RecentViewModelTests {
  @Test func stretchATodoBeingDeletedWhenTheAppQuitStaysHidden() async {
    let (list, recent, server) = await openedFour()
    await server.server.run { await list.delete(Self.mom.id) }
    let (_, next, nextServer) = await launched(from: recent.saved)
    #expect(
      titles(next) == ["Pay rent", "Walk the dog", "Buy milk"],
      "Call mom was being deleted when the app quit: Recent didn't show it")
    await nextServer.fetches.answer(1, with: .success(Self.server))
    #expect(
      titles(next) == ["Pay rent", "Call mom", "Walk the dog"],
      "the deletion never reached the server: Call mom is on the list, in its place")
    await server.deletions.succeed(1)
  }

  @Test func stretchWhatThePreviousVersionSavedStillComesBack() async throws {
    let previous = try JSONEncoder().encode([Self.rent.id, Self.mom.id, Self.dog.id, Self.milk.id])
    let (_, next, server) = await launched(from: previous)
    #expect(next.rows.isEmpty, "the previous version saved the order alone: nothing to show before the list loads")
    await server.fetches.answer(1, with: .success(Self.server))
    #expect(titles(next) == ["Pay rent", "Call mom", "Walk the dog"], "the order it saved, once the list loads")
  }
}
