// `archlab show SCENARIO`: each statement, what it caused inside each architecture, and the screen after it.

import ScreenContract

/// `archlab show SCENARIO [--arch NAMES] [--width N]`
@MainActor
struct ShowCommand {
  var word: String
  var architectures: [any Driver.Type]
  var width: Int
  var library: ScenarioLibrary

  init(_ arguments: [String], registry: [any Driver.Type]) throws(UsageError) {
    let parsed = try Arguments(arguments, valued: ["--arch", "--width", "--scenarios"], flags: [])
    guard parsed.positional.count == 1 else {
      throw UsageError(message: "show takes one scenario, its name or its file")
    }
    word = parsed.positional[0]
    let chosen = try RunCommand.architectures(named: parsed.options["--arch"], among: registry)
    architectures = parsed.options["--arch"] == nil ? chosen.filter { !$0.isVariant } : chosen
    let width = parsed.options["--width"].map { Int($0) ?? 0 } ?? 100
    guard width >= 40 else { throw UsageError(message: "--width takes a number of columns, 40 or more") }
    self.width = width
    library =
      parsed.options["--scenarios"].map { ScenarioLibrary(directory: .init(fileURLWithPath: $0)) } ?? .packageDefault
  }

  func execute(console: Console) async throws(UsageError) -> ExitCode {
    let scenario: Scenario
    switch try ScenarioSelection.single(word, library: library, console: console) {
    case .found(let found): scenario = found
    case .exit(let code): return code
    }
    var results: [ScenarioResult] = []
    for driver in architectures {
      results.append(await Engine(driver: driver).play(scenario))
    }
    let text = SideBySide.text(scenario: scenario, results: results, width: width, console: console)
    console.write(SideBySide.fitting(text, width: width, console: console))
    return results.allSatisfy(\.passed) ? .success : .failure
  }
}

/// Lays out several architectures' runs of one scenario in columns.
enum SideBySide {
  static func text(scenario: Scenario, results: [ScenarioResult], width: Int, console: Console) -> String {
    let separator = " │ "
    let columnWidth = max(12, (width - separator.count * (results.count - 1)) / max(1, results.count))
    var text = console.paint("\(scenario.title)", .bold) + "\n\(scenario.file)\n"
    text += "\n" + row(results.map(\.architecture), columnWidth, separator, console: console, bold: true)

    var lastScreens = ""
    for (index, located) in scenario.statements.enumerated() {
      let steps = results.map { index < $0.steps.count ? $0.steps[index] : nil }
      let heading = "\(located.line): \(located.source) "
      text += "\n" + console.paint(heading + String(repeating: "─", count: max(0, width - heading.count)), .bold) + "\n"
      if case .expect = located.statement {
        text += expectationLine(steps, results: results, console: console)
        continue
      }
      let columns = steps.map { step in
        guard let step else { return ["(stopped earlier)"] }
        var lines = step.inside.flatMap { wrap($0.description, columnWidth) }
        if let failure = step.failure { lines += wrap("✗ " + failure.message, columnWidth) }
        return lines
      }
      let height = columns.map(\.count).max() ?? 0
      for line in 0..<height {
        text += row(columns.map { line < $0.count ? $0[line] : "" }, columnWidth, separator, console: console)
      }
      let drawn = screens(after: located, steps: steps, architectures: results.map(\.architecture), console: console)
      if drawn != lastScreens || height > 0 {
        text += drawn
        lastScreens = drawn
      }
    }
    let passed = results.filter(\.passed).map(\.architecture)
    let failed = results.filter { !$0.passed }.map(\.architecture)
    text += "\n"
    if !passed.isEmpty { text += console.paint("passed: " + passed.joined(separator: ", "), .green) + "\n" }
    if !failed.isEmpty { text += console.paint("failed: " + failed.joined(separator: ", "), .red) + "\n" }
    return text
  }

  /// `✓ every architecture`, or which ones the expectation failed for.
  private static func expectationLine(_ steps: [Step?], results: [ScenarioResult], console: Console) -> String {
    var failing: [String] = []
    for (step, result) in zip(steps, results) {
      guard let step else { continue }
      if let failure = step.failure { failing.append("\(result.architecture): \(failure.message)") }
    }
    if failing.isEmpty { return "  ✓ holds for every architecture\n" }
    return failing.map { console.paint("  ✗ \($0)", .red) + "\n" }.joined()
  }

  /// The screen the statement concerns, once when every architecture shows the same, else each, marked.
  private static func screens(
    after located: Scenario.Located, steps: [Step?], architectures: [String], console: Console
  ) -> String {
    let present = zip(steps, architectures).compactMap { step, name in step.map { (name, $0) } }
    guard !present.isEmpty else { return "" }
    var drawings: [(String, [String])] = []
    let showsProfile: Bool
    let showsTodos: Bool
    switch located.statement {
    case .profile: (showsProfile, showsTodos) = (true, false)
    case .todos: (showsProfile, showsTodos) = (false, true)
    default:
      showsProfile = present.contains { !$0.1.profile.isEmpty }
      showsTodos = present.contains { $0.1.todos != TodosScreen() }
    }
    for (name, step) in present {
      var lines: [String] = []
      if showsProfile { lines += ScreenRenderer.lines(for: step.profile) }
      if showsTodos { lines += ScreenRenderer.lines(for: step.todos) }
      drawings.append((name, lines))
    }
    guard let first = drawings.first?.1, !first.isEmpty else { return "" }
    if drawings.allSatisfy({ $0.1 == first }) {
      return first.map { "    \($0)\n" }.joined()
    }
    return drawings.map { name, lines in
      console.paint("  ≠ \(name):", .red) + "\n" + lines.map { "    \($0)\n" }.joined()
    }.joined()
  }

  private static func row(
    _ cells: [String], _ width: Int, _ separator: String, console: Console, bold: Bool = false
  ) -> String {
    let padded = cells.map {
      $0.count >= width ? String($0.prefix(width)) : $0 + String(repeating: " ", count: width - $0.count)
    }
    let line = padded.joined(separator: separator).trimmingTrailingSpaces()
    return (bold ? console.paint(line, .bold) : line) + "\n"
  }

  /// Every line of `text` cut to `width` visible characters, with `…` where something was cut.
  ///
  /// Colour escape codes take no room on screen, so they are not counted.
  static func fitting(_ text: String, width: Int, console: Console) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard visibleCount(of: line) > width else { return String(line) }
      var visible = 0
      var result = ""
      var inEscape = false
      for character in line {
        if character == "\u{1B}" { inEscape = true }
        if inEscape {
          result.append(character)
          if character == "m" { inEscape = false }
          continue
        }
        visible += 1
        if visible == width {
          result += "…" + (result.contains("\u{1B}") ? "\u{1B}[0m" : "")
          return result
        }
        result.append(character)
      }
      return result
    }.joined(separator: "\n")
  }

  /// How many characters of `line` take room on screen: escape codes take none.
  static func visibleCount(of line: Substring) -> Int {
    var count = 0
    var inEscape = false
    for character in line {
      if character == "\u{1B}" { inEscape = true }
      if inEscape {
        if character == "m" { inEscape = false }
      } else {
        count += 1
      }
    }
    return count
  }

  /// `text` cut into lines of at most `width` characters, at spaces where it can; later lines indented.
  static func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      var word = word
      let candidate = current.isEmpty ? word : current + " " + word
      if candidate.count <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      let indent = "  "
      while indent.count + word.count > width {
        let cut = width - indent.count
        lines.append(indent + String(word.prefix(cut)))
        word = String(word.dropFirst(cut))
      }
      current = indent + word
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
