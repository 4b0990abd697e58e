// The engine: plays a scenario against one architecture, settling after each step.
// Lesson 01 explains settling; lesson 06 shows why it needs no sleeps.

import ScreenContract
import SharedModel

/// Plays scenarios against one architecture.
@MainActor
public final class Engine {
  public let driver: any Driver.Type
  public let watchdog: Watchdog
  /// Called with each line of the trace as it happens.
  public var onTrace: (String) -> Void = { _ in }

  public init(driver: any Driver.Type, watchdog: Watchdog = Watchdog()) {
    self.driver = driver
    self.watchdog = watchdog
  }

  /// Plays `scenario` on a fresh app over a fresh server.
  public func play(_ scenario: Scenario) async -> ScenarioResult {
    let session = Session(driver: driver, file: scenario.file, watchdog: watchdog)
    session.onTrace = onTrace
    var failure: ScenarioFailure?
    for located in scenario.statements {
      failure = await session.perform(located)
      if failure != nil { break }
    }
    if failure == nil {
      failure = await session.close()
    } else {
      session.abandon()
    }
    return ScenarioResult(
      scenario: scenario, architecture: driver.name, failure: failure, trace: session.trace, steps: session.steps)
  }
}

/// One app of one architecture over one scripted server, driven statement by statement.
///
/// ``Engine`` plays whole scenarios through it; `archlab play` feeds it the lines a
/// person types.
@MainActor
public final class Session {
  public let driver: any Driver.Type
  /// How failures name the file, e.g. `Scenarios/todos/x.scenario`.
  public let file: String
  public let watchdog: Watchdog
  /// The server, as scripted so far.
  public let server = ScriptedServer()
  /// Called with each line of the trace as it happens.
  public var onTrace: (String) -> Void = { _ in }
  /// Every step so far, as lines.
  public private(set) var trace: [String] = []
  /// Each statement performed, with the inside story it caused and the screens after it.
  public private(set) var steps: [Step] = []
  /// Hears the architecture's inside story.
  public let narrator = Narrator()
  private var app: (any Driver)?
  private var lastLine = 1

  /// Gestures started and not finished, by number.
  private var running: [Int: RunningGesture] = [:]
  private var nextGesture = 1
  private var nextTodo = 1
  private var waiter: Waiter?
  private var waits = 0

  struct RunningGesture {
    var number: Int
    var task: Task<Void, Never>
    var statement: Scenario.Located
  }

  enum Condition {
    /// Every gesture has finished or waits on an answer the server holds.
    case settled
    /// Every gesture has finished.
    case finished
  }

  struct Waiter {
    var number: Int
    var condition: Condition
    var continuation: CheckedContinuation<[RunningGesture], Never>
    var timer: Task<Void, Never>
  }

  /// Starts a fresh app of `driver` over a fresh server.
  public init(driver: any Driver.Type, file: String, watchdog: Watchdog = Watchdog()) {
    self.driver = driver
    self.file = file
    self.watchdog = watchdog
    server.onEvent = { [weak self] event in self?.record("  server: \(event)") }
    server.onHold = { [weak self] in self?.check() }
    server.onCancel = { [weak self] endpoint, number in
      self?.narrator.tell(.note("Server", "\(endpoint) #\(number) cancelled by the client"))
    }
    startApp()
  }

  /// What the Profile screen shows now.
  public var profileScreen: ProfileScreen { app?.profile.screen ?? ProfileScreen() }
  /// What the Todos screen shows now.
  public var todosScreen: TodosScreen { app?.todos.screen ?? TodosScreen() }

  private func record(_ line: String) {
    trace.append(line)
    onTrace(line)
  }

  // MARK: - Playing

  /// Runs one statement and settles; the failure, if it is one.
  public func perform(_ located: Scenario.Located) async -> ScenarioFailure? {
    lastLine = located.line
    record("\(located.line): \(located.source)")
    let failure = await run(located)
    if let failure { record("failed: \(failure.message)") }
    steps.append(
      Step(
        statement: located, inside: narrator.take(), profile: profileScreen, todos: todosScreen,
        failure: failure))
    return failure
  }

