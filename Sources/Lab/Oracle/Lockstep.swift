// Plays one statement at a time on every architecture at once, and checks the rules after each.

import LabEngine
import LabLanguage
import LabServer
import ScreenContract
import SharedModel

/// One scenario played on several architectures side by side, statement by statement,
/// with the oracle's rules checked after each.
@MainActor
final class Lockstep {
  private let sessions: [Session]
  private let watches: [ServerWatch]
  private var reader = LineReader()
  private var line = 0
  /// FEATURE.md as a state machine: what every architecture must show after each statement.
  private(set) var model = SpecModel()

  /// What came of one statement.
  enum Outcome: Equatable {
    case holds
    /// A rule is broken.
    case broken(Violation)
    /// The statement can't be played here (its screen is closed, its row or held answer isn't there):
    /// no fault of the apps. Shrinking meets these when it drops what a statement needed.
    case notPlayable(String)
  }

  init(_ architectures: [Architecture], watchdog: Watchdog) {
    sessions = architectures.map { architecture in
      let session = Session(architecture, file: "fuzz.scenario", watchdog: watchdog)
      session.keepsTrace = false
      return session
    }
    watches = sessions.map { ServerWatch(server: $0.server) }
  }

  /// The first session: the one the generator looks at when it picks the next statement.
  var first: Session { sessions[0] }

  /// Plays `statement` on every architecture, then checks the rules.
  func perform(_ statement: Statement) async -> Outcome {
    line += 1
    let source = statement.source
    let located: Scenario.Located
    switch reader.read(source, line: line) {
    case .success(.statement(let read)): located = read
    case .failure(let problem): return .notPlayable(problem.message)
    case .success: return .notPlayable("`\(source)` is not a statement")
    }
    var failures: [ScenarioFailure?] = []
    for (session, watch) in zip(sessions, watches) {
      watch.willPerform(statement)
      failures.append(await session.perform(located))
      watch.didPerform(statement)
    }
    if let stuck = failures.compactMap({ $0 }).first(where: \.isWatchdog) {
      return .broken(violation(.settles, stuck.message))
    }
    if failures.allSatisfy({ $0 != nil }), let failure = failures[0] {
      return .notPlayable(failure.message)
    }
    if let index = failures.firstIndex(where: { $0 != nil }), let failure = failures[index] {
      return .broken(violation(.sameBehaviour, "only \(sessions[index].architecture.name) fails: \(failure.message)"))
    }
    if let difference = difference() {
      return .broken(violation(.sameBehaviour, difference))
    }
    if let (rule, message) = Invariants.check(sessions[0], watches[0]) {
      return .broken(violation(rule, message))
    }
    model.perform(statement)
    if let difference = differenceFromTheModel() {
      return .broken(violation(.spec, difference))
    }
    return .holds
  }

  /// Where the architectures differ from what the reference model predicts, if they do: the screens,
  /// what the server holds and what it was sent. They agree with each other by now, so the first tells.
  private func differenceFromTheModel() -> String? {
    let session = sessions[0]
    let name = session.architecture.name
    let expected = model.todosScreen
    let shown = Self.withoutIDs(session.todosScreen)
    if shown != expected {
      return "FEATURE.md says the Todos screen shows \(Self.describe(expected)); \(name) shows \(Self.describe(shown))"
    }
    let todo = session.currentDriver?.todo.map { Self.withoutID($0.screen) }
    if todo != model.todoScreen {
      return "FEATURE.md says \(Self.describe(model.todoScreen)); \(name) shows \(Self.describe(todo))"
    }
    let badge = session.currentDriver?.badge
    if badge != model.badge {
      return "FEATURE.md says the Todos tab shows \(Self.describe(badge: model.badge)); \(name) shows"
        + " \(Self.describe(badge: badge))"
    }
    if session.profileScreen != model.profileScreen {
      return "FEATURE.md says the Profile screen shows \(Self.describe(model.profileScreen));"
        + " \(name) shows \(Self.describe(session.profileScreen))"
    }
    let stored = session.server.todos.map { SpecModel.Item(key: 0, title: $0.title, isDone: $0.isDone) }
    let predicted = model.serverTodos.map { SpecModel.Item(key: 0, title: $0.title, isDone: $0.isDone) }
    if stored != predicted {
      return
        "FEATURE.md says the server holds \(Self.describe(predicted)); after \(name) it holds \(Self.describe(stored))"
    }
    for endpoint in Endpoint.allCases
    where session.server.requests(to: endpoint) != model.requestCounts[endpoint, default: 0] {
      return "FEATURE.md says \(endpoint) has received \(model.requestCounts[endpoint, default: 0]) requests;"
        + " \(name) sent \(session.server.requests(to: endpoint))"
    }
    return nil
  }

  private static func describe(_ screen: TodosScreen) -> String {
    var parts = [screen.rows.isEmpty ? "no rows" : screen.rows.map(Self.describe).joined(separator: " ")]
    parts.append("\(screen.itemsLeft) left")
    if screen.isLoading { parts.append("loading") }
    if screen.filter != .all { parts.append("filter \(screen.filter.rawValue)") }
    parts.append("field “\(screen.field)”")
    parts.append(screen.error.map { "error “\($0)”" } ?? "no error")
    return parts.joined(separator: ", ")
  }

