// A session: one app of one architecture over one scripted server, driven statement by statement.
// The engine plays whole scenarios through it; `archlab play` and `archlab fuzz` feed it one statement at a time.

import LabLanguage
import LabServer
import ScreenContract
import SharedModel

/// One app of one architecture over one scripted server, driven statement by statement.
@MainActor
public final class Session {
  public let architecture: Architecture
  /// How failures name the file, e.g. `Scenarios/todos/x.scenario`.
  public let file: String
  public let watchdog: Watchdog
  /// The server, as scripted so far.
  public let server = ScriptedServer()
  /// Called with each line of the trace as it happens.
  public var onTrace: (String) -> Void = { _ in }
  /// Whether ``trace`` keeps its lines; ``onTrace`` hears them either way.
  public var keepsTrace = true
  /// Every step so far, as lines.
  public private(set) var trace: [String] = []
  let observers: [any SessionObserver]

  var driver: (any Driver)?
  var lastLine = 1
  /// Gestures started and not finished, by number.
  var running: [Int: RunningGesture] = [:]
  var nextGesture = 1
  private var nextTodo = 1
  var waiter: Waiter?
  /// The watchdog, while it looks; numbered, so that one stopped never clears the next.
  var watchdogTask: Task<Void, Never>?
  var watchdogGeneration = 0
  /// The Todos screen read by the expectations since the last statement that was not one.
  var screenRead: TodosScreen?
  /// Counts what happens: the watchdog names a gesture only when this stands still.
  var progress = 0
  /// The tab whose screen is on screen: one at a time, as in a `TabView` (FEATURE.md, "One tab at a time").
  var tabOnScreen: Screen?

  /// Which screen a gesture was made on: closing a screen, or covering the list, cancels its gestures in flight.
  enum Screen { case profile, todos, todo }

  struct RunningGesture {
    var number: Int
    var screen: Screen
    var task: Task<Void, Never>
    var statement: Scenario.Located
  }

  /// Starts a fresh app of `architecture` over a fresh server.
  public init(
    _ architecture: Architecture, file: String, watchdog: Watchdog = Watchdog(),
    observers: [any SessionObserver] = []
  ) {
    self.architecture = architecture
    self.file = file
    self.watchdog = watchdog
    self.observers = observers
    server.onEvent = { [weak self] event in self?.record("  server: \(event)") }
    server.onHold = { [weak self] in self?.check() }
    server.onCancel = { [weak self] endpoint, number in
      guard let self else { return }
      for observer in observers { observer.session(self, sawCancellationOf: endpoint, request: number) }
    }
    startApp()
  }

  /// What the Profile screen shows now (a closed screen: what it would show if opened).
  public var profileScreen: ProfileScreen { driver?.profile.screen ?? ProfileScreen() }
  /// What the Todos screen shows now.
  public var todosScreen: TodosScreen { driver?.todos.screen ?? TodosScreen() }

  /// The Todos screen as the expectations after a statement read it: built once for all of
  /// them, since nothing runs between two expectations (every gesture has settled).
  var todosScreenForExpectations: TodosScreen {
    if let screenRead { return screenRead }
    let screen = todosScreen
    screenRead = screen
    return screen
  }
  /// The running app's screens, for observers that look at more than the screen values.
  public var currentDriver: (any Driver)? { driver }

  /// Adds `line` to the trace, for observers that tell more of a step than the engine does.
  public func appendToTrace(_ line: String) {
    record(line)
  }

  func record(_ line: String) {
    progress += 1
    if keepsTrace { trace.append(line) }
    onTrace(line)
  }

  // MARK: - Playing

  /// Runs one statement and settles; the failure, if it is one.
  public func perform(_ located: Scenario.Located) async -> ScenarioFailure? {
    lastLine = located.line
    for observer in observers { observer.session(self, willPerform: located) }
    record("\(located.line): \(located.source)")
    let failure = await run(located)
    if let failure { record("failed: \(failure.message)") }
    for observer in observers { observer.session(self, didPerform: located, failure: failure) }
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
    cancel(running.values)
    server.disconnect()
    stopWatchdog()
  }

