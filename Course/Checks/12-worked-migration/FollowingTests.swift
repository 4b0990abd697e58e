// The checks of exercise 12 on what the view model does with the changes made to the name elsewhere, on another
// device: the same on both screens, before the migration and after it.

import SwiftUISubset
import TestSupport
import Testing

@testable import Exercise12

/// The changes made elsewhere: when the screen asks for them, what it shows of them, and when it stops.
@MainActor
@Suite(.failsInsteadOfHanging) struct FollowingTests {
  @Test(arguments: Version.all)
  func aChangeMadeElsewhereShows(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    #expect(server.changes.waiting == 1, "with the name shown, the screen waits for a change made elsewhere")
    await server.changes.answerNext(with: .success("Grace"))
    #expect(screen.shown == "saved: Grace, field: Grace", "the change shows, in the field too")
    #expect(server.changes.waiting == 1, "and the screen waits for the next one, one request at a time")
    await server.changes.answerNext(with: .success("Lin"))
    #expect(screen.shown == "saved: Lin, field: Lin", "then the next")
  }

  @Test(arguments: Version.all)
  func theFieldFollowsWhileItHoldsTheNameKept(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type("Bob")
    await server.changes.answerNext(with: .success("Grace"))
    #expect(screen.shown == "saved: Grace, field: Bob", "what the user typed stays in the field")
    await screen.type("Grace")
    await server.changes.answerNext(with: .success("Lin"))
    #expect(screen.shown == "saved: Lin, field: Lin", "a field that holds the name kept follows it again")
  }

  @Test(arguments: Version.all)
  func theFieldFollowsOnlyTheNameKeptAsItIs(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type(" Grace ")
    await screen.tap(NameID.save)
    await server.saves.succeed(1)
    #expect(screen.shown == "saved: Grace, field:  Grace ", "the server keeps the name trimmed; the field, as typed")
    await server.changes.answerNext(with: .success("Lin"))
    #expect(screen.shown == "saved: Lin, field:  Grace ", "a field that holds more than the name kept stays")
  }

  @Test(arguments: Version.all)
  func changesAreFollowedOnceTheLoadHasEndedWhateverItBrought(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    #expect(server.changes.count == 0, "nothing is followed while the name is on its way")
    await server.fetches.answer(1, with: .failure(ServerDown()))
    #expect(server.changes.waiting == 1, "a load that failed is followed too")
    await server.changes.answerNext(with: .success("Grace"))
    #expect(screen.shown == "saved: Grace, field: Grace", "a change brings the name: the error and Retry go")
  }

  @Test(arguments: Version.all)
  func aChangeWinsOverALoadOnItsWay(_ version: Version) async {
    // A server that answers even the requests the app gave up on.
    let (screen, server) = await version.make(honoursCancellation: false)
    await screen.open()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    await screen.tap(NameID.retry)
    #expect(server.changes.waiting == 1, "Retry's load leaves one following, as before it")
    await server.changes.answerNext(with: .success("Grace"))
    #expect(screen.shown == "saved: Grace, field: Grace", "the change is newer than the load: it shows at once")
    #expect(server.fetches.wasCancelled(2), "and the load on its way stops")
    await server.fetches.answer(2, with: .success("Ada"))
    #expect(screen.shown == "saved: Grace, field: Grace", "its answer, should it come, shows nothing")
    #expect(server.changes.waiting == 1, "and the screen still waits for the next change, once")
  }

  @Test(arguments: Version.all)
  func followingStopsWithTheScreenAndStartsAgainWithIt(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.close()
    #expect(server.changes.wasCancelled(1), "the screen going away stops following")
    await screen.open()
    #expect(server.fetches.count == 1, "coming back loads nothing")
    #expect(server.changes.waiting == 1, "and follows again")
    await server.changes.answerNext(with: .success("Grace"))
    #expect(screen.shown == "saved: Grace, field: Grace", "the change shows")
  }

  @Test(arguments: Version.all)
  func aFailedRequestEndsFollowingUntilTheScreenComesBack(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await server.changes.answer(1, with: .failure(ServerDown()))
    #expect(screen.shown == "saved: Ada, field: Ada", "the screen shows nothing of it")
    #expect(server.changes.count == 1, "and asks for no other change")
    await screen.close()
    await screen.open()
    #expect(server.changes.waiting == 1, "coming back follows again")
  }

  @Test(arguments: Version.all)
  func onceFollowingHasEndedRetrysLoadFollowsNothing(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    await server.changes.answer(1, with: .failure(ServerDown()))
    await screen.tap(NameID.retry)
    await server.fetches.answer(2, with: .success("Ada"))
    #expect(screen.shown == "saved: Ada, field: Ada", "Retry loads the name")
    #expect(
      server.changes.count == 1,
      "and follows nothing: the failed request ended the following until the screen comes back")
  }

  @Test(arguments: Version.all)
  func aRefusedSaveLeavesTheNameChangedWhileItWasOnItsWay(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type("Grace")
    await screen.tap(NameID.save)
    await server.changes.answerNext(with: .success("Lin"))
    #expect(screen.shown == "saved: Lin, field: Grace, saving Grace", "the change shows; the save goes on")
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      screen.shown == "saved: Lin, field: Grace, error: Couldn't save “Grace”.",
      "the server keeps Lin, the name that came while Grace was on its way")
  }
}
