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
  var language: CourseLanguage
  /// Inside `watch`, where a key does what a command would: the follow-ups name the key.
  var isWatching = false
  var words: CourseWords { CourseWords(language: language) }

  public init(course: Course, environment: CourseEnvironment, console: Console, language: CourseLanguage = .en) {
    self.course = course
    self.environment = environment
    self.console = console
    self.language = language
  }

  /// How a learner types a command: the package's README runs the tool with `swift run`.
  private static let tool = "swift run archlab"

  /// A course command as the learner types it, in the language they read: `--lang fr` kept in French.
  func command(_ rest: String) -> String {
    ([Self.tool, "course", rest] + (language == .fr ? ["--lang fr"] : [])).filter { !$0.isEmpty }.joined(separator: " ")
  }

  public func find(_ word: String) -> Exercise? {
    guard let exercise = course.exercise(named: word) else {
      console.writeError(words.noExercise(word, command("")) + "\n")
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

  /// The status of `exercise`: done when its last check passed and its code has not changed since
  /// (a comment is not code).
  func status(of exercise: Exercise, state: CourseState, changed: Set<String>?) -> Status {
    if let passed = state[exercise].passedFingerprint, passed == course.codeFingerprint(of: exercise) { return .done }
    guard let changed else { return .unknown }
    return changed.contains(exercise.folder) ? .inProgress : .notStarted
  }

  /// Every exercise's status now, and whether the changes could be told.
  func statuses() -> (statuses: [Status], changesKnown: Bool) {
    let state = environment.stateFile.load()
    let changes = try? environment.files.changes(under: "\(Course.folder)/Exercises", in: course.root)
    let changed = changes.map {
      Set($0.compactMap { $0.path.split(separator: "/").dropFirst(2).first.map(String.init) })
    }
    return (course.exercises.map { status(of: $0, state: state, changed: changed) }, changed != nil)
  }

  /// The current exercise: the first one not done, in order. `check`, `watch` and every "Next" use it.
  public func current() -> Exercise? {
    zip(course.exercises, statuses().statuses).first { $0.1 != .done }?.0
  }

  /// `3/11 done`, as a bar on a terminal: `[###........] 3/11 done`.
  func progressLine() -> String {
    let done = statuses().statuses.count { $0 == .done }
    let total = course.exercises.count
    let width = 20
    let filled = total == 0 ? 0 : done * width / total
    let bar = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
    return bar + words.progress(done, of: total)
  }

  public func list() -> CourseOutcome {
    let (statuses, changesKnown) = self.statuses()
    let nameWidth = course.exercises.map { $0.folder.count - 3 }.max() ?? 0
    let titles = course.exercises.map { course.title(of: $0, in: language) }
    let titleWidth = titles.map(\.count).max() ?? 0

    var text =
      words.courseHeader(course.exercises.count, guide: "\(Course.folder)/Exercises/\(language.file("README"))")
      + "\n\n"
    for (index, exercise) in course.exercises.enumerated() {
      let name = String(exercise.folder.dropFirst(3)).padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let title = titles[index].padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      text += "  \(exercise.code)  \(name)  \(title)  \(paint(statuses[index]))\n"
    }
    let counts = [Status.done, .inProgress, .notStarted].map { status in
      (status, statuses.count { $0 == status })
    }
    let tally = counts.filter { $0.1 > 0 }.map { words.tally($0.0, $0.1) }
    text += "\n" + (tally.isEmpty ? "" : tally.joined(separator: ", ") + ".\n")
    if !changesKnown {
      text += "(?: this folder is not a git clone, so archlab can't tell your changes from the starting points.)\n"
    }
    if let next = zip(course.exercises, statuses).first(where: { $0.1 != .done })?.0 {
      text +=
        words.next(next.folder, readme: readme(of: next), command: "\(command("check \(next.number)"))") + "\n"
    } else {
      text += words.everyExerciseDone + "\n"
    }
    console.write(text)
    return .done
  }

  private func paint(_ status: Status) -> String {
    switch status {
    case .done: console.paint(words.status(status), .green)
    case .inProgress: console.paint(words.status(status), .bold)
    case .notStarted, .unknown: words.status(status)
    }
  }

  /// The exercise's README in the course's language, when it has one.
  func readme(of exercise: Exercise) -> String {
    localized("README", in: exercise)
  }

  // MARK: - Check

  /// Builds `exercise` and runs its tests, telling each check as it ends, then what failed and what to do.
  ///
  /// With `verbose`, every issue of every failing check is shown in full.
  public func check(_ exercise: Exercise, verbose: Bool = false) async -> CourseOutcome {
    await run(exercise, verbose: verbose).passed ? .done : .notYet
  }

  /// Checks `exercise`; the report, once the state is saved.
  @discardableResult
  func run(_ exercise: Exercise, verbose: Bool) async -> TestReport {
    console.write(words.checking(exercise.folder) + "\n")
    if !FileManager.default.fileExists(atPath: course.url("\(Course.folder)/.build").path) {
      console.write(words.firstBuild + "\n")
    }
    let table = translations(of: exercise)
    let live = LiveChecks(
      console: console, exercisePath: exercise.path, root: course.root.path, words: words,
      translate: { table?.french(for: $0) ?? $0 })
    let output = await environment.runner.runTests(of: exercise, in: course.root) { live.hear($0) }
    let report = TestReport(
      output: output.text, status: output.status, exercisePath: exercise.path, root: course.root.path)

    var state = environment.stateFile.load()
    if report.passed, output.stopped == nil {
      state[exercise].hasPassed = true
      state[exercise].passedFingerprint = course.codeFingerprint(of: exercise)
    } else {
      state[exercise].passedFingerprint = nil
    }
    save(state)
    if let stopped = output.stopped {
      console.write(describe(stopped, of: exercise))
    } else {
      console.write(describe(report, of: exercise, streamed: live.toldAny, verbose: verbose))
    }
    return report
  }

  /// A run stopped at its time limit: which test was running, and what usually causes it.
  func describe(_ stopped: ProcessOutput.Stopped, of exercise: Exercise) -> String {
    let seconds = Int(stopped.limit.components.seconds)
    let names = stopped.running.map { "`\(CheckName.words($0))`" }.joined(separator: ", ")
    return "\(cross) " + words.stopped(seconds, names, hint: words.stuck(command("hint \(exercise.number)"))) + "\n"
  }

  /// What the report says, in plain words, with what to do next.
  func describe(_ report: TestReport, of exercise: Exercise, streamed: Bool = false, verbose: Bool = false) -> String {
    let hint = (isWatching ? words.stuckWhileWatching : words.stuck("\(command("hint \(exercise.number)"))")) + "\n"
    switch report.outcome {
    case .didNotCompile(let errors):
      return "\(cross) \(words.doesNotCompile(exercise.folder))\n\n"
        + errors.map { $0.joined(separator: "\n") + "\n\n" }.joined() + words.fixTheFirstError + "\n"
    case .crashed(let reason, let running):
      var text = lines(
        for: sorted(report.mainChecks, of: exercise), of: exercise, failuresOnly: streamed, verbose: verbose)
      text += "\(cross) \(words.crashed(reason))\n"
      if !running.isEmpty {
        let table = translations(of: exercise)
        let names = running.map { CheckName.words($0) }.map { table?.french(for: $0) ?? $0 }
        text += words.wasRunning(names.joined(separator: language == .fr ? "\u{202F}; " : "; ")) + "\n"
      }
      return text + words.aCrashIs + "\n" + hint
    case .didNotRun(let lastLines):
      return "\(cross) \(words.didNotRun(exercise.folder))\n"
        + lastLines.map { "  \($0)\n" }.joined()
    case .ran:
      let checks = sorted(report.mainChecks, of: exercise)
      let stretch = sorted(report.stretchChecks, of: exercise)
      var text = lines(for: checks, of: exercise, failuresOnly: streamed, verbose: verbose)
      // One count, of checks: a check of several cases passes when every case does, and its line
      // says how many of its cases pass.
      let total = checks.count
      let passing = checks.count(where: \.passed)
      if report.passed {
        text += "\n" + console.paint(words.allPass(total, exercise.folder), .green) + "\n"
        if !stretch.isEmpty {
          let stretchPassing = stretch.count(where: \.passed)
          let stretchTotal = stretch.count
          if stretchPassing == stretchTotal {
            text += words.stretchPasses(stretchTotal) + "\n"
          } else {
            text += "\n" + words.stretch(stretchPassing, stretchTotal, readme: readme(of: exercise)) + "\n"
            text += lines(for: stretch.filter { !$0.passed }, of: exercise, failuresOnly: false, verbose: verbose)
            text += "\n"
          }
        }
        text += words.compare("\(command("solution \(exercise.number)"))") + "\n"
        // The same rule as the list's: the first exercise not done, in order.
        if let next = current() {
          text += words.nextAfterPass(next.folder, readme: readme(of: next)) + "\n"
        } else if course.exercise(after: exercise) == nil {
          text += words.lastExercise + "\n"
        } else {
          text += words.everyExerciseDone + "\n"
        }
      } else if checks.isEmpty {
        text += "\(cross) \(words.noCheckRan(exercise.folder))\n"
      } else if passing == total {
        text += "\n\(cross) \(words.passesButFailed(report.status))\n"
      } else {
        text += "\n" + words.somePass(passing, total, readme: readme(of: exercise)) + "\n" + hint
        if !stretch.isEmpty { text += words.stretchWaits(stretch.count) + "\n" }
      }
      return text
    }
  }

  private var cross: String { console.paint("✗", .red) }

  /// The checks in the order their tests are written, so that every run lists them alike.
  private func sorted(_ checks: [TestReport.Check], of exercise: Exercise) -> [TestReport.Check] {
    let tests = course.testsPath(of: exercise)
    let testFiles = course.files(under: tests).filter { $0.hasSuffix(".swift") }
    let declared = testFiles.flatMap { file in
      CheckName.declared(in: (try? String(contentsOf: course.url("\(tests)/\(file)"), encoding: .utf8)) ?? "")
    }
    let rank = { (check: TestReport.Check) -> Int in
      let base = check.name.split(separator: "(").first.map(String.init) ?? check.name
      return declared.firstIndex(of: base) ?? declared.count
    }
    return checks.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  /// Each check, ✓ or ✗ with what went wrong; after a streamed run, only the failures, with a blank line first.
  private func lines(
    for checks: [TestReport.Check], of exercise: Exercise, failuresOnly: Bool, verbose: Bool
  ) -> String {
    let table = translations(of: exercise)
    let say = { (english: String) in table?.french(for: english) ?? english }
    var text = ""
    for check in checks {
      if check.passed {
        if !failuresOnly { text += "\(console.paint("✓", .green)) \(say(check.title))\n" }
        continue
      }
      text +=
        "\(cross) \(say(check.title))"
        + (check.cases.map { words.colon + words.cases(check.passing, $0) } ?? "") + "\n"
      let shown =
        verbose ? check.issues[...] : check.issues.prefix(check.cases == nil ? 6 : 3 * check.failingCases.count)
      for issue in shown {
        text += describe(issue, saying: say, verbose: verbose).map { "    \($0)\n" }.joined()
      }
      if shown.count < check.issues.count {
        text +=
          "    " + words.more(check.issues.count - shown.count, command("check \(exercise.number) --verbose")) + "\n"
      }
    }
    return failuresOnly && !text.isEmpty ? "\n" + text : text
  }

  /// An issue as lines: the test's words first, then what the check wanted beside what the code
  /// gave, and where. Verbose, the values are whole and Swift Testing's own words follow.
  private func describe(_ issue: TestReport.Issue, saying say: (String) -> String, verbose: Bool) -> [String] {
    // A case's argument is words too, where the check's table gives them.
    let prefix = issue.argument.map { words.forCase(say($0)) } ?? ""
    var message = issue.message
    for noise in ["Expectation failed: "] where message.hasPrefix(noise) {
      message = String(message.dropFirst(noise.count))
    }
    let place = issue.location.map { "(\($0.split(separator: ":").prefix(2).joined(separator: ":")))" } ?? ""
    let plain =
      FailureText(labels: words.failureLabels, verbose: verbose).lines(message) ?? words.knownSentence(message)
    // `#expect(passes, "…")` fails with the bare name `passes`, `Issue.record("…")` with `Issue
    // recorded`, and a check that passed inside `withKnownIssue` with `Known issue was not recorded`:
    // the comment has said it all.
    let saysNothing =
      ["Issue recorded", "Known issue was not recorded"].contains(message)
      || message.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    var details: [String]
    if let plain {
      details = plain + (verbose ? [message] : [])
    } else if saysNothing {
      details = []
    } else {
      details = [!verbose && message.count > 200 ? String(message.prefix(200)) + " …" : message]
    }
    details = details.map { console.paint($0, .dim) } + [console.paint(place, .dim)]
    // A comment is the check's own words, from its table, or a sentence of the tests' support; one
    // that holds a failed scenario, its reason then its screen, is said line by line.
    let comment = issue.comment.flatMap { comment in
      words.knownSentence(comment)
        ?? comment.components(separatedBy: "\n").map { words.knownSentence($0)?.joined(separator: " ") ?? say($0) }
    }
    guard let first = comment.first else {
      // No words of the check's own: the case's name goes before what the failure says, on one line.
      guard !prefix.isEmpty, let head = details.first else { return details }
      return [prefix + head] + details.dropFirst()
    }
    return [prefix + first] + comment.dropFirst().prefix(verbose ? Int.max : 12) + details
  }

  /// The French of the exercise's checks, read once per report from its CHECKS.fr.md; nil in English.
  func translations(of exercise: Exercise) -> CheckTranslations? {
    language == .fr ? CheckTranslations.load(course: course, exercise: exercise) : nil
  }

  // MARK: - Hint

  public func hint(_ exercise: Exercise) -> CourseOutcome {
    let path = localized("HINTS", in: exercise)
    guard let markdown = try? String(contentsOf: course.url(path), encoding: .utf8) else {
      console.writeError(words.cantRead(path) + "\n")
      return .noExercise
    }
    let hints = Hints(markdown: markdown).hints
    var state = environment.stateFile.load()
    let shown = state[exercise].hintsShown
    guard shown < hints.count else {
      console.write(
        words.noMoreHints(exercise.folder, hints.count, path) + "\n"
          + words.solutionOncePassed(command("solution \(exercise.number)")) + "\n")
      return .done
    }
    var text = words.hint(shown + 1, of: hints.count, exercise.folder) + "\n\n\(hints[shown])\n\n"
    if shown + 1 < hints.count {
      text += words.anotherHint("\(command("hint \(exercise.number)"))") + "\n"
    } else {
      text += words.lastHint + "\n"
    }
    console.write(text)
    state[exercise].hintsShown = shown + 1
    save(state)
    return .done
  }

  // MARK: - Predict

  /// `course predict N`: shows the exercise's "Predict first" questions, reads the learner's
  /// prediction, keeps it, runs the checks, and only then shows the answer, beside what the learner
  /// wrote. A prediction may have paragraphs: at a terminal, it ends at two empty lines in a row or at
  /// the end of the input; from a pipe or a file, at the end of the input, so nothing written is left out.
  public func predict(_ exercise: Exercise) async -> CourseOutcome {
    let answerPath = localized("PREDICTION", in: exercise)
    guard let answer = try? String(contentsOf: course.url(answerPath), encoding: .utf8) else {
      console.writeError(words.nothingToPredict(exercise.folder) + "\n")
      return .noExercise
    }
    if let questions = predictQuestions(of: exercise) { console.write(questions + "\n\n") }
    console.write(words.writePrediction + "\n")
    let lines = readPrediction()
    guard !lines.isEmpty else {
      console.write(words.noPredictionWritten(command("predict \(exercise.number)")) + "\n")
      return .notYet
    }
    let prediction = lines.joined(separator: "\n")
    // What the learner typed is theirs: kept, each prediction after the ones before.
    let kept = ".build/course/predictions/\(exercise.folder).md"
    let file = course.root.appendingPathComponent(kept)
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let before = (try? String(contentsOf: file, encoding: .utf8)).map { $0 + "\n---\n\n" } ?? ""
    if (try? Data((before + prediction + "\n").utf8).write(to: file)) != nil {
      console.write(words.predictionKept(kept) + "\n\n")
    }
    // The checks run on the code as it is, and only how many pass is told: a check's name says what it
    // tries, which the learner finds from the task; `course check` lists them, once there is code to check.
    console.write(words.checking(exercise.folder) + "\n")
    let output = await environment.runner.runTests(of: exercise, in: course.root) { _ in }
    let report = TestReport(
      output: output.text, status: output.status, exercisePath: exercise.path, root: course.root.path)
    if let stopped = output.stopped {
      console.write(describe(stopped, of: exercise))
    } else if case .ran = report.outcome {
      let checks = report.mainChecks
      console.write(
        words.predictedChecks(
          checks.count(where: \.passed), checks.count, check: command("check \(exercise.number)")) + "\n")
    } else {
      console.write(describe(report, of: exercise))
    }
    console.write(
      "\n" + console.paint(words.yourPrediction, .bold) + "\n"
        + lines.map { $0.isEmpty ? "\n" : "  \($0)\n" }.joined() + "\n"
        + answer + (answer.hasSuffix("\n") ? "" : "\n"))
    return .done
  }

  /// The prediction's lines, with no empty line before or after them, and one at most between two
  /// paragraphs.
  private func readPrediction() -> [String] {
    var lines: [String] = []
    var emptyLinesInARow = 0
    while let line = environment.readAnswer() {
      guard line.trimmingCharacters(in: .whitespaces).isEmpty else {
        if emptyLinesInARow > 0, !lines.isEmpty { lines.append("") }
        lines.append(line)
        emptyLinesInARow = 0
        continue
      }
      emptyLinesInARow += 1
      if environment.isInteractive, emptyLinesInARow == 2, !lines.isEmpty { break }
    }
    return lines
  }

  /// The exercise's file `name` in the course's language, or the English one when it has no translation.
  private func localized(_ name: String, in exercise: Exercise) -> String {
    let path = "\(exercise.path)/\(language.file(name))"
    return FileManager.default.fileExists(atPath: course.url(path).path) ? path : "\(exercise.path)/\(name).md"
  }

  /// The README's first section, the questions, up to the command that runs them.
  private func predictQuestions(of exercise: Exercise) -> String? {
    guard let readme = try? String(contentsOf: course.url(readme(of: exercise)), encoding: .utf8),
      let start = readme.range(of: "\n## ")
    else { return nil }
    let section = readme[start.lowerBound...].dropFirst()
    let end = [section.range(of: "\n## ")?.lowerBound, section.range(of: "\n```")?.lowerBound].compactMap { $0 }.min()
    var paragraphs = section[..<(end ?? section.endIndex)].components(separatedBy: "\n\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    // "Then run:" introduces the command that this is.
    if paragraphs.count > 1, paragraphs.last?.hasSuffix(":") == true { paragraphs.removeLast() }
    return paragraphs.joined(separator: "\n\n")
  }

  // MARK: - Reset

  public func reset(_ exercise: Exercise, confirmed: Bool) -> CourseOutcome {
    let changes: [FileChange]
    let checksChanged: Bool
    do {
      // The checks too: a learner who edited one gets it back as it was. An exercise whose tests are its
      // own has no checks' folder, and git is asked to restore only what changed.
      let checks = try environment.files.changes(under: exercise.checksPath, in: course.root)
      changes = try environment.files.changes(under: exercise.path, in: course.root) + checks
      checksChanged = !checks.isEmpty
    } catch {
      console.writeError(words.cantReset(exercise.folder, error.message) + "\n")
      return .notYet
    }
    guard !changes.isEmpty else {
      console.write(words.alreadyAtStart(exercise.folder) + "\n")
      return .done
    }
    console.write(
      words.resetPutsBack(exercise.folder) + "\n"
        + changes.map { "  \(words.resetChange(isAdded: $0.isAdded, $0.path))\n" }.joined())
    if !confirmed {
      guard environment.isInteractive else {
        console.writeError(words.resetNeedsATerminal(command("reset \(exercise.number) --yes")) + "\n")
        return .needsConfirmation
      }
      console.write(words.resetQuestion(exercise.code))
      let answer = environment.readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard let answer, words.yes.contains(answer) else {
        console.write(words.nothingChanged + "\n")
        return .done
      }
    }
    do {
      try environment.files.restore(exercise.path, in: course.root)
      if checksChanged { try environment.files.restore(exercise.checksPath, in: course.root) }
    } catch {
      console.writeError(words.cantReset(exercise.folder, error.message) + "\n")
      return .notYet
    }
    var state = environment.stateFile.load()
    state[exercise].passedFingerprint = nil
    save(state)
    console.write(words.backAtStart(exercise.folder) + "\n")
    return .done
  }

  // MARK: - Solution

  public func solution(_ exercise: Exercise, force: Bool) -> CourseOutcome {
    guard force || environment.stateFile.load()[exercise].hasPassed else {
      console.write(
        words.solutionHidden(
          exercise.folder, check: command("check \(exercise.number)"), hint: command("hint \(exercise.number)"),
          force: command("solution \(exercise.number) --force")) + "\n")
      return .notYet
    }
    // The French of the comments lies beside the code; it is shown in place of them, not as a file.
    let files = course.files(under: exercise.solutionPath).filter { $0 != SolutionComments.file }
    guard !files.isEmpty else {
      console.writeError(words.holdsNoFiles(exercise.solutionPath) + "\n")
      return .noExercise
    }
    let comments =
      language == .fr
      ? (try? String(contentsOf: course.url("\(exercise.solutionPath)/\(SolutionComments.file)"), encoding: .utf8))
        .map(SolutionComments.init(markdown:)) : nil
    var text = ""
    for file in files {
      var content = (try? String(contentsOf: course.url("\(exercise.solutionPath)/\(file)"), encoding: .utf8)) ?? ""
      if let comments, file.hasSuffix(".swift") { content = comments.translated(content) }
      text += console.paint("── \(exercise.solutionPath)/\(file) ──", .bold) + "\n\n"
      text += content.hasSuffix("\n") ? content : content + "\n"
      text += "\n"
    }
    let folders = Set(files.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    text += words.whatDiffers + "\n"
    text += folders.map { "  git diff --no-index \(exercise.path)/\($0) \(exercise.solutionPath)/\($0)\n" }.joined()
    console.write(text)
    return .done
  }

  // MARK: - State

  private func save(_ state: CourseState) {
    do {
      try environment.stateFile.save(state)
    } catch {
      console.writeError(words.cantSaveProgress(environment.stateFile.url.path, "\(error)") + "\n")
    }
  }
}
