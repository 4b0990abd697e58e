// The engine: settling, the watchdog, restarts, failure reports and deterministic traces.

import LabEngine
import LabLanguage
import LabServer
import LabTestSupport
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct EngineTests {
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
      let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(text)))
      #expect(result.failure == nil)
    }
  }

  @Test func tracesEveryStepWithWhatTheServerDid() async throws {
    let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(Self.refreshFailure)))
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
    let first = await Engine(ReferenceDriver.architecture).play(played)
    for _ in 1..<100 {
      let again = await Engine(ReferenceDriver.architecture).play(played)
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
    let result = await Engine(ReferenceDriver.architecture).play(
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
    let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(text)))
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
    let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(text)))
    #expect(result.failure?.line == 5)
    #expect(result.failure?.message == #"expected a visible row "A", the screen shows no rows"#)
  }

  @Test func failsWhenTheScenarioReleasesWhatTheServerDoesNotHold() async throws {
    let text = """
      scenario "Nothing held"
      profile open
      server release profile
      """
    let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(text)))
    #expect(result.failure?.description == "test.scenario:3: the server can't do that: no answer from profile is held")
  }

  @Test func settlesByEventsHoweverManyHopsAGestureTakes() async throws {
    let text = """
      scenario "Slow view"
      profile open
      expect profile name "Ada Lovelace"
      """
    // A clock that never moves: the engine must settle on events alone, however long the hops
    // take on a busy machine (under the thread sanitizer, beside other tests, they can take seconds).
    let engine = Engine(HoppingDriver.architecture, watchdog: Self.watchdog(ManualClock()))
    let result = await engine.play(try #require(scenario(text)))
    #expect(result.failure == nil)
  }

  @Test func restartCancelsClientWorkDropsHeldAnswersAndKeepsTheServer() async throws {
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
      server release save 1
      """
    let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(text)))
    #expect(result.failure == nil)
    #expect(result.trace.contains("  server: save #1: the app is gone, its answer is dropped"))
    #expect(result.trace.contains("  app: started afresh"))
    #expect(result.trace.contains("  server: save #1: the app that sent it is gone, nothing to send"))
  }

  @Test func aRestartDropsHeldAnswersOneAtATimeEachSettledBeforeTheNext() async throws {
    // Tasks woken together reach the main actor in an order the scheduler picks, so
    // an engine that dropped every held answer at once would give a trace that varies.
    let text = """
      scenario "Restart with three saves held"
      todos open
      server hold save
      todos add "A"
      todos add "B"
      todos add "C"
      app restart
      """
    let log = WakeLoggingDriver.Log()
    let result = await Engine(WakeLoggingDriver.architecture(log: log)).play(try #require(scenario(text)))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    // Each save wakes in the order it was sent, while the later ones are still held.
    #expect(log.wakes == ["A, 2 still held", "B, 1 still held", "C, 0 still held"])
  }

  @Test func closingAScreenCancelsItsLoadButNotItsChanges() async throws {
    let text = """
      scenario "Close mid-save and mid-load"
      server todos "[ ] Walk the dog"
      todos open
      server hold save
      todos add "Buy milk"
      server hold list
      todos retry
      todos close
      expect todos not-loading
      expect todos saving "Buy milk"
      server release save 1
      expect todos saving
      expect server todos "[ ] Walk the dog" "[ ] Buy milk"
      """
    let result = await Engine(ReferenceDriver.architecture).play(try #require(scenario(text)))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(
      result.trace.contains("  app: the screen goes away, cancelling `todos add \"Buy milk\"`, `todos retry`"))
    #expect(result.trace.contains("  server: list #2 cancelled by the client"))
  }

  // MARK: - The watchdog

  // snippet.engine-test-watchdog
  @Test func theWatchdogNamesAGestureThatSitsStillWhileTheAppIsFree() async throws {
    let clock = ManualClock()
    let engine = Engine(StuckDriver.architecture, watchdog: Self.watchdog(clock))
    let played = try #require(scenario("scenario \"Stuck\"\nprofile open\nexpect profile loading"))
    let run = Task { await engine.play(played) }
    // Fifty looks on time, a tenth of a second apart: five seconds of idle time.
    try await advance(clock, looks: 50, by: .milliseconds(100), until: run)
    let failure = try #require(await run.value.failure)
    #expect(
      failure.description
        == "test.scenario:2: `profile open` (line 2) neither finished nor waited on a held server answer,"
        + " and made no progress in 5.0 seconds of idle time (watchdog)")
  }

  @Test func aStarvedMachineNeverLooksStuck() async throws {
    let clock = ManualClock()
    let engine = Engine(StuckDriver.architecture, watchdog: Self.watchdog(clock))
    let played = try #require(scenario("scenario \"Stuck\"\nprofile open\nexpect profile loading"))
    let run = Task { await engine.play(played) }
    // Each look comes ten seconds late: the app's actor, or the whole machine, was busy elsewhere.
    try await advance(clock, looks: 100, by: .seconds(10), until: run)
    #expect(await watchdogSleepsAgain(clock, run), "the watchdog fired on a machine that was only slow")
    try await advance(clock, looks: 50, by: .milliseconds(100), until: run)
    #expect(await run.value.failure != nil)
  }

  @Test func aGestureStillMakingProgressIsNotStuckHoweverLongItTakes() async throws {
    let clock = ManualClock()
    // The gesture's own time, moved a second at a time: each second, it asks the server something.
    let work = ManualClock()
    let engine = Engine(SlowDriver.architecture(clock: work), watchdog: Self.watchdog(clock))
    let played = try #require(scenario("scenario \"Slow\"\nprofile open\nexpect profile name \"Ada Lovelace\""))
    let run = Task { await engine.play(played) }
    // Twenty seconds, four times the limit, every look on time.
    for _ in 0..<20 {
      try await advance(clock, looks: 10, by: .milliseconds(100), until: run)
      guard await work.waitForASleeper() else { break }
      work.advance(by: .seconds(1))
    }
    #expect(await run.value.failure == nil)
  }
  // snippet.end

  @Test func theWatchdogNamesAGestureThatIgnoresTheAppClosing() async throws {
    let clock = ManualClock()
    let deaf = UncancellableDriver.DeafProfile()
    let engine = Engine(UncancellableDriver.architecture(profile: deaf), watchdog: Self.watchdog(clock))
    let played = try #require(scenario("scenario \"Deaf\"\nserver hold profile\nprofile open\napp restart"))
    let run = Task { await engine.play(played) }
    // Fifty looks while the restart waits, and one more at most: the look that finds
    // nobody waiting, after `profile open` settled on its held answer, counts for nothing.
    try await advance(clock, looks: 51, by: .milliseconds(100), until: run)
    let failure = try #require(await run.value.failure)
    #expect(failure.message == "`profile open` (line 3) did not stop when the app was closed (watchdog: 5.0 seconds)")
    // The stuck gesture holds the app: let it go, so the test leaves nothing behind.
    await deaf.refresh()
  }

  // MARK: - Helpers

  static func watchdog(_ clock: ManualClock) -> Watchdog {
    Watchdog(limit: .seconds(5), tick: .milliseconds(100), clock: clock)
  }

  /// Moves `clock` on by `step`, `looks` times, each time once the watchdog sleeps again; stops early if `run` ends.
  private func advance(
    _ clock: ManualClock, looks: Int, by step: Duration, until run: Task<ScenarioResult, Never>
  ) async throws {
    for _ in 0..<looks {
      guard await watchdogSleepsAgain(clock, run) else { return }
      clock.advance(by: step)
    }
  }

  /// Whether the watchdog sleeps, now or soon: true, or false if the run ends first, having fired.
  private func watchdogSleepsAgain(_ clock: ManualClock, _ run: Task<ScenarioResult, Never>) async -> Bool {
    let sleptAgain = Task { await clock.waitForASleeper() }
    // Ends the wait when the run ends: a watchdog that fired sleeps no more.
    let watcher = Task {
      _ = await run.value
      sleptAgain.cancel()
    }
    defer { watcher.cancel() }
    return await sleptAgain.value
  }
}

// MARK: - Drivers that misbehave, on purpose

/// A profile screen whose `open` hops through many tasks before it shows the profile.
@MainActor
final class HoppingDriver: Driver {
  static let architecture = Architecture(name: "hopping", summary: "Hops through many tasks") {
    HoppingDriver($0)
  }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface = Nothing()

  init(_ context: DriverContext) { profile = HoppingProfile(server: context.server) }

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
    func close() async {}
  }
}

/// A profile screen whose `open` never finishes and never reaches the server.
@MainActor
final class StuckDriver: Driver {
  static let architecture = Architecture(name: "stuck", summary: "Never settles") { _ in StuckDriver() }

  let profile: any ProfileUserInterface = StuckProfile()
  let todos: any TodosUserInterface = Nothing()

  final class StuckProfile: ProfileUserInterface {
    var screen = ProfileScreen(isLoading: true)
    func open() async {
      // Waits until cancelled, so the test leaves nothing behind.
      let never = AsyncStream<Void> { _ in }
      for await _ in never {}
    }
    func refresh() async {}
    func retry() async {}
    func close() async {}
  }
}

/// A profile screen whose `open` takes twenty seconds of clock time, asking the server something every second.
@MainActor
final class SlowDriver: Driver {
  static func architecture(clock: ManualClock) -> Architecture {
    Architecture(name: "slow", summary: "Slow, but never stuck") { SlowDriver($0, clock: clock) }
  }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface = Nothing()

  init(_ context: DriverContext, clock: ManualClock) { profile = SlowProfile(server: context.server, clock: clock) }

  final class SlowProfile: ProfileUserInterface {
    let server: ScriptedServer
    let clock: ManualClock
    var screen = ProfileScreen()
    init(server: ScriptedServer, clock: ManualClock) {
      self.server = server
      self.clock = clock
    }

    func open() async {
      for _ in 0..<20 {
        try? await clock.sleep(for: .seconds(1))
        screen.name = try? await server.fetchProfile().name
      }
    }
    func refresh() async {}
    func retry() async {}
    func close() async {}
  }
}

/// A profile screen whose `open`, once its request ends, waits on something that ignores cancellation.
@MainActor
final class UncancellableDriver: Driver {
  static func architecture(profile: DeafProfile) -> Architecture {
    Architecture(name: "uncancellable", summary: "Ignores cancellation") { context in
      profile.server = context.server
      return UncancellableDriver(profile: profile)
    }
  }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface = Nothing()

  init(profile: DeafProfile) { self.profile = profile }

  final class DeafProfile: ProfileUserInterface {
    var server: ScriptedServer?
    var screen = ProfileScreen()
    private var waiting: CheckedContinuation<Void, Never>?

    func open() async {
      _ = try? await server?.fetchProfile()
      // Nothing resumes this but `refresh()`, and cancelling the gesture doesn't reach it.
      await withCheckedContinuation { waiting = $0 }
    }
    func refresh() async {
      waiting?.resume()
      waiting = nil
    }
    func retry() async {}
    func close() async {}
  }
}

/// A Todos screen whose `add` saves what was typed and logs when its answer wakes it, and what the server still holds then.
@MainActor
final class WakeLoggingDriver: Driver {
  final class Log {
    var wakes: [String] = []
  }

  static func architecture(log: Log) -> Architecture {
    Architecture(name: "wake-logging", summary: "Logs when each save wakes") { context in
      WakeLoggingDriver(todos: SavingTodos(server: context.server, log: log))
    }
  }

  let profile: any ProfileUserInterface = StuckDriver.StuckProfile()
  let todos: any TodosUserInterface

  init(todos: SavingTodos) { self.todos = todos }

  final class SavingTodos: TodosUserInterface {
    let server: ScriptedServer
    let log: Log
    var screen = TodosScreen()
    init(server: ScriptedServer, log: Log) {
      self.server = server
      self.log = log
    }

    func open() async {}
    func retry() async {}
    func type(_ text: String) async { screen.field = text }
    func add() async {
      let title = screen.field
      screen.field = ""
      _ = try? await server.save(Todo(id: Todo.ID(rawValue: title), title: title))
      log.wakes.append("\(title), \(server.heldRequests.count) still held")
    }
    func toggle(_ id: Todo.ID) async {}
    func delete(_ id: Todo.ID) async {}
    func clearCompleted() async {}
    func filter(_ filter: TodosScreen.Filter) async {}
    func close() async {}
  }
}

/// A Todos screen that does nothing, for drivers that only play the Profile screen.
@MainActor
final class Nothing: TodosUserInterface {
  var screen = TodosScreen()
  func open() async {}
  func retry() async {}
  func type(_ text: String) async {}
  func add() async {}
  func toggle(_ id: Todo.ID) async {}
  func delete(_ id: Todo.ID) async {}
  func clearCompleted() async {}
  func filter(_ filter: TodosScreen.Filter) async {}
  func close() async {}
}

/// The engine's small test apps have only the two tabs' root screens: no Todo screen, no badge,
/// and a link changes nothing.
extension Driver {
  var todo: (any TodoUserInterface)? { nil }
  var badge: Int? { nil }
  func open(_ link: String) async {}
}

/// Their Todos screens have no Todo screen to show.
extension TodosUserInterface {
  func show(_ id: Todo.ID) async {}
}
