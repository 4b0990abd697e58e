// The checks of exercise 12: the same behaviour before and after the migration, and the rules in a pure reducer.
// Lessons 03, 02 and 05: every behavioural check runs against the MVVM Name screen and against yours, in MVI.

import Foundation
import SwiftUISubset
import TestSupport
import Testing

@testable import Exercise12

/// The Name screen's behaviour, the same for the screen before the migration and after it.
@MainActor
@Suite(.failsInsteadOfHanging) struct SameBehaviourTests {
  @Test(arguments: Version.all)
  func openingLoadsTheName(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    #expect(screen.shown == "loading", "opening with no name shown asks for it, and shows loading")
    #expect(server.fetches.count == 1, "one request")
    await server.fetches.answer(1, with: .success("Ada"))
    #expect(screen.shown == "saved: Ada, field: Ada", "then the name, in the field too, and no error")
  }

  @Test(arguments: Version.all)
  func openingAgainLoadsNothing(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.close()
    await screen.open()
    #expect(server.fetches.count == 1, "the screen coming back with the name shown loads nothing")
    #expect(screen.shown == "saved: Ada, field: Ada", "and shows what it kept")
  }

  @Test(arguments: Version.all)
  func aFailedLoadSaysSoAndRetryLoadsAgain(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    await server.fetches.answer(1, with: .failure(ServerDown()))
    #expect(screen.shown == "error: Couldn't load your name., retry", "the message, and Retry")
    await screen.tap(NameID.retry)
    #expect(screen.shown == "loading", "Retry loads again, with no error meanwhile")
    await server.fetches.answer(2, with: .success("Ada"))
    #expect(screen.shown == "saved: Ada, field: Ada", "then the name")
  }

  @Test(arguments: Version.all)
  func closingMidLoadCancelsItQuietly(_ version: Version) async {
    let (screen, server) = await version.make()
    await screen.open()
    await screen.close()
    #expect(server.fetches.wasCancelled(1), "closing the screen cancels its load")
    #expect(screen.shown == "nothing", "the loading indicator goes, and no error shows for it")
    #expect(server.changes.count == 0, "and nothing is followed: the load never ended")
  }

  @Test(arguments: Version.all)
  func aLoadThatWasCancelledNeverShows(_ version: Version) async {
    // A server that answers even the requests the app gave up on.
    let (screen, server) = await version.make(honoursCancellation: false)
    await screen.open()
    await screen.close()
    await screen.open()
    await server.fetches.answer(2, with: .success("Grace"))
    await server.fetches.answer(1, with: .failure(ServerDown()))
    #expect(
      screen.shown == "saved: Grace, field: Grace",
      "the latest load wins; the one the screen gave up on shows neither its name nor its error")
  }

  @Test(arguments: Version.all)
  func anAcceptedSaveKeepsTheNewName(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type("Grace")
    await screen.tap(NameID.save)
    #expect(screen.shown == "saved: Ada, field: Grace, saving Grace", "the new name is on its way")
    #expect(server.saves.requests == ["Grace"], "one request")
    await server.saves.succeed(1)
    #expect(screen.shown == "saved: Grace, field: Grace", "the server keeps the new name")
  }

  @Test(arguments: Version.all)
  func aRefusedSaveKeepsTheOldNameAndSaysWhy(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type("Grace")
    await screen.tap(NameID.save)
    await server.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      screen.shown == "saved: Ada, field: Grace, error: Couldn't save “Grace”.",
      "the server still keeps Ada; the field keeps what was typed, and the error line says why")
  }

  @Test(arguments: Version.all)
  func aSaveThatCannotChangeAnythingSendsNothing(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type("  ")
    await screen.tap(NameID.save)
    #expect(
      screen.shown == "saved: Ada, field:   , error: A name can't be empty.", "an empty name is refused, as typed")
    await screen.type(" Ada ")
    await screen.tap(NameID.save)
    #expect(server.saves.count == 0, "neither an empty name nor the name kept, trimmed, sends anything")
    #expect(
      screen.shown == "saved: Ada, field:  Ada , error: A name can't be empty.",
      "a Save that sends nothing leaves the field and the error line as they were")
    await screen.type("Grace")
    await screen.tap(NameID.save)
    await screen.tap(NameID.save)
    #expect(server.saves.requests == ["Grace"], "a second tap while the first save is on its way sends nothing")
    await server.saves.succeed(1)
  }

  @Test(arguments: Version.all)
  func aSaveOutlivesTheScreen(_ version: Version) async {
    let (screen, server) = await version.showingAda()
    await screen.type("Grace")
    await screen.tap(NameID.save)
    await screen.close()
    #expect(!server.saves.wasCancelled(1), "the screen going away doesn't stop the user's change")
    await server.saves.succeed(1)
    await screen.open()
    #expect(server.fetches.count == 1, "coming back loads nothing: the name is known")
    #expect(screen.shown == "saved: Grace, field: Grace", "and shows the answer that landed while it was away")
  }
}