  /// Closes the app: cancels the gestures in flight and waits for them to stop.
  public func close() async -> ScenarioFailure? {
    let failure = await stop()
    if let failure { record("failed: \(failure.message)") }
    return failure
  }

  /// Cancels the gestures in flight without waiting, after a failure.
  public func abandon() {
    cancelAll()
  }

  private func run(_ located: Scenario.Located) async -> ScenarioFailure? {
    switch located.statement {
    case .server(.resume(let endpoint)):
      // One answer at a time, each settled before the next: answers sent together
      // would wake their tasks in an order the scheduler picks.
      while server.holdsAnswer(for: endpoint) {
        try? server.release(endpoint)
        if let failure = await settle(after: located) { return failure }
      }
      server.resume(endpoint)
    case .server(let statement):
      do {
        try apply(statement)
      } catch {
        return fail(located, "the server can't do that: \(error.message)", screen: serverLines())
      }
    case .profile(let gesture):
      start(located) { app in
        switch gesture {
        case .open: await app.profile.open()
        case .refresh: await app.profile.refresh()
        case .retry: await app.profile.retry()
        }
      }
    case .todos(let gesture):
      if let failure = startTodos(gesture, located) { return failure }
    case .appRestart:
      if let stuck = await stop() { return stuck }
      startApp()
      record("  app: started afresh")
      return nil
    case .expect(let expectation):
      return verify(expectation, located)
    }
    return await settle(after: located)
  }

  private func startTodos(_ gesture: TodosGesture, _ located: Scenario.Located) -> ScenarioFailure? {
    switch gesture {
    case .open: start(located) { await $0.todos.open() }
    case .retry: start(located) { await $0.todos.retry() }
    case .type(let text): start(located) { await $0.todos.type(text) }
    case .add(let text):
      start(located) { app in
        if let text { await app.todos.type(text) }
        await app.todos.add()
      }
    case .clearCompleted: start(located) { await $0.todos.clearCompleted() }
    case .filter(let filter): start(located) { await $0.todos.filter(filter) }
    case .toggle(let row), .delete(let row):
      guard let id = visibleRow(row) else {
        return fail(located, "expected a visible row \(row), the screen shows \(rowsText())", screen: todosLines())
      }
      if case .toggle = gesture {
        start(located) { await $0.todos.toggle(id) }
      } else {
        start(located) { await $0.todos.delete(id) }
      }
    }
    return nil
  }

  private func apply(_ statement: ServerStatement) throws(ServerScriptError) {
    switch statement {
    case .profile(let name, let email): server.setProfile(name: name, email: email)
    case .todos(let rows): server.setTodos(rows.map { ($0.title, $0.isDone) })
    case .fail(let endpoint, let times): server.fail(endpoint, times: times)
    case .hold(let endpoint): server.hold(endpoint)
    case .release(let endpoint, let request): try server.release(endpoint, request: request)
    case .resume(let endpoint): server.resume(endpoint)
    }
  }

  // MARK: - Gestures

  private func startApp() {
    let makeTodoID: @MainActor () -> Todo.ID = { [weak self] in
      guard let self else { return Todo.ID(rawValue: "todo-0") }
      defer { nextTodo += 1 }
      return Todo.ID(rawValue: "todo-\(nextTodo)")
    }
    app = driver.init(server: server, makeTodoID: makeTodoID, narrator: narrator)
  }

  // snippet.engine-start-gesture
  /// Runs a gesture as a task tagged with its number.
  private func start(_ located: Scenario.Located, _ gesture: @escaping @MainActor (any Driver) async -> Void) {
    guard let app else { return }
    let number = nextGesture
    nextGesture += 1
    let task = Task { @MainActor [weak self] in
      await GestureTag.$current.withValue(number) {
        await gesture(app)
      }
      self?.finished(number)
    }
    running[number] = RunningGesture(number: number, task: task, statement: located)
  }
  // snippet.end

  private func finished(_ number: Int) {
    running[number] = nil
    check()
  }