  private func run(_ located: Scenario.Located) async -> ScenarioFailure? {
    if case .expect = located.statement {} else { screenRead = nil }
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
    case .profile(.close):
      tabOnScreen = nil
      closeScreen(.profile, located) { await $0.profile.close() }
    case .profile(.open):
      select(.profile, located)
      start(located, on: .profile) { await $0.profile.open() }
    case .profile(let gesture):
      start(located, on: .profile) { driver in
        switch gesture {
        case .refresh: await driver.profile.refresh()
        case .retry: await driver.profile.retry()
        case .open, .close: break
        }
      }
    case .todos(.close):
      if let failure = listCovered(.close, located) { return failure }
      tabOnScreen = nil
      closeScreen(.todos, located) { await $0.todos.close() }
    case .todos(.open) where tabOnScreen != .todos && driver?.todo != nil:
      // The tab comes back with its stack as it was: the Todo screen shows again, the list stays covered.
      select(.todos, located)
      record("  app: the Todos tab shows its Todo screen again")
      start(located, on: .todo) { await $0.reopenTodosTab() }
    case .todos(let gesture):
      if let failure = startTodos(gesture, located) { return failure }
    case .todo(let gesture):
      if let failure = startTodo(gesture, located) { return failure }
    case .appLink(let link):
      if let failure = follow(link, located) { return failure }
    case .appRestart:
      if let stuck = await stop() { return stuck }
      tabOnScreen = nil
      startApp()
      record("  app: started afresh")
      return nil
    case .expect(let expectation):
      return verify(expectation, located)
    }
    return await settle(after: located)
  }

  /// The failure of a list gesture made while a Todo screen covers the list: the user can't reach it.
  private func listCovered(_ gesture: TodosGesture, _ located: Scenario.Located) -> ScenarioFailure? {
    guard let todo = driver?.todo else { return nil }
    return fail(
      located, "the Todo screen is open over the list: `todos \(gesture.word)` needs `todo back` first",
      screen: ScreenRenderer.lines(for: todo.screen))
  }

  private func startTodos(_ gesture: TodosGesture, _ located: Scenario.Located) -> ScenarioFailure? {
    if let failure = listCovered(gesture, located) { return failure }
    switch gesture {
    case .open:
      select(.todos, located)
      start(located, on: .todos) { await $0.todos.open() }
    case .retry: start(located, on: .todos) { await $0.todos.retry() }
    case .type(let text): start(located, on: .todos) { await $0.todos.type(text) }
    case .add(let text):
      start(located, on: .todos) { driver in
        if let text { await driver.todos.type(text) }
        await driver.todos.add()
      }
    case .clearCompleted: start(located, on: .todos) { await $0.todos.clearCompleted() }
    case .filter(let filter): start(located, on: .todos) { await $0.todos.filter(filter) }
    case .toggle(let row), .delete(let row), .show(let row):
      guard let id = visibleRow(row) else {
        return fail(located, "expected a visible row \(row), the screen shows \(rowsText())", screen: todosLines())
      }
      switch gesture {
      case .toggle: start(located, on: .todos) { await $0.todos.toggle(id) }
      case .delete: start(located, on: .todos) { await $0.todos.delete(id) }
      default:
        // N1: the list is covered, and goes away as a pushed view's parent does: its load stops (L1).
        let inFlight = running.values.filter { $0.screen == .todos }
        if !inFlight.isEmpty { record("  app: the list is covered, cancelling \(names(of: inFlight))") }
        cancel(inFlight)
        start(located, on: .todo) { await $0.todos.show(id) }
      }
    case .close:
      break
    }
    return nil
  }

  private func startTodo(_ gesture: TodoGesture, _ located: Scenario.Located) -> ScenarioFailure? {
    guard driver?.todo != nil else {
      if gesture == .back {
        record("  app: no Todo screen is open, nothing to go back from")
        return nil
      }
      return fail(
        located, "`todo \(gesture.word)` needs a Todo screen, and none is open: the list shows", screen: todosLines())
    }
    start(located, on: .todo) { driver in
      guard let todo = driver.todo else { return }
      switch gesture {
      case .back: await todo.back()
      case .type(let text): await todo.type(text)
      case .save: await todo.save()
      case .rename(let text):
        await todo.type(text)
        await todo.save()
      case .toggle: await todo.toggle()
      case .delete: await todo.delete()
      }
    }
    return nil
  }

  /// `app link …`: the app follows the link, as a gesture of the tab it opens.
  private func follow(_ link: LinkStatement, _ located: Scenario.Located) -> ScenarioFailure? {
    let text: String
    switch link {
    case .profile: text = AppLink.profile.text
    case .todos: text = AppLink.todos.text
    case .raw(let raw): text = raw
    case .todo(let title):
      // Read from the server's store, as a link someone shares names a todo the server keeps: not a request.
      guard let todo = server.todos.first(where: { $0.title == title }) else {
        return fail(located, "the server holds no todo titled \(Scenario.quoted(title))", screen: serverLines())
      }
      text = AppLink.todo(todo.id).text
    }
    if case .todo = link { record("  app: follows \(text)") }
    let screen: Screen = AppLink(text) == .profile ? .profile : .todos
    if AppLink(text) != nil { select(screen, located) }
    start(located, on: screen) { await $0.open(text) }
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
    driver = architecture.makeDriver(DriverContext(server: server, observers: observers, makeTodoID: makeTodoID))
    for observer in observers { observer.sessionDidStartApp(self) }
  }

  // snippet.engine-start-gesture
  /// Runs a gesture as a task tagged with its number.
  private func start(
    _ located: Scenario.Located, on screen: Screen, _ gesture: @escaping @MainActor (any Driver) async -> Void
  ) {
    guard let driver else { return }
    let number = nextGesture
    nextGesture += 1
    let task = Task { @MainActor [weak self] in
      await GestureTag.$current.withValue(number) {
        await gesture(driver)
      }
      self?.finished(number)
    }
    running[number] = RunningGesture(number: number, screen: screen, task: task, statement: located)
  }
  // snippet.end

  /// `screen`'s tab is selected, by `open` or by a link: the other tab's screen, if it is on screen, goes away
  /// as its `close` makes it go (FEATURE.md, "One tab at a time"). A Todo screen stays pushed, off screen.
  private func select(_ screen: Screen, _ located: Scenario.Located) {
    defer { tabOnScreen = screen }
    guard let away = tabOnScreen, away != screen else { return }
    record("  app: the \(screen == .profile ? "Profile" : "Todos") tab is selected")
    switch away {
    case .profile:
      closeScreen(.profile, located) { await $0.profile.close() }
    case .todos where driver?.todo == nil:
      closeScreen(.todos, located) { await $0.todos.close() }
    case .todos, .todo:
      break  // the list is covered already; the Todo screen's changes go on (L2)
    }
  }

  // snippet.engine-close-screen
  /// `profile close`, `todos close`: the screen goes away, as a SwiftUI view disappears.
  ///
  /// Every task the screen's view was running is cancelled, as SwiftUI cancels a
  /// view's `.task` and `.refreshable` work; then the view hears that it is gone.
  /// Whatever must outlive the view (the user's changes) is the architecture's to keep.
  private func closeScreen(
    _ screen: Screen, _ located: Scenario.Located, _ close: @escaping @MainActor (any Driver) async -> Void
  ) {
    let inFlight = running.values.filter { $0.screen == screen }
    if !inFlight.isEmpty {
      record("  app: the screen goes away, cancelling \(names(of: inFlight))")
    }
    cancel(inFlight)
    start(located, on: screen, close)
  }
  // snippet.end

  private func finished(_ number: Int) {
    running[number] = nil
    progress += 1
    check()
  }

  /// Cancels every gesture in flight, drops the answers the server holds for this app,
  /// waits for all to finish, and discards the app.
  private func stop() async -> ScenarioFailure? {
    if !running.isEmpty {
      record("  app: closing, cancelling \(names(of: Array(running.values)))")
    }
    for observer in observers { observer.sessionWillCloseApp(self) }
    // One at a time, each settled before the next, as `server resume` sends its answers:
    // tasks woken together would reach the main actor in an order the scheduler picks.
    var stuck: [RunningGesture] = []
    for gesture in running.values.sorted(by: { $0.number < $1.number }) where stuck.isEmpty {
      gesture.task.cancel()
      stuck = await wait(until: .settled)
    }
    // The app's connections close with it: what the server still holds will never reach it.
    while stuck.isEmpty, server.dropOldestHeld() {
      stuck = await wait(until: .settled)
    }
    if stuck.isEmpty { stuck = await wait(until: .finished) }
    // Whatever is held still (work that ignored the closing sent it), the app will never hear.
    server.disconnect()
    stopWatchdog()
    driver = nil
    guard !stuck.isEmpty else { return nil }
    let names = stuck.map { "`\($0.statement.source)` (line \($0.statement.line))" }
    return ScenarioFailure(
      file: file, line: lastLine,
      message: "\(names.joined(separator: ", ")) did not stop when the app was closed (watchdog: \(watchdog.limit))",
      screen: [], isWatchdog: true)
  }

  /// Cancels `gestures`, oldest first: the order never depends on a dictionary's.
  private func cancel(_ gestures: some Collection<RunningGesture>) {
    for gesture in gestures.sorted(by: { $0.number < $1.number }) { gesture.task.cancel() }
  }

  private func names(of gestures: [RunningGesture]) -> String {
    gestures.sorted { $0.number < $1.number }.map { "`\($0.statement.source)`" }.joined(separator: ", ")
  }
}