/// The store alone, with no view: what the view model's tasks kept without a line of the view saying so.
@MainActor
@Suite(.failsInsteadOfHanging) struct StoreTests {
  @Test func aSaveOutlivesTheTaskThatAskedForIt() async {
    let server = HeldNameServer(honoursCancellation: true)
    let store = NameStore(
      initialState: NameState(screen: .ready(saved: "Ada", error: nil), field: "Grace"), api: server)
    await server.server.run { await store.send(.saveTapped) }
    #expect(server.saves.count == 1, "Save sends the name")
    // Whatever called the store goes away, as a view's task is cancelled when it leaves.
    await server.server.cancelGestures()
    #expect(
      !server.saves.wasCancelled(1),
      "the view model saves in a task of its own (`Task { … }.result`): its caller going away never stops the save")
    guard !server.saves.wasCancelled(1) else { return }
    await server.saves.succeed(1)
    #expect(store.state.screen == .ready(saved: "Grace", error: nil), "and its answer lands: the name is Grace")
  }
}

/// The decisions, in the reducer: one intent in, one state and its effects out, with no store and no server.
@Suite struct PureReducerTests {
  @Test func openingWithNoNameStartsALoad() {
    for before in [NameViewState.idle, .failed(message: NameMessage.loadFailed)] {
      var state = NameState(screen: before)
      let effects = NameReducer.reduce(&state, .viewAppeared)
      #expect(state.screen == .loading, "the loading indicator shows")
      #expect(effects.contains(.fetchName), "and the reducer asks for the name")
    }
  }

  @Test func openingWithTheNameShownOrOnItsWayLoadsNothing() {
    let screens: [NameViewState] = [
      .loading, .ready(saved: "Ada", error: nil), .ready(saved: "Ada", error: NameMessage.empty),
      .saving(saved: "Ada", sending: "Grace"),
    ]
    for before in screens {
      var state = NameState(screen: before, field: "Grace")
      let effects = NameReducer.reduce(&state, .viewAppeared)
      #expect(state.screen == before && state.field == "Grace", "nothing shown changes")
      #expect(!effects.contains(.fetchName), "and the name is not fetched")
    }
  }

  @Test func theNameThatArrivesFillsTheField() {
    var state = NameState(screen: .loading)
    let effects = NameReducer.reduce(&state, .nameAnswered(.success("Ada")))
    #expect(state.screen == .ready(saved: "Ada", error: nil) && state.field == "Ada", "the name, in the field too")
    #expect(!effects.contains(.fetchName), "and no other load")
  }

  @Test func aValidNewNameIsSent() {
    var state = NameState(screen: .ready(saved: "Ada", error: NameMessage.empty), field: " Grace ")
    let effects = NameReducer.reduce(&state, .saveTapped)
    #expect(
      state.screen == .saving(saved: "Ada", sending: "Grace"), "the trimmed name is on its way, and the error goes")
    #expect(effects == [.saveName("Grace")], "and the reducer asks for it to be saved")
  }

  @Test func aRefusedSaveKeepsWhatTheServerKeeps() {
    var state = NameState(screen: .saving(saved: "Ada", sending: "Grace"), field: "Grace")
    let effects = NameReducer.reduce(&state, .saveAnswered(name: "Grace", .failure(ServerDown())))
    #expect(
      state.screen == .ready(saved: "Ada", error: "Couldn't save “Grace”.") && state.field == "Grace",
      "the old name, the field as typed, and why")
    #expect(effects == [], "an answer asks for nothing more")
  }

  @Test func closingStopsALoadButNeverASave() {
    var loading = NameState(screen: .loading)
    let stop = NameReducer.reduce(&loading, .viewDisappeared)
    #expect(loading.screen == .idle, "a load on its way stops, and shows nothing")
    #expect(stop.contains(.cancel(.fetch)), "the reducer asks the store to cancel the fetch")
    var saving = NameState(screen: .saving(saved: "Ada", sending: "Grace"), field: "Grace")
    _ = NameReducer.reduce(&saving, .viewDisappeared)
    #expect(
      saving.screen == .saving(saved: "Ada", sending: "Grace") && saving.field == "Grace", "a save on its way goes on")
  }
}

