// Expectations: what a scenario says the screen or the server must show, checked against what they show.

import LabLanguage
import LabServer
import ScreenContract
import SharedModel

extension Session {
  /// Checks `expectation`; the failure, with the screen it read, if it does not hold.
  ///
  /// Each expectation reads only the screen it names: reading the Todos screen
  /// builds every row, which a Profile expectation has no need of.
  func verify(_ expectation: Expectation, _ located: Scenario.Located) -> ScenarioFailure? {
    let expected = located.source.dropFirst("expect ".count)
    switch expectation {
    case .serverTodos(let rows):
      let stored = server.todos.map { RowValue(title: $0.title, isDone: $0.isDone) }
      guard stored != rows else { return nil }
      return fail(
        located,
        "expected \(expected), the server holds "
          + (stored.isEmpty ? "no todos" : stored.map(\.description).joined(separator: " ")),
        screen: serverLines())
    case .serverRequests(let endpoint, let count):
      let received = server.requests(to: endpoint)
      guard received != count else { return nil }
      return fail(located, "expected \(expected), the server has received \(received)", screen: serverLines())
    case .profileLoading, .profileEmpty, .profileName, .profileEmail, .profileError:
      let profile = profileScreen
      guard let shown = Self.mismatch(expectation, profile) else { return nil }
      return fail(
        located, "expected \(expected), the screen shows \(shown)", screen: ScreenRenderer.lines(for: profile))
    case .todoClosed, .todoTitle, .todoField, .todoDone, .todoSaving, .todoError:
      let todo = driver?.todo?.screen
      guard let shown = Self.mismatch(expectation, todo) else { return nil }
      return fail(
        located, "expected \(expected), the screen shows \(shown)",
        screen: todo.map(ScreenRenderer.lines(for:)) ?? todosLines())
    case .appBadge(let badge):
      let shown = driver?.badge
      guard shown != badge else { return nil }
      return fail(
        located, "expected \(expected), the Todos tab shows " + (shown.map { "the badge \($0)" } ?? "no badge"),
        screen: todosLines())
    case .todosLoading, .todosRows, .todosSaving, .todosLeft, .todosField, .todosFilter, .todosError:
      let todos = todosScreenForExpectations
      guard let shown = Self.mismatch(expectation, todos) else { return nil }
      return fail(located, "expected \(expected), the screen shows \(shown)", screen: ScreenRenderer.lines(for: todos))
    }
  }

  /// What the Profile screen shows instead, if `expectation` does not hold for it.
  private static func mismatch(_ expectation: Expectation, _ profile: ProfileScreen) -> String? {
    switch expectation {
    case .profileLoading(let loading):
      profile.isLoading == loading ? nil : (profile.isLoading ? "the loading indicator" : "no loading indicator")
    case .profileEmpty:
      profile.isEmpty ? nil : profileSummary(profile)
    case .profileName(let name):
      profile.name == name ? nil : profile.name.map { "name \(Scenario.quoted($0))" } ?? "no profile"
    case .profileEmail(let email):
      profile.email == email ? nil : profile.email.map { "email \(Scenario.quoted($0))" } ?? "no profile"
    case .profileError(let error):
      profile.error == error ? nil : profile.error.map { "error \(Scenario.quoted($0))" } ?? "no error"
    default:
      nil
    }
  }

  /// What the Todos screen shows instead, if `expectation` does not hold for it.
  private static func mismatch(_ expectation: Expectation, _ todos: TodosScreen) -> String? {
    switch expectation {
    case .todosLoading(let loading):
      return todos.isLoading == loading ? nil : (todos.isLoading ? "the loading indicator" : "no loading indicator")
    case .todosRows(let rows):
      let visible = todos.rows.map { RowValue(title: $0.title, isDone: $0.isDone) }
      return visible == rows ? nil : rowsText(todos)
    case .todosSaving(let titles):
      let saving = todos.rows.filter(\.isSaving).map(\.title)
      guard saving != titles else { return nil }
      return saving.isEmpty ? "no row saving" : "saving " + saving.map(Scenario.quoted).joined(separator: " ")
    case .todosLeft(let count):
      return todos.itemsLeft == count ? nil : todos.counter
    case .todosField(let text):
      return todos.field == text ? nil : "field \(Scenario.quoted(todos.field))"
    case .todosFilter(let filter):
      return todos.filter == filter ? nil : "filter \(todos.filter.rawValue)"
    case .todosError(let error):
      return todos.error == error ? nil : todos.error.map { "error \(Scenario.quoted($0))" } ?? "no error"
    default:
      return nil
    }
  }

  /// What the Todo screen shows instead, if `expectation` does not hold for it; nil is no Todo screen.
  private static func mismatch(_ expectation: Expectation, _ todo: TodoScreen?) -> String? {
    guard let todo else { return expectation == .todoClosed ? nil : "no Todo screen: the list" }
    switch expectation {
    case .todoClosed: return "the Todo screen of \(Scenario.quoted(todo.title))"
    case .todoTitle(let title): return todo.title == title ? nil : "title \(Scenario.quoted(todo.title))"
    case .todoField(let text): return todo.field == text ? nil : "field \(Scenario.quoted(todo.field))"
    case .todoDone(let done): return todo.isDone == done ? nil : (todo.isDone ? "done" : "not done")
    case .todoSaving(let saving): return todo.isSaving == saving ? nil : (todo.isSaving ? "saving" : "not saving")
    case .todoError(let error):
      return todo.error == error ? nil : todo.error.map { "error \(Scenario.quoted($0))" } ?? "no error"
    default: return nil
    }
  }

  func visibleRow(_ reference: RowReference) -> Todo.ID? {
    let rows = driver?.todos.screen.rows ?? []
    switch reference {
    case .title(let title): return rows.first { $0.title == title }?.id
    case .position(let position): return position <= rows.count ? rows[position - 1].id : nil
    }
  }

  // MARK: - Reporting

  func fail(_ located: Scenario.Located, _ message: String, screen: [String]) -> ScenarioFailure {
    ScenarioFailure(file: file, line: located.line, message: message, screen: screen)
  }

  func rowsText() -> String { Self.rowsText(todosScreen) }

  static func rowsText(_ screen: TodosScreen) -> String {
    let rows = screen.rows
    return rows.isEmpty
      ? "no rows" : rows.map { RowValue(title: $0.title, isDone: $0.isDone).description }.joined(separator: " ")
  }

  private static func profileSummary(_ screen: ProfileScreen) -> String {
    var parts: [String] = []
    if screen.isLoading { parts.append("the loading indicator") }
    if let name = screen.name { parts.append("name \(Scenario.quoted(name))") }
    if let error = screen.error { parts.append("error \(Scenario.quoted(error))") }
    return parts.joined(separator: ", ")
  }

  func todosLines() -> [String] { ScreenRenderer.lines(for: todosScreen) }

  func serverLines() -> [String] {
    var lines = ["Server"]
    lines += server.todos.map { "  \(RowValue(title: $0.title, isDone: $0.isDone).text)" }
    if server.todos.isEmpty { lines.append("  (no todos)") }
    let counts = Endpoint.allCases.map { "\($0.rawValue) \(server.requests(to: $0))" }
    lines.append("  requests: " + counts.joined(separator: ", "))
    if !server.heldRequests.isEmpty { lines.append("  held: " + server.heldRequests.joined(separator: ", ")) }
    return lines
  }
}