  /// Cancels every gesture in flight and waits for all to finish; discards the app.
  private func stop() async -> ScenarioFailure? {
    if !running.isEmpty {
      let names = running.values.sorted { $0.number < $1.number }.map { "`\($0.statement.source)`" }
      record("  app: closing, cancelling \(names.joined(separator: ", "))")
    }
    cancelAll()
    narrator.isClosing = true
    let stuck = await wait(until: .finished)
    app = nil
    narrator.isClosing = false
    guard !stuck.isEmpty else { return nil }
    let names = stuck.map { "`\($0.statement.source)` (line \($0.statement.line))" }
    return ScenarioFailure(
      file: file, line: lastLine,
      message: "\(names.joined(separator: ", ")) did not stop when the app was closed"
        + " (watchdog: \(watchdog.limit))",
      screen: [])
  }

  /// Cancels the gestures in flight, oldest first: the order never depends on a dictionary's.
  private func cancelAll() {
    for gesture in running.values.sorted(by: { $0.number < $1.number }) { gesture.task.cancel() }
  }

  // MARK: - Settling

  // snippet.engine-settling
  private func settle(after located: Scenario.Located) async -> ScenarioFailure? {
    let stuck = await wait(until: .settled)
    guard stuck.isEmpty else {
      let names = stuck.map { "`\($0.statement.source)` (line \($0.statement.line))" }
      return fail(
        located,
        "\(names.joined(separator: ", ")) neither finished nor waited on a held server answer"
          + " within \(watchdog.limit) (watchdog)",
        screen: [])
    }
    let held = server.heldRequests
    if !held.isEmpty { record("  settled, waiting on \(held.joined(separator: ", "))") }
    return nil
  }

  private func holds(_ condition: Condition) -> Bool {
    switch condition {
    case .settled: running.keys.allSatisfy { server.isWaitingOnHeldAnswer(gesture: $0) }
    case .finished: running.isEmpty
    }
  }

  /// Waits until `condition` holds; returns the gestures that kept it from holding if the watchdog fires.
  private func wait(until condition: Condition) async -> [RunningGesture] {
    if holds(condition) { return [] }
    waits += 1
    let number = waits
    return await withCheckedContinuation { continuation in
      let timer = Task { @MainActor [weak self, watchdog] in
        do {
          try await watchdog.clock.sleep(for: watchdog.limit)
        } catch {
          return
        }
        self?.timeOut(number)
      }
      waiter = Waiter(number: number, condition: condition, continuation: continuation, timer: timer)
    }
  }

  /// Called on every event that can make the condition hold.
  private func check() {
    guard let waiter, holds(waiter.condition) else { return }
    self.waiter = nil
    waiter.timer.cancel()
    waiter.continuation.resume(returning: [])
  }

  private func timeOut(_ number: Int) {
    guard let waiter, waiter.number == number else { return }
    self.waiter = nil
    let stuck = running.values
      .filter { waiter.condition == .finished || !server.isWaitingOnHeldAnswer(gesture: $0.number) }
      .sorted { $0.number < $1.number }
    waiter.continuation.resume(returning: stuck)
  }
  // snippet.end

  // MARK: - Expectations

