// The stretch of exercise 04: opening the list again loads only when nothing is shown and nothing is on its way
// (T1), for a learner who found the checks too easy. Optional: `course check 4` shows these once the exercise's
// own checks pass; the README's Stretch says the rule.

import SharedModel
import Testing

@testable import Exercise04

@MainActor
@Suite struct Stretch {
  @Test func stretchOpeningAgainLoadsNothingOnceAListIsShown() async {
    let (rows, rowsService) = makeView(answers: [.success(TodoPage([.buyMilk]))])
    await rows.open()
    await rows.open()
    #expect(rowsService.fetches == 1, "a list is shown: opening again loads nothing (T1)")

    let (empty, emptyService) = makeView(answers: [.success(TodoPage([]))])
    await empty.open()
    await empty.open()
    #expect(emptyService.fetches == 1, "an empty list is a list shown too: opening again loads nothing (T1)")

    let (refreshed, refreshedService) = makeView(answers: [
      .success(TodoPage([.buyMilk])), .failure(ServerFailure()),
    ])
    await refreshed.open()
    await refreshed.refresh()
    await refreshed.open()
    #expect(
      refreshedService.fetches == 2,
      "a failed refresh keeps the rows on screen, so opening again loads nothing: Retry is the way (T1)")
  }

  @Test func stretchOpeningAgainAfterAFailedFirstLoadLoadsAgain() async {
    let (view, service) = makeView(answers: [.failure(ServerFailure()), .success(TodoPage([.buyMilk]))])
    await view.open()
    await view.open()
    #expect(service.fetches == 2, "no list has loaded yet: opening again loads (T1)")
    #expect(shown(view.screen) == "Buy milk", "and shows the rows, with no error (T1)")
  }

  @Test func stretchOpeningWhileTheListIsOnItsWayLoadsNothing() async {
    let (view, service) = makeView(answers: [.success(TodoPage([.buyMilk])), .success(TodoPage([.callMom]))])
    service.duringNextFetch = { await view.open() }
    await view.open()
    #expect(service.fetches == 1, "a load is on its way: opening again loads nothing (T1)")
    #expect(shown(view.screen) == "Buy milk", "and the screen shows the answer of the one load (T1)")
  }
}
