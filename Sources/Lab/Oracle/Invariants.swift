// FEATURE.md's invariants, checked on one session after a statement has settled.
// The messages are written here as the spec writes them, not taken from the apps' code:
// an app whose wording drifted from the spec breaks T10.

import LabEngine
import LabServer
import ScreenContract
import SharedModel

/// Checks the spec's invariants on a session, with what its ``ServerWatch`` knows.
@MainActor
enum Invariants {
  /// The first rule broken, and what was seen; nil if every invariant holds.
  static func check(_ session: Session, _ watch: ServerWatch) -> (rule: Rule, message: String)? {
    let todos = session.todosScreen
    let profile = session.profileScreen
    let server = session.server

    var seen = Set<Todo.ID>()
    for row in todos.rows where !seen.insert(row.id).inserted {
      return (.noRowTwice, "the screen shows \(quoted(row.title)) twice: \(rows(todos.rows))")
    }
    if let hidden = todos.rows.first(where: { !shows(todos.filter, isDone: $0.isDone) }) {
      return (.filter, "the filter is \(todos.filter.rawValue), the screen shows \(row(hidden))")
    }
    if let problem = counterProblem(todos) { return (.counter, problem) }
    if let error = profile.error, error != "Couldn't load the profile." {
      return (.errorLine, "the Profile screen's error line reads \(quoted(error))")
    }
    if let error = todos.error, !isTodosMessage(error, titles: watch.titles) {
      return (.errorLine, "the Todos screen's error line reads \(quoted(error))")
    }
    if let todo = session.currentDriver?.todo?.screen, let problem = sourceOfTruthProblem(todo, todos) {
      return (.oneSourceOfTruth, problem)
    }
    if let badge = session.currentDriver?.badge, badge != todos.itemsLeft {
      return (.badge, "the badge shows \(badge), the counter reads \(quoted(todos.counter))")
    }
    if todos.field != watch.field {
      return (.nothingTypedLost, "the field holds \(quoted(todos.field)), it should hold \(quoted(watch.field))")
    }

    let onItsWay = Set(watch.savesPending.values)
    if let wrong = todos.rows.first(where: { $0.isSaving != onItsWay.contains($0.id) }) {
      return (
        .savingMark,
        wrong.isSaving
          ? "\(row(wrong)) is marked saving, and no change of it is on its way"
          : "\(row(wrong)) is not marked saving, and its change is on its way"
      )
    }

    // At rest: every gesture has finished and no answer is held.
    guard server.heldRequests.isEmpty else { return nil }
    if todos.isLoading { return (.atRest, "no request is pending, and the Todos screen is still loading") }
    if profile.isLoading { return (.atRest, "no request is pending, and the Profile screen is still loading") }
    if watch.listIsInStep {
      let expected = server.todos.filter { shows(todos.filter, isDone: $0.isDone) }
      let shown = todos.rows.map { Todo(id: $0.id, title: $0.title, isDone: $0.isDone) }
      if shown != expected || todos.itemsLeft != server.todos.count(where: { !$0.isDone }) {
        return (
          .listEqualsServer,
          "the screen shows \(rows(todos.rows)) (\(todos.counter)), the server holds \(rows(server.todos))"
            + (todos.filter == .all ? "" : " (filter \(todos.filter.rawValue))")
        )
      }
    }
    return nil
  }

  /// N3, N6: where the Todo screen's todo has a visible row, they agree; the error line is the list's.
  private static func sourceOfTruthProblem(_ todo: TodoScreen, _ todos: TodosScreen) -> String? {
    if todo.error != todos.error {
      return "the Todo screen's error line reads \(todo.error.map(quoted) ?? "nothing"), the list's"
        + " \(todos.error.map(quoted) ?? "nothing")"
    }
    guard shows(todos.filter, isDone: todo.isDone) else { return nil }
    guard let row = todos.rows.first(where: { $0.id == todo.id }) else {
      return "the Todo screen shows \(quoted(todo.title)), which the list doesn't show"
    }
    if row.title != todo.title || row.isDone != todo.isDone || row.isSaving != todo.isSaving {
      let shown = "\(todo.isDone ? "[x]" : "[ ]") \(quoted(todo.title))" + (todo.isSaving ? " (saving)" : "")
      return "the Todo screen shows \(shown), its row \(Self.row(row))" + (row.isSaving ? " (saving)" : "")
    }
    return nil
  }

  private static func counterProblem(_ todos: TodosScreen) -> String? {
    let expectedText =
      switch todos.itemsLeft {
      case 1: "1 item left"
      default: "\(todos.itemsLeft) items left"
      }
    if todos.counter != expectedText { return "the counter reads \(quoted(todos.counter))" }
    let notDone = todos.rows.count { !$0.isDone }
    switch todos.filter {
    case .all where todos.itemsLeft != notDone, .active where todos.itemsLeft != notDone:
      return "the counter reads \(quoted(todos.counter)), the screen shows \(notDone) not done"
    case .completed where todos.itemsLeft < 0:
      return "the counter reads \(quoted(todos.counter))"
    default:
      return nil
    }
  }

  private static func shows(_ filter: TodosScreen.Filter, isDone: Bool) -> Bool {
    switch filter {
    case .all: true
    case .active: !isDone
    case .completed: isDone
    }
  }

  private static func isTodosMessage(_ error: String, titles: Set<String>) -> Bool {
    let fixed = [
      "Couldn't load your todos.", "A todo needs a title.", "A title can't be longer than 100 characters.",
      "Couldn't clear completed todos.", "That todo doesn't exist.",
    ]
    if fixed.contains(error) { return true }
    // Compared on Unicode scalars: a title that starts with a combining mark joins the quote
    // before it into one character, and `hasPrefix` would no longer see the quote.
    let scalars = Array(error.unicodeScalars)
    let suffix = Array("”.".unicodeScalars)
    for prefix in ["Couldn't add “", "Couldn't update “", "Couldn't delete “", "Couldn't rename “"] {
      let start = Array(prefix.unicodeScalars)
      guard scalars.starts(with: start), scalars.count >= start.count + suffix.count,
        Array(scalars.suffix(suffix.count)) == suffix
      else { continue }
      var title = String.UnicodeScalarView()
      title.append(contentsOf: scalars[start.count..<(scalars.count - suffix.count)])
      return titles.contains(String(title))
    }
    return false
  }

  static func quoted(_ text: String) -> String { "“\(text)”" }

  private static func row(_ row: TodosScreen.Row) -> String {
    "\(row.isDone ? "[x]" : "[ ]") \(quoted(row.title))"
  }

  private static func rows(_ rows: [TodosScreen.Row]) -> String {
    rows.isEmpty ? "no rows" : rows.map(row).joined(separator: ", ")
  }

  private static func rows(_ todos: [Todo]) -> String {
    todos.isEmpty
      ? "no todos" : todos.map { "\($0.isDone ? "[x]" : "[ ]") \(quoted($0.title))" }.joined(separator: ", ")
  }
}
