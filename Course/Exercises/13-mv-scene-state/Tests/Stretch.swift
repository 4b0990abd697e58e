// The stretch of exercise 13, optional: the quick-add keeps T6 like every screen over the list, and typing
// evaluates the body that made the field, and only it: the window that keeps the screen's state is left alone.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise13

@MainActor
@Suite(.failsInsteadOfHanging) struct QuickAddViewStretchTests {
  @Test func stretchWhileTheListLoadsAddDoesNothing() async {
    let app = App()
    await app.server.server.run { _ = await app.list.load() }
    await app.type("Call mom")
    await app.tap(QuickAddID.add)
    #expect(app.server.saves.count == 0, "while the app's list loads, Add sends nothing (T6)")
    #expect(app.field == "Call mom", "and the field keeps its text (T6)")
    #expect(app.error == nil, "with no error: a gesture that does nothing leaves the error line alone (T10)")
    await app.server.fetches.answer(1, with: .success([]))
  }

  @Test func stretchTypingEvaluatesTheScreenAlone() async {
    let app = App()
    app.host.resetBodyCounts()
    await app.type("Call mom")
    // Whichever view makes the field, that one body is the only one typing evaluates, and only once.
    #expect(
      app.host.bodyCounts.count == 1 && app.host.bodyCounts.values.first == 1,
      "typing evaluates one body, once: the one that made the field (the stretch: typing redraws only the field)")
  }
}