// MARK: - Helpers

/// The Name screen before the migration or after it, each made over a held server.
struct Version: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let makeView: @MainActor @Sendable (HeldNameServer) -> any View

  static let all = [
    Version(testDescription: "before, in MVVM") { MVVMNameView(viewModel: NameViewModel(api: $0)) },
    Version(testDescription: "after, in MVI") { NameView(store: NameStore(api: $0)) },
  ]

  /// The screen, not open yet, over a server that holds each answer until the check gives it.
  @MainActor
  func make(honoursCancellation: Bool = true) async -> (PlayedName, HeldNameServer) {
    let server = HeldNameServer(honoursCancellation: honoursCancellation)
    return (await PlayedName(makeView(server), server: server.server), server)
  }

  /// The screen, opened, showing Ada.
  @MainActor
  func showingAda() async -> (PlayedName, HeldNameServer) {
    let (screen, server) = await make()
    await screen.open()
    await server.fetches.answer(1, with: .success("Ada"))
    return (screen, server)
  }
}

/// The Name screen mounted in a host and played as a UI test plays it: each gesture acts on what the view
/// rendered, found by its accessibility identifier, and the screen is read back the same way.
@MainActor
final class PlayedName {
  private let views: HostedViews

  /// Mounts `view` with its window covered: no screen is open yet.
  init(_ view: some View, server: FakeServer) async {
    views = await HostedViews(view, server: server, onScreen: false)
  }

  /// The screen comes on screen: its `.task` starts.
  func open() async { await views.play { try self.views.host.setOnScreen(true) } }
  /// The screen goes away, as SwiftUI takes a view off screen: its `.task` is cancelled, then its
  /// `onDisappear` runs.
  func close() async { await views.play { try self.views.host.setOnScreen(false) } }
  /// A tap on the element with this identifier.
  func tap(_ identifier: String) async { await views.play { _ = try self.views.host.tap(identifier) } }
  /// The field's text, replaced by `text`.
  func type(_ text: String) async { await views.play { _ = try self.views.host.type(text, into: NameID.field) } }

  /// What the screen shows, in a few words: `saved: Ada, field: Grace, saving Grace, error: …`, or `nothing`.
  var shown: String {
    let parts = [
      views.element(NameID.loading) != nil ? "loading" : nil,
      views.text(NameID.saved).map { "saved: \($0)" },
      views.value(NameID.field).map { "field: \($0)" },
      views.text(NameID.saving).map {
        $0.replacingOccurrences(of: "Saving ", with: "saving ").replacingOccurrences(of: "…", with: "")
      },
      views.text(NameID.error).map { "error: \($0)" },
      views.element(NameID.retry) != nil ? "retry" : nil,
    ]
    let text = parts.compactMap { $0 }.joined(separator: ", ")
    return text.isEmpty ? "nothing" : text
  }
}

/// One server for both versions.
@MainActor
final class HeldNameServer: NameAPI {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, String>
  let saves: HeldEndpoint<String, Void>
  /// A long poll: each request waits until the test answers it with a change, and may still wait when the
  /// test ends.
  let changes: HeldEndpoint<Void, String>

  /// - Parameter honoursCancellation: false plays a server that answers a fetch even after the app gave up.
  init(honoursCancellation: Bool) {
    fetches = server.endpoint("name", answering: String.self, honoursCancellation: honoursCancellation)
    saves = server.endpoint("save", of: String.self)
    changes = server.endpoint("change", answering: String.self, mayWaitAtEnd: true)
  }

  func fetchName() async throws -> String {
    try await fetches.receive(())
  }

  func saveName(_ name: String) async throws {
    try await saves.receive(name)
  }

  func nextChange() async throws -> String {
    try await changes.receive(())
  }
}
