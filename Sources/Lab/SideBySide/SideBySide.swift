// Several architectures' runs of one scenario, side by side: `archlab show` prints it.

import LabEngine
import LabLanguage
import LabTerminal
import ScreenContract

/// Lays out several architectures' runs of one scenario in columns.
public enum SideBySide {
  /// The scenario step by step: each statement, one column per architecture with its inside story, and the screen after it.
  public static func text(
    scenario: Scenario, runs results: [RecordedRun], width: Int, console: Console, words: ReportWords = .english
  ) -> String {
    let separator = " │ "
    let columnWidth = max(12, (width - separator.count * (results.count - 1)) / max(1, results.count))
    var text = console.paint("\(scenario.title)", .bold) + "\n\(scenario.file)\n"
    text += "\n" + row(results.map(\.architecture), columnWidth, separator, console: console, bold: true)

    var lastScreens: [String] = []
    for (index, located) in scenario.statements.enumerated() {
      let steps = results.map { index < $0.steps.count ? $0.steps[index] : nil }
      let heading = "\(located.line): \(located.source) "
      text +=
        "\n"
        + console.paint(
          heading + String(repeating: "─", count: max(0, width - TerminalColumns.of(heading))), .bold) + "\n"
      if case .expect = located.statement {
        text += expectationLine(steps, results: results, console: console, words: words)
        continue
      }
      let columns = steps.map { step in
        guard let step else { return [words.stoppedEarlier] }
        var lines = step.inside.flatMap { TextLayout.wrap($0.description, columnWidth) }
        if let failure = step.failure { lines += TextLayout.wrap("✗ " + words.reason(failure.message), columnWidth) }
        return lines
      }
      let height = columns.map(\.count).max() ?? 0
      for line in 0..<height {
        text += row(columns.map { line < $0.count ? $0[line] : "" }, columnWidth, separator, console: console)
      }
      let (drawn, shown) = screens(
        after: located, steps: steps, architectures: results.map(\.architecture), console: console, words: words)
      // What is on screen, as values: a long list is drawn folded, so its lines alone can't tell.
      if shown != lastScreens || height > 0 {
        text += drawn
        lastScreens = shown
      }
    }
    let passed = results.filter(\.passed).map(\.architecture)
    let failed = results.filter { !$0.passed }.map(\.architecture)
    text += "\n"
    if !passed.isEmpty { text += console.paint(words.passed + passed.joined(separator: ", "), .green) + "\n" }
    if !failed.isEmpty { text += console.paint(words.failed + failed.joined(separator: ", "), .red) + "\n" }
    return text
  }

  /// `✓ holds for every architecture` (or for those played that got this far), or which ones the expectation
  /// failed for; an architecture whose run stopped at an earlier statement checked nothing here.
  private static func expectationLine(
    _ steps: [Step?], results: [RecordedRun], console: Console, words: ReportWords
  ) -> String {
    let reached = zip(steps, results).compactMap { step, result in step.map { ($0, result.architecture) } }
    guard !reached.isEmpty else { return "  \(words.stoppedEarlier)\n" }
    let failing = reached.compactMap { step, architecture in
      step.failure.map { "\(architecture): \(words.reason($0.message))" }
    }
    guard failing.isEmpty else { return failing.map { console.paint("  ✗ \($0)", .red) + "\n" }.joined() }
    let names = reached.map(\.1)
    let holds =
      names.count == results.count && names.count > 1
      ? words.holdsForEvery : words.holdsFor(names.joined(separator: ", "))
    return "  ✓ \(holds)\n"
  }

  /// The screen the statement concerns, once when every architecture shows the same, else each, marked;
  /// and what it shows, as a key that is equal when the screens are.
  private static func screens(
    after located: Scenario.Located, steps: [Step?], architectures: [String], console: Console, words: ReportWords
  ) -> (text: String, shown: [String]) {
    let present = zip(steps, architectures).compactMap { step, name in step.map { (name, $0) } }
    guard !present.isEmpty else { return ("", []) }
    var drawings: [(name: String, lines: [String], key: String)] = []
    let showsProfile: Bool
    var showsTodos: Bool
    switch located.statement {
    case .profile, .appLink(.profile): (showsProfile, showsTodos) = (true, false)
    case .todos, .todo, .appLink: (showsProfile, showsTodos) = (false, true)
    default:
      showsProfile = present.contains { !$0.1.profile.isEmpty }
      showsTodos = present.contains { !$0.1.todosIsBlank }
    }
    // Under a Todo screen, the list is what Back would show; the Todo screen is drawn after it.
    let showsTodo = present.contains { $0.1.todo != nil }
    if showsTodo { showsTodos = true }
    for (name, step) in present {
      var lines: [String] = []
      var key = ""
      if showsProfile {
        lines += ScreenRenderer.lines(for: step.profile)
        key += lines.joined(separator: "\n")
      }
      if showsTodos {
        lines += step.todosLines
        key += "\ntodos \(step.todosFingerprint)"
      }
      if showsTodo {
        let todo = step.todo.map(ScreenRenderer.lines(for:)) ?? [words.noTodoScreen]
        lines += todo
        key += "\n" + todo.joined(separator: "\n")
      }
      if showsTodos || step.badge != nil {
        lines.append(ScreenRenderer.badgeLine(step.badge))
        key += "\nbadge \(step.badge.map(String.init) ?? "none")"
      }
      drawings.append((name, lines, key))
    }
    guard let first = drawings.first, !first.lines.isEmpty else { return ("", []) }
    if drawings.allSatisfy({ $0.key == first.key }) {
      return (first.lines.map { "    \(words.line($0))\n" }.joined(), [first.key])
    }
    let text = drawings.map { name, lines, _ in
      console.paint("  ≠ \(name):", .red) + "\n" + lines.map { "    \(words.line($0))\n" }.joined()
    }.joined()
    return (text, drawings.map(\.key))
  }

  private static func row(
    _ cells: [String], _ width: Int, _ separator: String, console: Console, bold: Bool = false
  ) -> String {
    let line = TextLayout.trimmingTrailingSpaces(
      cells.map { TextLayout.padded($0, width) }.joined(separator: separator))
    return (bold ? console.paint(line, .bold) : line) + "\n"
  }
}