  private func verify(_ expectation: Expectation, _ located: Scenario.Located) -> ScenarioFailure? {
    let profile = app?.profile.screen ?? ProfileScreen()
    let todos = app?.todos.screen ?? TodosScreen()
    let shown: String?
    var lines = todosLines()
    switch expectation {
    case .profileLoading(let loading):
      lines = profileLines()
      shown =
        profile.isLoading == loading ? nil : (profile.isLoading ? "the loading indicator" : "no loading indicator")
    case .profileEmpty:
      lines = profileLines()
      shown = profile.isEmpty ? nil : profileSummary(profile)
    case .profileName(let name):
      lines = profileLines()
      shown = profile.name == name ? nil : profile.name.map { "name \(quoted($0))" } ?? "no profile"
    case .profileEmail(let email):
      lines = profileLines()
      shown = profile.email == email ? nil : profile.email.map { "email \(quoted($0))" } ?? "no profile"
    case .profileError(let error):
      lines = profileLines()
      shown = profile.error == error ? nil : profile.error.map { "error \(quoted($0))" } ?? "no error"
    case .todosLoading(let loading):
      shown = todos.isLoading == loading ? nil : (todos.isLoading ? "the loading indicator" : "no loading indicator")
    case .todosRows(let rows):
      let visible = todos.rows.map { RowValue(title: $0.title, isDone: $0.isDone) }
      shown = visible == rows ? nil : rowsText()
    case .todosSaving(let titles):
      let saving = todos.rows.filter(\.isSaving).map(\.title)
      shown =
        saving == titles
        ? nil : (saving.isEmpty ? "no row saving" : "saving " + saving.map(quoted).joined(separator: " "))
    case .todosLeft(let count):
      shown = todos.itemsLeft == count ? nil : todos.counter
    case .todosField(let text):
      shown = todos.field == text ? nil : "field \(quoted(todos.field))"
    case .todosFilter(let filter):
      shown = todos.filter == filter ? nil : "filter \(todos.filter.rawValue)"
    case .todosError(let error):
      shown = todos.error == error ? nil : todos.error.map { "error \(quoted($0))" } ?? "no error"
    case .serverTodos(let rows):
      lines = serverLines()
      let stored = server.todos.map { RowValue(title: $0.title, isDone: $0.isDone) }
      guard stored != rows else { return nil }
      return fail(
        located,
        "expected \(located.source.dropFirst("expect ".count)), the server holds "
          + (stored.isEmpty ? "no todos" : stored.map(\.description).joined(separator: " ")),
        screen: lines)
    case .serverRequests(let endpoint, let count):
      let received = server.requests(to: endpoint)
      guard received != count else { return nil }
      return fail(
        located,
        "expected \(located.source.dropFirst("expect ".count)), the server has received \(received)",
        screen: serverLines())
    }
    guard let shown else { return nil }
    return fail(
      located, "expected \(located.source.dropFirst("expect ".count)), the screen shows \(shown)", screen: lines)
  }

  private func visibleRow(_ reference: RowReference) -> Todo.ID? {
    let rows = app?.todos.screen.rows ?? []
    switch reference {
    case .title(let title): return rows.first { $0.title == title }?.id
    case .position(let position): return position <= rows.count ? rows[position - 1].id : nil
    }
  }

  // MARK: - Reporting

  private func fail(_ located: Scenario.Located, _ message: String, screen: [String]) -> ScenarioFailure {
    ScenarioFailure(file: file, line: located.line, message: message, screen: screen)
  }

  private func rowsText() -> String {
    let rows = app?.todos.screen.rows ?? []
    return rows.isEmpty
      ? "no rows" : rows.map { RowValue(title: $0.title, isDone: $0.isDone).description }.joined(separator: " ")
  }

  private func profileSummary(_ screen: ProfileScreen) -> String {
    var parts: [String] = []
    if screen.isLoading { parts.append("the loading indicator") }
    if let name = screen.name { parts.append("name \(quoted(name))") }
    if let error = screen.error { parts.append("error \(quoted(error))") }
    return parts.joined(separator: ", ")
  }

  private func profileLines() -> [String] { ScreenRenderer.lines(for: app?.profile.screen ?? ProfileScreen()) }
  private func todosLines() -> [String] { ScreenRenderer.lines(for: app?.todos.screen ?? TodosScreen()) }

  private func serverLines() -> [String] {
    var lines = ["Server"]
    lines += server.todos.map { "  \(RowValue(title: $0.title, isDone: $0.isDone).text)" }
    if server.todos.isEmpty { lines.append("  (no todos)") }
    let counts = Endpoint.allCases.map { "\($0.rawValue) \(server.requests(to: $0))" }
    lines.append("  requests: " + counts.joined(separator: ", "))
    if !server.heldRequests.isEmpty { lines.append("  held: " + server.heldRequests.joined(separator: ", ")) }
    return lines
  }
}
