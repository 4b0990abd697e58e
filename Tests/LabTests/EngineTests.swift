// The engine: settling, the watchdog, restarts, failure reports and deterministic traces.

import Lab
import ScreenContract
import SharedModel
import Testing

@MainActor
@Suite struct EngineTests {
  static let refreshFailure = """
    scenario "A refresh that fails keeps the profile on screen"
    server profile "Ada Lovelace" "ada@example.com"
    profile open
    expect profile name "Ada Lovelace"
    expect profile not-loading
    server hold profile
    server fail profile
    profile refresh
    expect profile loading
    expect profile name "Ada Lovelace"
    server release profile
    expect profile error "Couldn't load the profile."
    expect profile name "Ada Lovelace"
    expect profile not-loading
    """

  static let failedAdd = """
    scenario "A failed add gives the title back"
    server todos "[x] Walk the dog"
    todos open
    expect todos rows "[x] Walk the dog"
    expect todos left 0
    server hold save
    server fail save
    todos add "  Buy milk  "
    expect todos rows "[x] Walk the dog" "[ ] Buy milk"
    expect todos saving "Buy milk"
    expect todos field ""
    expect todos left 1
    server release save
    expect todos rows "[x] Walk the dog"
    expect todos saving
    expect todos field "Buy milk"
    expect todos error "Couldn't add “Buy milk”."
    expect server todos "[x] Walk the dog"
    app restart
    todos open
    expect todos rows "[x] Walk the dog"
    """

