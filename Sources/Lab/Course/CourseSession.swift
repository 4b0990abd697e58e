// The course, its environment and the console, for the length of one `archlab course` command.
// Exercises/README.md is the learner's guide; the checks come from each exercise's Swift Testing tests.

import Foundation
import LabTerminal

/// The course, its environment and the console, for the length of one command.
@MainActor
public struct CourseSession {
  var course: Course
  var environment: CourseEnvironment
  var console: Console

  public init(course: Course, environment: CourseEnvironment, console: Console) {
    self.course = course
    self.environment = environment
    self.console = console
  }

  /// How a learner types a command: the package's README runs the tool with `swift run`.
  private static let tool = "swift run archlab"

  public func find(_ word: String) -> Exercise? {
    guard let exercise = course.exercise(named: word) else {
      console.writeError("archlab: no exercise is named '\(word)'; `\(Self.tool) course` lists them\n")
      return nil
    }
    return exercise
  }

  // MARK: - The list

  enum Status: String {
    case notStarted = "not started"
    case inProgress = "in progress"
    case done
    /// The files can't be compared with their starting point.
    case unknown = "?"
  }

  /// The status of `exercise`: done when its last check passed and nothing changed since.
  func status(of exercise: Exercise, state: CourseState, changed: Set<String>?) -> Status {
    if let passed = state[exercise].passedFingerprint, passed == course.fingerprint(of: exercise) { return .done }
    guard let changed else { return .unknown }
    return changed.contains(exercise.folder) ? .inProgress : .notStarted
  }

