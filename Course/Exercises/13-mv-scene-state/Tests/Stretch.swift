// The stretch of exercise 13, optional: the quick-add keeps T6 like every screen over the list, and what it
// keeps is observed key by key, as SwiftUI observes each `@SceneStorage`: typing redraws the field, and only it.

import MV
import Observation
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
    let view = app.open()
    view.type("Call mom")
    await app.server.server.run { await view.add() }
    #expect(app.server.saves.count == 0, "while the app's list loads, Add sends nothing (T6)")
    #expect(view.shownField == "Call mom", "and the field keeps its text (T6)")
    #expect(view.shownError == nil, "with no error: a gesture that does nothing leaves the error line alone (T10)")
    await app.server.fetches.answer(1, with: .success([]))
  }

  @Test func stretchTypingRedrawsWhatReadsTheFieldAndOnlyThat() {
    let app = App()
    let view = app.open()
    let fieldRead = Flag()
    let errorRead = Flag()
    withObservationTracking {
      _ = view.shownField
    } onChange: {
      fieldRead.raise()
    }
    withObservationTracking {
      _ = view.shownError
    } onChange: {
      errorRead.raise()
    }
    view.type("Call mom")
    #expect(
      fieldRead.isRaised,
      "what reads the field is told when the user types: the screen redraws it (the stretch: typing redraws only the field)"
    )
    #expect(
      !errorRead.isRaised,
      "what reads only the error line is not told: typing doesn't redraw it (the stretch: typing redraws only the field)"
    )
  }
}