  private static func describe(_ todo: TodoScreen?) -> String {
    guard let todo else { return "no Todo screen" }
    var parts = ["the Todo screen of \(todo.isDone ? "[x]" : "[ ]") “\(todo.title)”"]
    if todo.isSaving { parts.append("saving") }
    parts.append("field “\(todo.field)”")
    parts.append(todo.error.map { "error “\($0)”" } ?? "no error")
    return parts.joined(separator: ", ")
  }

  private static func describe(badge: Int?) -> String {
    badge.map { "the badge \($0)" } ?? "no badge"
  }

  private static func describe(_ row: TodosScreen.Row) -> String {
    "\(row.isDone ? "[x]" : "[ ]") “\(row.title)”" + (row.isSaving ? " (saving)" : "")
  }

  private static func describe(_ screen: ProfileScreen) -> String {
    var parts: [String] = []
    if let name = screen.name { parts.append("“\(name)”") }
    if let email = screen.email { parts.append("“\(email)”") }
    if screen.isLoading { parts.append("loading") }
    parts.append(screen.error.map { "error “\($0)”" } ?? "no error")
    return parts.joined(separator: ", ")
  }

  private static func describe(_ items: [SpecModel.Item]) -> String {
    items.isEmpty ? "no todos" : items.map { "\($0.isDone ? "[x]" : "[ ]") “\($0.title)”" }.joined(separator: " ")
  }

  /// Closes every app; a gesture that won't stop breaks the settling rule.
  func finish() async -> Outcome {
    for session in sessions {
      if let failure = await session.close() {
        return .broken(violation(.settles, failure.message))
      }
    }
    return .holds
  }

  /// Cancels what is in flight after a failure, without waiting.
  func abandon() {
    for session in sessions { session.abandon() }
  }

  /// Where the first architecture that differs from the first one differs, if one does.
  private func difference() -> String? {
    let reference = sessions[0]
    for other in sessions.dropFirst() {
      let names = "\(reference.architecture.name) and \(other.architecture.name)"
      // What a user sees, and what the server holds: the ids apps give their todos are their own business.
      if Self.withoutIDs(reference.todosScreen) != Self.withoutIDs(other.todosScreen) {
        return "\(names) show different Todos screens"
      }
      if reference.profileScreen != other.profileScreen { return "\(names) show different Profile screens" }
      if reference.currentDriver?.todo.map({ Self.withoutID($0.screen) })
        != other.currentDriver?.todo.map({ Self.withoutID($0.screen) })
      {
        return "\(names) show different Todo screens"
      }
      if reference.currentDriver?.badge != other.currentDriver?.badge { return "\(names) show different badges" }
      if reference.server.todos.map(Self.withoutID) != other.server.todos.map(Self.withoutID) {
        return "\(names) leave different todos on the server"
      }
      for endpoint in Endpoint.allCases
      where reference.server.requests(to: endpoint) != other.server.requests(to: endpoint) {
        return "\(names) send \(reference.server.requests(to: endpoint)) and \(other.server.requests(to: endpoint))"
          + " requests to \(endpoint)"
      }
      if reference.server.heldRequests != other.server.heldRequests {
        return "\(names) wait on different held answers"
      }
    }
    return nil
  }

  private static func withoutIDs(_ screen: TodosScreen) -> TodosScreen {
    var screen = screen
    for index in screen.rows.indices { screen.rows[index].id = Todo.ID(rawValue: "") }
    return screen
  }

  private static func withoutID(_ screen: TodoScreen) -> TodoScreen {
    var screen = screen
    screen.id = Todo.ID(rawValue: "")
    return screen
  }

  private static func withoutID(_ todo: Todo) -> Todo {
    Todo(id: Todo.ID(rawValue: ""), title: todo.title, isDone: todo.isDone)
  }

  private func violation(_ rule: Rule, _ message: String) -> Violation {
    Violation(rule: rule, message: message, screens: sessions.map { ($0.architecture.name, Self.lines(of: $0)) })
  }

  /// Both screens and the server, as a shrunk scenario's comment shows them.
  static func lines(of session: Session) -> [String] {
    let server = session.server
    let held = server.heldRequests
    let todo = session.currentDriver?.todo.map { ScreenRenderer.lines(for: $0.screen) } ?? []
    let badge = session.currentDriver?.badge.map { ["Badge \($0)"] } ?? []
    return ScreenRenderer.lines(for: session.profileScreen) + ScreenRenderer.lines(for: session.todosScreen) + todo
      + badge + [
        "Server holds "
          + (server.todos.isEmpty
            ? "no todos"
            : server.todos.map { "\(ScreenRenderer.checkbox(isDone: $0.isDone)) \($0.title)" }.joined(separator: ", ")),
        "Server requests: "
          + Endpoint.allCases.map { "\($0) \(server.requests(to: $0))" }.joined(separator: ", ")
          + (held.isEmpty ? "" : "; held: " + held.joined(separator: ", ")),
      ]
  }
}