  @Test func playsTheLanguageExamplesToAPass() async throws {
    for text in [Self.refreshFailure, Self.failedAdd] {
      let result = await Engine(driver: ReferenceDriver.self).play(try #require(scenario(text)))
      #expect(result.failure == nil)
    }
  }

  @Test func tracesEveryStepWithWhatTheServerDid() async throws {
    let result = await Engine(driver: ReferenceDriver.self).play(try #require(scenario(Self.refreshFailure)))
    #expect(
      result.trace == [
        "2: server profile \"Ada Lovelace\" \"ada@example.com\"",
        "3: profile open",
        "  server: profile #1 fetch profile: ok",
        "4: expect profile name \"Ada Lovelace\"",
        "5: expect profile not-loading",
        "6: server hold profile",
        "7: server fail profile",
        "8: profile refresh",
        "  server: profile #2 fetch profile: fails, nothing stored",
        "  server: profile #2 held",
        "  settled, waiting on profile #2",
        "9: expect profile loading",
        "10: expect profile name \"Ada Lovelace\"",
        "11: server release profile",
        "  server: profile #2 answered",
        "12: expect profile error \"Couldn't load the profile.\"",
        "13: expect profile name \"Ada Lovelace\"",
        "14: expect profile not-loading",
      ])
  }

  @Test func givesTheSameTraceOnEveryRun() async throws {
    let played = try #require(scenario(Self.failedAdd))
    let first = await Engine(driver: ReferenceDriver.self).play(played)
    for _ in 1..<100 {
      let again = await Engine(driver: ReferenceDriver.self).play(played)
      #expect(again.trace == first.trace)
      #expect(again.passed)
    }
  }

  @Test func reportsTheFirstFailureWithTheExpectedValueAndTheWholeScreen() async throws {
    let text = """
      scenario "Wrong name"
      profile open
      expect profile name "Grace Hopper"
      expect profile email "nobody@example.com"
      """
    let result = await Engine(driver: ReferenceDriver.self).play(
      try #require(scenario(text, file: "Scenarios/x.scenario")))
    let failure = try #require(result.failure)
    #expect(
      failure.description
        == #"Scenarios/x.scenario:3: expected profile name "Grace Hopper", the screen shows name "Ada Lovelace""#)
    #expect(failure.screen == ["Profile", "  Ada Lovelace", "  ada@example.com"])
    #expect(result.trace.last == #"failed: expected profile name "Grace Hopper", the screen shows name "Ada Lovelace""#)
  }

  @Test func reportsWhatTheServerHoldsWhenAServerExpectationFails() async throws {
    let text = """
      scenario "Wrong count"
      server todos "[ ] A"
      todos open
      expect server requests list 2
      """
    let result = await Engine(driver: ReferenceDriver.self).play(try #require(scenario(text)))
    #expect(result.failure?.message == "expected server requests list 2, the server has received 1")
    #expect(result.failure?.screen == ["Server", "  [ ] A", "  requests: profile 0, list 1, save 0, delete 0"])
  }

  @Test func failsWhenAGestureNamesARowThatIsNotVisible() async throws {
    let text = """
      scenario "No such row"
      server todos "[x] A"
      todos open
      todos filter active
      todos toggle "A"
      """
    let result = await Engine(driver: ReferenceDriver.self).play(try #require(scenario(text)))
    #expect(result.failure?.line == 5)
    #expect(result.failure?.message == #"expected a visible row "A", the screen shows no rows"#)
  }

  @Test func failsWhenTheScenarioReleasesWhatTheServerDoesNotHold() async throws {
    let text = """
      scenario "Nothing held"
      profile open
      server release profile
      """
    let result = await Engine(driver: ReferenceDriver.self).play(try #require(scenario(text)))
    #expect(result.failure?.description == "test.scenario:3: the server can't do that: no answer from profile is held")
  }

  @Test func settlesByEventsHoweverManyHopsAGestureTakes() async throws {
    let text = """
      scenario "Slow view"
      profile open
      expect profile name "Ada Lovelace"
      """
    let result = await Engine(driver: HoppingDriver.self).play(try #require(scenario(text)))
    #expect(result.failure == nil)
  }

  @Test func restartCancelsClientWorkAndKeepsTheServer() async throws {
    let text = """
      scenario "Restart while saving"
      todos open
      server hold save
      todos add "Buy milk"
      expect todos saving "Buy milk"
      app restart
      expect todos rows
      todos open
      expect todos rows "[ ] Buy milk"
      expect server requests save 1
      """
    let result = await Engine(driver: ReferenceDriver.self).play(try #require(scenario(text)))
    #expect(result.failure == nil)
    #expect(result.trace.contains("  server: save #1 cancelled by the client"))
    #expect(result.trace.contains("  app: started afresh"))
  }

  @Test func theWatchdogNamesAGestureThatNeverSettles() async throws {
    let clock = ManualClock()
    let engine = Engine(driver: StuckDriver.self, watchdog: Watchdog(limit: .seconds(5), clock: clock))
    let played = try #require(scenario("scenario \"Stuck\"\nprofile open\nexpect profile loading"))
    async let result = engine.play(played)
    await clock.waitForSleeps(1)
    clock.advance(by: .seconds(5))
    let failure = try #require(await result.failure)
    #expect(
      failure.description
        == "test.scenario:2: `profile open` (line 2) neither finished nor waited on a held server answer within 5.0 seconds (watchdog)"
    )
  }

  @Test func theWatchdogNamesAGestureThatIgnoresTheAppClosing() async throws {
    let clock = ManualClock()
    let engine = Engine(driver: UncancellableDriver.self, watchdog: Watchdog(limit: .seconds(5), clock: clock))
    let played = try #require(scenario("scenario \"Deaf\"\nserver hold profile\nprofile open\napp restart"))
    // Settling after `profile open` may or may not start a watchdog timer; the
    // one to let run out is the first that starts once the app begins to close.
    var closing: CheckedContinuation<Int, Never>?
    engine.onTrace = { line in
      if line.hasPrefix("  app: closing") {
        closing?.resume(returning: clock.sleepsStarted + 1)
        closing = nil
      }
    }
    async let result = engine.play(played)
    let sleep = await withCheckedContinuation { closing = $0 }
    await clock.waitForSleeps(sleep)
    clock.advance(by: .seconds(5))
    let failure = try #require(await result.failure)
    #expect(failure.message == "`profile open` (line 3) did not stop when the app was closed (watchdog: 5.0 seconds)")
  }
}

// MARK: - Helpers

/// A profile screen whose `open` hops through many tasks before it shows the profile.
@MainActor
final class HoppingDriver: Driver {
  static let name = "hopping"
  static let summary = "Hops through many tasks"
  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    profile = HoppingProfile(server: server)
    todos = ReferenceTodos(server: server, makeTodoID: makeTodoID)
  }

  final class HoppingProfile: ProfileUserInterface {
    let server: ScriptedServer
    var screen = ProfileScreen()
    init(server: ScriptedServer) { self.server = server }

    func open() async {
      for _ in 0..<200 {
        await Task { await Task.yield() }.value
      }
      let profile = try? await server.fetchProfile()
      screen.name = profile?.name
    }
    func refresh() async {}
    func retry() async {}
  }
}

/// A profile screen whose `open` never finishes and never reaches the server.
@MainActor
final class StuckDriver: Driver {
  static let name = "stuck"
  static let summary = "Never settles"
  let profile: any ProfileUserInterface = StuckProfile()
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    todos = ReferenceTodos(server: server, makeTodoID: makeTodoID)
  }

  final class StuckProfile: ProfileUserInterface {
    var screen = ProfileScreen(isLoading: true)
    func open() async {
      // Waits until cancelled, so the test leaves nothing behind.
      let never = AsyncStream<Void> { _ in }
      for await _ in never {}
    }
    func refresh() async {}
    func retry() async {}
  }
}

/// A profile screen whose `open` starts work it does not cancel with itself.
@MainActor
final class UncancellableDriver: Driver {
  static let name = "uncancellable"
  static let summary = "Ignores cancellation"
  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    profile = DeafProfile(server: server)
    todos = ReferenceTodos(server: server, makeTodoID: makeTodoID)
  }

  final class DeafProfile: ProfileUserInterface {
    let server: ScriptedServer
    var screen = ProfileScreen()
    init(server: ScriptedServer) { self.server = server }
    func open() async {
      let work = Task { try? await server.fetchProfile() }
      _ = await work.value
    }
    func refresh() async {}
    func retry() async {}
  }
}
