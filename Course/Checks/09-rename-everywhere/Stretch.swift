// The stretch of exercise 09: rule N4's rename that changes nothing, for a learner who found the checks too easy.
// Optional: `course check 9` shows these once the exercise's own checks pass, for each of the three versions.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise09

@MainActor
@Suite(.failsInsteadOfHanging) struct Stretch {
  @Test(arguments: Version.all)
  func stretchARenameToTheSameTitleSendsNothing(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: "  Buy milk ")
    #expect(server.saves.requests == [], "a valid title equal to the current one, once trimmed, sends nothing (N4)")
    #expect(
      screen.screen.rows.map(\.isSaving) == [false], "and marks nothing saving: there is nothing to wait for (N4)")
    await server.saveAll()
  }

  @Test(arguments: Version.all)
  func stretchARenameToTheSameTitleLeavesTheErrorLineAlone(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk, .walkTheDog])
    await screen.toggle(Todo.walkTheDog.id)
    await server.saves.answer(1, with: .failure(SavingServer.Refused()))
    await screen.rename(Todo.buyMilk.id, to: "Buy milk")
    #expect(
      screen.screen.error == "Couldn't update “Walk the dog”.",
      "a rename that sends nothing leaves the error line as it was (N4, T10)")
    await server.saveAll(from: 2)
  }
}
