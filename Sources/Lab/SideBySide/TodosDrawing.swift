// Draws a Todos screen again and again as a scenario goes on, folding what did not change,
// so that a long list costs a reader, and the lab, a few lines per step rather than the whole list.

import LabNarration
import ScreenContract

/// Draws successive Todos screens: a short list in full, a long one with the rows that
/// did not change since the last drawing folded into one line each side of the change.
///
///     Todos
///       > _
///       ⋮ 3998 rows as before
///       3999 [ ] Todo 3998
///       4000 [ ] Todo 3999 …saving
///       3999 items left · filter: [all] active completed
public struct TodosDrawing: Sendable {
  /// Lists up to this many rows are always drawn in full.
  public static let fullUpTo = 20
  /// Rows drawn at each end of a long list seen for the first time.
  static let ends = 3

  private var last: TodosScreen?

  public init() {}

  /// The lines for `screen`, folded against the screen drawn last.
  public mutating func lines(for screen: TodosScreen) -> [String] {
    defer { last = screen }
    let rows = screen.rows
    guard rows.count > Self.fullUpTo else { return ScreenRenderer.lines(for: screen) }
    var lines = ScreenRenderer.headLines(for: screen)
    let shown: Range<Int>
    if let last, last.rows.count > 0 {
      shown = Self.changed(from: last.rows, to: rows)
    } else {
      // Seen for the first time: both ends, the middle folded.
      lines += (0..<Self.ends).map { ScreenRenderer.rowLine($0, rows[$0]) }
      lines.append("  ⋮ \(rows.count - 2 * Self.ends) more rows")
      lines += (rows.count - Self.ends..<rows.count).map { ScreenRenderer.rowLine($0, rows[$0]) }
      return lines + ScreenRenderer.footLines(for: screen)
    }
    if shown.lowerBound > 0 { lines.append("  ⋮ \(Self.rows(shown.lowerBound)) as before") }
    lines += shown.map { ScreenRenderer.rowLine($0, rows[$0]) }
    if shown.upperBound < rows.count { lines.append("  ⋮ \(Self.rows(rows.count - shown.upperBound)) as before") }
    return lines + ScreenRenderer.footLines(for: screen)
  }

  /// The rows of `new` to draw: those that differ from `old`, found by the longest common start and
  /// end (an add, a toggle, a delete changes one place), with one row of context each side.
  static func changed(from old: [TodosScreen.Row], to new: [TodosScreen.Row]) -> Range<Int> {
    let edit = ListEdit(from: old, to: new)
    let lower = max(0, edit.added.lowerBound - 1)
    let upper = min(new.count, edit.added.upperBound + 1)
    return lower..<max(lower, upper)
  }

  private static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
}
