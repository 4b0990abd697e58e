// The one text renderer: draws a screen value as lines for a terminal.
// The runner, the failure reports and the interactive mode all use it.

/// Draws ``ProfileScreen`` and ``TodosScreen`` values as plain text lines.
///
/// Plain text only: colour, if any, is the caller's business.
public enum ScreenRenderer {
  /// The Profile screen, e.g.
  ///
  ///     Profile ⟳ loading
  ///       Ada Lovelace
  ///       ada@example.com
  ///       ! Couldn't load the profile.
  public static func lines(for screen: ProfileScreen) -> [String] {
    var lines = [header("Profile", isLoading: screen.isLoading)]
    if screen.name == nil, screen.email == nil {
      lines.append("  (no profile)")
    }
    if let name = screen.name { lines.append("  \(name)") }
    if let email = screen.email { lines.append("  \(email)") }
    if let error = screen.error { lines.append("  ! \(error)") }
    return lines
  }

  /// The Todos screen, e.g.
  ///
  ///     Todos
  ///       > Buy milk_
  ///       1 [ ] Buy milk …saving
  ///       2 [x] Walk the dog
  ///       1 item left · filter: [all] active completed
  ///       ! Couldn't add “Buy milk”.
  public static func lines(for screen: TodosScreen) -> [String] {
    var lines = headLines(for: screen)
    if screen.rows.isEmpty {
      lines.append("  (no rows)")
    }
    for (index, row) in screen.rows.enumerated() {
      lines.append(rowLine(index, row))
    }
    return lines + footLines(for: screen)
  }

  /// The lines above the rows: the title with the loading indicator, then the field.
  public static func headLines(for screen: TodosScreen) -> [String] {
    [header("Todos", isLoading: screen.isLoading), "  > \(screen.field)_"]
  }

  /// The row at `index` (from 0), numbered from 1 as gestures name it: `  2 [x] Walk the dog`.
  public static func rowLine(_ index: Int, _ row: TodosScreen.Row) -> String {
    "  \(index + 1) \(line(for: row))"
  }

  /// The lines below the rows: the counter and the filters, then the error line if any.
  public static func footLines(for screen: TodosScreen) -> [String] {
    let filters = TodosScreen.Filter.allCases
      .map { $0 == screen.filter ? "[\($0.rawValue)]" : $0.rawValue }
      .joined(separator: " ")
    var lines = ["  \(screen.counter) · filter: \(filters)"]
    if let error = screen.error { lines.append("  ! \(error)") }
    return lines
  }

  /// The Todo screen over the list, e.g.
  ///
  ///     Todos › Todo
  ///       [ ] Buy milk …saving
  ///       > Buy oat milk_
  ///       ! Couldn't rename “Buy milk”.
  ///
  /// The heading is the Todos tab's stack, the list under the Todo screen.
  public static func lines(for screen: TodoScreen) -> [String] {
    let row = TodosScreen.Row(id: screen.id, title: screen.title, isDone: screen.isDone, isSaving: screen.isSaving)
    var lines = ["Todos › Todo", "  \(line(for: row))", "  > \(screen.field)_"]
    if let error = screen.error { lines.append("  ! \(error)") }
    return lines
  }

  /// The Todos tab's badge, e.g. `Todos tab badge: 2`, or `Todos tab badge: none`.
  public static func badgeLine(_ badge: Int?) -> String {
    "Todos tab badge: " + (badge.map(String.init) ?? "none")
  }

  /// The lines joined into one string, each ending with a newline.
  public static func text(for screen: ProfileScreen) -> String {
    lines(for: screen).map { $0 + "\n" }.joined()
  }

  /// The lines joined into one string, each ending with a newline.
  public static func text(for screen: TodosScreen) -> String {
    lines(for: screen).map { $0 + "\n" }.joined()
  }

  /// One row, e.g. `[ ] Buy milk …saving`.
  public static func line(for row: TodosScreen.Row) -> String {
    checkbox(isDone: row.isDone) + " " + row.title + (row.isSaving ? " …saving" : "")
  }

  /// `[x]` for a todo that is done, `[ ]` for one that is not: the one place a row's mark is written.
  public static func checkbox(isDone: Bool) -> String {
    isDone ? "[x]" : "[ ]"
  }

  private static func header(_ title: String, isLoading: Bool) -> String {
    isLoading ? "\(title) ⟳ loading" : title
  }
}
