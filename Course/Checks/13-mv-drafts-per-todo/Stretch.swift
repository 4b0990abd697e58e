// The stretch of exercise 13, optional: the quick-rename keeps T6 like every screen over the list, and typing
// evaluates the body that made the field, and only it: the window that keeps the screens' state is left alone.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise13

@MainActor
@Suite(.failsInsteadOfHanging) struct QuickRenameViewStretchTests {
  @Test func stretchWhileTheListLoadsSaveDoesNothing() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.server.server.run { _ = await app.list.load() }
    await app.type("Buy oat milk")
    await app.tap(QuickRenameID.save)
    #expect(app.server.saves.count == 0, "while the app's list loads, Save sends nothing (T6)")
    #expect(app.field == "Buy oat milk", "and the field keeps its text (T6)")
    #expect(app.error == nil, "with no error: a gesture that does nothing leaves the error line alone (T10)")
    await app.server.fetches.answer(2, with: .success([.buyMilk, .callMom]))
  }

  @Test func stretchTypingEvaluatesTheScreenAlone() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    app.host.resetBodyCounts()
    await app.type("Buy oat milk")
    // Whichever view makes the field, that one body is the only one typing evaluates, and only once.
    #expect(
      app.host.bodyCounts.count == 1 && app.host.bodyCounts.values.first == 1,
      "typing evaluates one body, once: the one that made the field (the stretch: typing evaluates only the field's view)"
    )
  }
}