  public func list() -> ExitCode {
    let state = environment.stateFile.load()
    let changes = try? environment.files.changes(under: "\(Course.folder)/Exercises", in: course.root)
    let changed = changes.map {
      Set($0.compactMap { $0.path.split(separator: "/").dropFirst(2).first.map(String.init) })
    }
    let statuses = course.exercises.map { status(of: $0, state: state, changed: changed) }
    let nameWidth = course.exercises.map { $0.folder.count - 3 }.max() ?? 0
    let titles = course.exercises.map(course.title(of:))
    let titleWidth = titles.map(\.count).max() ?? 0

    var text =
      "The course: \(course.exercises.count) exercises, each a task for a lesson. Course/Exercises/README.md tells how it works.\n\n"
    for (index, exercise) in course.exercises.enumerated() {
      let name = String(exercise.folder.dropFirst(3)).padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let title = titles[index].padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      text += "  \(exercise.code)  \(name)  \(title)  \(paint(statuses[index]))\n"
    }
    let counts = [Status.done, .inProgress, .notStarted].map { status in
      (status, statuses.count { $0 == status })
    }
    let tally = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)" }
    text += "\n" + (tally.isEmpty ? "" : tally.joined(separator: ", ") + ".\n")
    if changed == nil {
      text += "(?: this folder is not a git clone, so archlab can't tell your changes from the starting points.)\n"
    }
    if let next = zip(course.exercises, statuses).first(where: { $0.1 != .done })?.0 {
      text +=
        "Next: \(next.folder). Read \(next.path)/README.md, then run `\(Self.tool) course check \(next.number)`.\n"
    } else {
      text += "Every exercise is done.\n"
    }
    console.write(text)
    return .success
  }

  private func paint(_ status: Status) -> String {
    switch status {
    case .done: console.paint(status.rawValue, .green)
    case .inProgress: console.paint(status.rawValue, .bold)
    case .notStarted, .unknown: status.rawValue
    }
  }

  // MARK: - Check

  public func check(_ exercise: Exercise) async -> ExitCode {
    console.write("Checking \(exercise.folder): building it and running its tests…\n")
    if !FileManager.default.fileExists(atPath: course.url("\(Course.folder)/.build").path) {
      console.write("(The first check builds the modules the exercises use: give it a minute or two.)\n")
    }
    let output = await environment.runner.runTests(of: exercise, in: course.root)
    let report = TestReport(
      output: output.text, status: output.status, exercisePath: exercise.path, root: course.root.path)
    console.write(describe(report, of: exercise))

    var state = environment.stateFile.load()
    if report.passed {
      state[exercise].hasPassed = true
      state[exercise].passedFingerprint = course.fingerprint(of: exercise)
    } else {
      state[exercise].passedFingerprint = nil
    }
    save(state)
    return report.passed ? .success : .failure
  }

  /// What the report says, in plain words, with what to do next.
  func describe(_ report: TestReport, of exercise: Exercise) -> String {
    let hint = "Stuck? `\(Self.tool) course hint \(exercise.number)` gives a hint.\n"
    switch report.outcome {
    case .didNotCompile(let errors):
      return "\(cross) \(exercise.folder) doesn't compile yet. The compiler says:\n\n"
        + errors.map { $0.joined(separator: "\n") + "\n\n" }.joined()
        + "Fix the first error first: the others often follow from it. Then check again.\n"
    case .crashed(let reason, let running):
      var text = lines(for: sorted(report.checks, of: exercise))
      text += "\(cross) The tests stopped before the end: the test process crashed"
      text += reason.map { ": \($0).\n" } ?? ".\n"
      if !running.isEmpty {
        text += "It was running: \(running.map(CheckName.words).joined(separator: "; ")).\n"
      }
      return text
        + "A crash is code that stops instead of failing a check: a force unwrap of nil, an index out of\n"
        + "range, a fatalError. Find it, then check again.\n" + hint
    case .didNotRun(let lastLines):
      return "\(cross) The tests of \(exercise.folder) did not run. The last lines of `swift test`:\n"
        + lastLines.map { "  \($0)\n" }.joined()
    case .ran:
      let checks = sorted(report.checks, of: exercise)
      var text = lines(for: checks)
      let passing = checks.count { $0.passed }
      if report.passed {
        text += "\n" + console.paint("All \(checks.count) checks pass: \(exercise.folder) is done.", .green) + "\n"
        text += "Compare with the reference: `\(Self.tool) course solution \(exercise.number)`.\n"
        if let next = course.exercise(after: exercise) {
          text += "Next: \(next.folder). Read \(next.path)/README.md.\n"
        } else {
          text += "That was the last exercise of the course.\n"
        }
      } else if checks.isEmpty {
        text += "\(cross) No check ran for \(exercise.folder).\n"
      } else if passing == checks.count {
        text +=
          "\n\(cross) Every check passes, but `swift test` ended with status \(report.status): run it to see why.\n"
      } else {
        text += "\n\(passing) of \(checks.count) checks pass. \(exercise.path)/README.md says what to change,\n"
        text += "at each `// TODO:`. Then check again.\n" + hint
      }
      return text
    }
  }

  private var cross: String { console.paint("✗", .red) }

  /// The checks in the order their tests are written, so that every run lists them alike.
  private func sorted(_ checks: [TestReport.Check], of exercise: Exercise) -> [TestReport.Check] {
    let testFiles = course.files(under: "\(exercise.path)/Tests").filter { $0.hasSuffix(".swift") }
    let declared = testFiles.flatMap { file in
      CheckName.declared(
        in: (try? String(contentsOf: course.url("\(exercise.path)/Tests/\(file)"), encoding: .utf8)) ?? "")
    }
    let rank = { (check: TestReport.Check) -> Int in
      let base = check.name.split(separator: "(").first.map(String.init) ?? check.name
      return declared.firstIndex(of: base) ?? declared.count
    }
    return checks.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  private func lines(for checks: [TestReport.Check]) -> String {
    var text = ""
    for check in checks {
      if check.passed {
        text += "\(console.paint("✓", .green)) \(check.title)\n"
        continue
      }
      text += "\(cross) \(check.title)\n"
      for issue in check.issues.prefix(6) {
        text += describe(issue).map { "    \($0)\n" }.joined()
      }
      if check.issues.count > 6 { text += "    … and \(check.issues.count - 6) more\n" }
    }
    return text
  }

  /// An issue as lines: the test's words first, then what was compared, and where.
  private func describe(_ issue: TestReport.Issue) -> [String] {
    let prefix = issue.argument.map { "for \($0): " } ?? ""
    var message = issue.message
    for noise in ["Expectation failed: "] where message.hasPrefix(noise) {
      message = String(message.dropFirst(noise.count))
    }
    if message.count > 200 { message = String(message.prefix(200)) + " …" }
    let place = issue.location.map { "(\($0.split(separator: ":").prefix(2).joined(separator: ":")))" } ?? ""
    // `#expect(passes, "…")` fails with the bare name `passes`, and `Issue.record("…")` with
    // `Issue recorded`: the comment has said it all.
    let saysNothing = message == "Issue recorded" || message.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    let detail = console.paint(saysNothing ? place : message + " " + place, .dim)
    guard let first = issue.comment.first else { return [prefix + detail] }
    return [prefix + first] + issue.comment.dropFirst().prefix(12) + [detail]
  }

  // MARK: - Hint

  public func hint(_ exercise: Exercise) -> ExitCode {
    let path = "\(exercise.path)/HINTS.md"
    guard let markdown = try? String(contentsOf: course.url(path), encoding: .utf8) else {
      console.writeError("archlab: can't read \(path)\n")
      return .noInput
    }
    let hints = Hints(markdown: markdown).hints
    var state = environment.stateFile.load()
    let shown = state[exercise].hintsShown
    guard shown < hints.count else {
      console.write(
        "No more hints for \(exercise.folder): you have seen all \(hints.count). They are all in \(path).\n"
          + "Once the exercise passes, `\(Self.tool) course solution \(exercise.number)` shows the reference.\n")
      return .success
    }
    var text = "Hint \(shown + 1) of \(hints.count) for \(exercise.folder):\n\n\(hints[shown])\n\n"
    if shown + 1 < hints.count {
      text += "Another one: `\(Self.tool) course hint \(exercise.number)`.\n"
    } else {
      text += "That was the last hint.\n"
    }
    console.write(text)
    state[exercise].hintsShown = shown + 1
    save(state)
    return .success
  }

  // MARK: - Reset

  public func reset(_ exercise: Exercise, confirmed: Bool) -> ExitCode {
    let changes: [FileChange]
    do {
      changes = try environment.files.changes(under: exercise.path, in: course.root)
    } catch {
      console.writeError("archlab: can't reset \(exercise.folder): \(error.message)\n")
      return .failure
    }
    guard !changes.isEmpty else {
      console.write("\(exercise.folder) is at its starting point already: there is nothing to reset.\n")
      return .success
    }
    console.write(
      "Reset puts \(exercise.folder) back at its starting point:\n"
        + changes.map { "  \($0.isAdded ? "deletes" : "restores") \($0.path)\n" }.joined())
    if !confirmed {
      guard environment.isInteractive else {
        console.writeError(
          "archlab: reset discards your changes, so it asks first, and there is no terminal to ask on.\n"
            + "Run `\(Self.tool) course reset \(exercise.number) --yes` to reset anyway.\n")
        return .usage
      }
      console.write("Reset \(exercise.code)? This discards your changes [y/N] ")
      let answer = environment.readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        console.write("Nothing was changed.\n")
        return .success
      }
    }
    do {
      try environment.files.restore(exercise.path, in: course.root)
    } catch {
      console.writeError("archlab: can't reset \(exercise.folder): \(error.message)\n")
      return .failure
    }
    var state = environment.stateFile.load()
    state[exercise].passedFingerprint = nil
    save(state)
    console.write("\(exercise.folder) is back at its starting point.\n")
    return .success
  }

  // MARK: - Solution

  public func solution(_ exercise: Exercise, force: Bool) -> ExitCode {
    guard force || environment.stateFile.load()[exercise].hasPassed else {
      console.write(
        "\(exercise.folder) hasn't passed its checks yet, so its solution stays hidden: finding the fix\n"
          + "yourself is where the learning is. `\(Self.tool) course check \(exercise.number)` says what is left,\n"
          + "and `\(Self.tool) course hint \(exercise.number)` gives a hint.\n"
          + "To look anyway: `\(Self.tool) course solution \(exercise.number) --force`.\n")
      return .failure
    }
    let files = course.files(under: exercise.solutionPath)
    guard !files.isEmpty else {
      console.writeError("archlab: \(exercise.solutionPath) holds no files\n")
      return .noInput
    }
    var text = ""
    for file in files {
      let content = (try? String(contentsOf: course.url("\(exercise.solutionPath)/\(file)"), encoding: .utf8)) ?? ""
      text += console.paint("── \(exercise.solutionPath)/\(file) ──", .bold) + "\n\n"
      text += content.hasSuffix("\n") ? content : content + "\n"
      text += "\n"
    }
    let folders = Set(files.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    text += "What differs from yours:\n"
    text += folders.map { "  git diff --no-index \(exercise.path)/\($0) \(exercise.solutionPath)/\($0)\n" }.joined()
    console.write(text)
    return .success
  }

  // MARK: - State

  private func save(_ state: CourseState) {
    do {
      try environment.stateFile.save(state)
    } catch {
      console.writeError("archlab: can't save the course's progress in \(environment.stateFile.url.path): \(error)\n")
    }
  }
}
