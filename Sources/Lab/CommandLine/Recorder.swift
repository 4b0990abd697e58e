// What `archlab play --record` writes: each statement that ran, then `expect` lines for the screens it changed.

import LabEngine
import LabLanguage
import ScreenContract

/// Builds the recorded scenario: each statement that ran, then `expect` lines for the screens it changed.
@MainActor
struct Recorder {
  var title = "A recorded session"
  private var lines: [String] = []
  private(set) var statementCount = 0

  var text: String {
    "scenario \(Scenario.quoted(title))\n# Recorded with `archlab play`: the expectations are the screens as they were.\n"
      + lines.map { $0 + "\n" }.joined()
  }

  mutating func add(_ located: Scenario.Located, session: Session, open: Set<String>) {
    statementCount += 1
    lines.append(located.source)
    switch located.statement {
    case .expect, .appRestart:
      return
    case .profile(.close), .todos(.close):
      return
    case .profile:
      lines += Self.expectations(session.profileScreen)
    case .todos:
      lines += Self.expectations(session.todosScreen)
    case .server:
      if open.contains("profile") { lines += Self.expectations(session.profileScreen) }
      if open.contains("todos") { lines += Self.expectations(session.todosScreen) }
    }
  }

  static func expectations(_ screen: ProfileScreen) -> [String] {
    if screen.isEmpty { return ["expect profile empty"] }
    var lines = [screen.isLoading ? "expect profile loading" : "expect profile not-loading"]
    if let name = screen.name { lines.append("expect profile name \(Scenario.quoted(name))") }
    if let email = screen.email { lines.append("expect profile email \(Scenario.quoted(email))") }
    lines.append(screen.error.map { "expect profile error \(Scenario.quoted($0))" } ?? "expect profile no-error")
    return lines
  }

  static func expectations(_ screen: TodosScreen) -> [String] {
    let rows = screen.rows.map { RowValue(title: $0.title, isDone: $0.isDone).description }
    let saving = screen.rows.filter(\.isSaving).map { Scenario.quoted($0.title) }
    return [
      screen.isLoading ? "expect todos loading" : "expect todos not-loading",
      (["expect todos rows"] + rows).joined(separator: " "),
      (["expect todos saving"] + saving).joined(separator: " "),
      "expect todos left \(screen.itemsLeft)",
      "expect todos field \(Scenario.quoted(screen.field))",
      "expect todos filter \(screen.filter.rawValue)",
      screen.error.map { "expect todos error \(Scenario.quoted($0))" } ?? "expect todos no-error",
    ]
  }
}
