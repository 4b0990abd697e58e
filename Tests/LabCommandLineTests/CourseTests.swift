// `archlab course` without building anything: Swift Testing's output read into plain words, hints one at a
// time, the status of each exercise, and a reset that asks first. The real runs of the exercises are CI's job.

import Foundation
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@testable import LabCommandLine
@testable import LabCourse

@Suite(.failsInsteadOfHanging, .temporaryFolders) struct TestReportTests {
  @Test func readsEachCheckWithItsIssuesTheirCommentsAndTheirArguments() {
    let report = TestReport(output: Sample.failingRun, status: 1, exercisePath: "Exercises/01-a", root: "/p")
    #expect(report.outcome == .ran)
    #expect(!report.passed)
    #expect(report.checks.map(\.name) == ["refusesAnEmptyTitle()", "keepsATitle()", "passesTheContract(_:)"])
    #expect(report.checks.map(\.passed) == [false, true, false])
    #expect(
      report.checks[0].issues == [
        TestReport.Issue(
          argument: nil, location: "ATests.swift:12:5",
          message: "Expectation failed: (outcome(\"\") → success(\"\")) == .failure(.empty)",
          comment: ["an empty title is refused", "  as empty"])
      ])
    #expect(
      report.checks[2].issues == [
        TestReport.Issue(
          argument: "KeyValueTodoRepository", location: "Contract.swift:22:5",
          message: "Expectation failed: (todos → []) == [.buyMilk]", comment: ["todos come back as saved"])
      ])
  }

  @Test func aRunWhoseChecksAllPassPassesAndKnownIssuesDontCount() {
    let report = TestReport(output: Sample.passingRun, status: 0, exercisePath: "Exercises/01-a", root: "/p")
    #expect(report.passed)
    #expect(report.checks.map(\.name) == ["yourCheckFails()", "keepsATitle()"])
    #expect(report.checks[0].issues == [])
  }

  @Test func aRunWithNoCheckOrAFailedExitDoesNotPass() {
    let none = TestReport(
      output: "✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n", status: 0,
      exercisePath: "Exercises/01-a", root: "/p")
    #expect(!none.passed)
    let failedExit = TestReport(output: Sample.passingRun, status: 1, exercisePath: "Exercises/01-a", root: "/p")
    #expect(!failedExit.passed)
  }

  @Test func keepsTheCompilerErrorsInTheExercisesOwnFilesEachOnce() {
    let report = TestReport(output: Sample.compilerErrors, status: 1, exercisePath: "Exercises/01-a", root: "/p")
    #expect(
      report.outcome
        == .didNotCompile(errors: [
          [
            "Exercises/01-a/Sources/A.swift:3:5: error: cannot find 'titel' in scope",
            " 3 |     titel",
            "   |     `- error: cannot find 'titel' in scope",
          ]
        ]))
  }

  @Test func showsEveryCompilerErrorWhenNoneIsInTheExercise() {
    let output = "/p/Package.swift:9:1: error: expected declaration\nerror: fatalError\n"
    let report = TestReport(output: output, status: 1, exercisePath: "Exercises/01-a", root: "/p")
    #expect(report.outcome == .didNotCompile(errors: [["Package.swift:9:1: error: expected declaration"]]))
  }

  @Test func aCrashSaysWhyWhereAndWhichChecksWereRunning() {
    let report = TestReport(output: Sample.crash, status: 1, exercisePath: "Exercises/01-a", root: "/p")
    #expect(
      report.outcome
        == .crashed(reason: "Index out of range, at Exercises/01-a/Sources/A.swift:6", running: ["putsItBack()"]))
    #expect(report.checks.map(\.name) == ["keepsATitle()"])
  }

  @Test func outputWithNoTestAndNoCompilerErrorShowsItsLastLines() {
    let report = TestReport(
      output: "[1/2] Planning build\nerror: unable to find swift\n", status: 1, exercisePath: "Exercises/01-a",
      root: "/p")
    #expect(report.outcome == .didNotRun(lastLines: ["error: unable to find swift"]))
  }
}

@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CheckNameTests {
  @Test(arguments: [
    ("refusesAnEmptyTitle()", "refuses an empty title"),
    ("keeps100Characters()", "keeps 100 characters"),
    ("aTitleOverAHundredCharactersIsRefused()", "a title over a hundred characters is refused"),
    ("passesTheContract(_:)", "passes the contract"),
    ("deletingUnknownIDsChangesNothing(_:)", "deleting unknown IDs changes nothing"),
    ("theMVIStoreWins()", "the MVI store wins"),
    ("\"has a display name\"", "has a display name"),
    ("aCancelledRequestDoesntShowAnError()", "a cancelled request doesn't show an error"),
    ("youCantDeleteWhatIsntThere()", "you can't delete what isn't there"),
  ])
  func saysATestNameInWords(name: String, words: String) {
    #expect(CheckName.words(name) == words)
  }

  @Test func findsTheTestsInTheOrderTheyAreWritten() {
    let source = """
      @Suite(.failsInsteadOfHanging) struct T {
        @Test func second() {}
        func helper() {}
        @Test(arguments: [1, 2])
        func first(_ n: Int) {}
        @MainActor @Test func third() async {}
      }
      """
    #expect(CheckName.declared(in: source) == ["second", "first", "third"])
  }
}

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CourseCommandTests {
  @Test func findsAnExerciseByNumberOrName() throws {
    let course = try CourseFixture().course
    for word in [
      "1", "01", "01-title-rules", "title-rules", "Exercises/01-title-rules/", "Course/Exercises/01-title-rules",
    ] {
      #expect(course.exercise(named: word)?.folder == "01-title-rules", "\(word)")
    }
    #expect(course.exercise(named: "3") == nil)
    #expect(course.exercises.map(\.folder) == ["01-title-rules", "02-delete"])
  }

  @Test func listsEachExerciseWithItsTitleAndStatus() async throws {
    let fixture = try CourseFixture()
    fixture.files.changed = ["Course/Exercises/02-delete/Sources/B.swift"]
    let (code, output, _) = await fixture.run(["list"])
    #expect(code == .success)
    #expect(
      output == """
        The course: 2 exercises, each a task for a lesson. Course/Exercises/README.md tells how it works.

          01  title-rules  The title rules  not started
          02  delete       Delete at once   in progress

        1 in progress, 1 not started.
        Next: 01-title-rules. Read Course/Exercises/01-title-rules/README.md, then run `swift run archlab course check 1`.

        """)
  }

  @Test func aCheckTellsEachCheckAsItEndsThenWhatFailedInTheOrderTheTestsAreWritten() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    let (code, output, _) = await fixture.run(["check", "1"])
    #expect(code == .failure)
    #expect(
      output == """
        Checking 01-title-rules: building it and running its tests…
        ✗ refuses an empty title
        ✓ keeps a title
        ✗ passes the contract: 1 of 2 cases passes

        ✗ refuses an empty title
            an empty title is refused
              as empty
            expected: .failure(.empty)
            got:      success("")
            (ATests.swift:12)
        ✗ passes the contract: 1 of 2 cases passes
            for `KeyValueTodoRepository`: todos come back as saved
            missing: .buyMilk
            (Contract.swift:22)

        1 of 3 checks passes. Course/Exercises/01-title-rules/README.md says what to change,
        at each `// TODO:`. Then check again.
        Stuck? `swift run archlab course hint 1` gives a hint.

        """)
  }

  @Test func theStretchCountsOnlyOnceTheExercisesOwnChecksPassAndNeverTowardDone() async throws {
    let stretchFails = """
      ◇ Test run started.
      ✔ Test keepsATitle() passed after 0.001 seconds.
      ✘ Test stretchRefusesADuplicate() recorded an issue at ATests.swift:30:5: Expectation failed: (outcome("a") → success("a")) == .failure(.duplicate)
      ↳ a title the list holds already is refused (T13)
      ✘ Test stretchRefusesADuplicate() failed after 0.001 seconds with 1 issue.
      ✘ Test run with 2 tests in 1 suite failed after 0.002 seconds with 1 issue.

      """
    let report = TestReport(output: stretchFails, status: 1, exercisePath: "Exercises/01-a", root: "/p")
    #expect(report.passed)
    #expect(!report.passedWithStretch)
    let fixture = try CourseFixture(output: stretchFails)
    let (code, output, _) = await fixture.run(["check", "1"])
    #expect(code == .success)
    #expect(output.contains("Its one check passes: 01-title-rules is done."))
    #expect(output.contains("Stretch, if that came too easily: the one check doesn't pass."))
    #expect(output.contains("✗ stretch refuses a duplicate\n    a title the list holds already is refused (T13)\n"))

    // While an exercise's own check fails, the stretch is one line, and the exercise is not done.
    let mainFails = Sample.failingRun.replacingOccurrences(of: "keepsATitle()", with: "stretchKeepsATitle()")
    let failing = try CourseFixture(output: mainFails)
    let (failingCode, failingOutput, _) = await failing.run(["check", "1"])
    #expect(failingCode == .failure)
    #expect(failingOutput.contains("(1 stretch check waits until these pass.)"))
    #expect(!failingOutput.contains("✓ stretch keeps a title"))
  }

  @Test func aCheckInFrenchSaysEveryCheckAndEveryFailureInFrench() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    try fixture.write(
      "Course/Exercises/01-title-rules/CHECKS.fr.md",
      """
      | English | Français |
      | --- | --- |
      | refuses an empty title | refuse un titre vide |
      | keeps a title | garde un titre |
      | passes the contract | respecte le contrat |
      | an empty title is refused | un titre vide est refusé |
      | as empty | comme vide |
      | todos come back as saved | les todos reviennent tels qu'enregistrés |
      """)
    try fixture.write("Course/Exercises/01-title-rules/README.fr.md", "# 01 · Les règles du titre\n")
    let (code, output, _) = await fixture.run(["check", "1", "--lang", "fr"])
    #expect(code == .failure)
    #expect(output.contains("✗ refuse un titre vide\n"))
    #expect(output.contains("✗ respecte le contrat\u{A0}: 1 cas sur 2 passe\n"))
    #expect(output.contains("    attendu\u{A0}: .failure(.empty)\n    obtenu\u{A0}:  success(\"\")\n"))
    #expect(output.contains("    pour `KeyValueTodoRepository`\u{A0}: les todos reviennent tels qu'enregistrés\n"))
    for line in output.split(separator: "\n") {
      #expect(CourseFrench.englishWords(in: String(line)).isEmpty, "« \(line) »")
    }
  }

  @Test func hintResetSolutionAndAnUnknownExerciseSpeakFrenchToo() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    try fixture.write("Course/Exercises/01-title-rules/HINTS.fr.md", "## Indice 1\n\nNettoyez d'abord.\n")
    var said: [String] = []
    for arguments in [
      ["hint", "1"], ["hint", "1"], ["solution", "1"], ["solution", "1", "--force"], ["reset", "1"], ["check", "42"],
    ] {
      let (_, output, errors) = await fixture.run(arguments + ["--lang", "fr"])
      said += (output + errors).split(separator: "\n").map(String.init)
    }
    #expect(
      said.contains(
        "archlab\u{A0}: aucun exercice ne s'appelle «\u{A0}42\u{A0}»\u{202F}; `swift run archlab course --lang fr` les liste"
      ))
    for line in said where !line.hasPrefix("  git diff") && !line.hasPrefix("──") {
      #expect(CourseFrench.englishWords(in: line).isEmpty, "« \(line) »")
    }
  }

  @Test func theCoursesHelpInFrenchSaysNothingInEnglish() async throws {
    let collected = Collected()
    #expect(
      await Archlab.main(["course", "--help", "--lang", "fr"], console: .collecting(into: collected)) == .success)
    let help = collected.text
    #expect(help.hasPrefix("UTILISATION\u{A0}: archlab course"))
    for line in help.split(separator: "\n") {
      #expect(CourseFrench.englishWords(in: String(line)).isEmpty, "« \(line) »")
    }
    // The same options as the English help, one for one.
    #expect(CourseCommand.frenchSpec.options.map(\.name) == CourseCommand.spec.options.map(\.name))
  }

  @Test func checkWithNoNumberChecksTheFirstExerciseNotDoneAndNextSaysTheSame() async throws {
    let fixture = try CourseFixture(output: Sample.passingRun)
    // 02 passes first: the current exercise is still 01, and that is what Next names.
    let second = await fixture.run(["check", "2"])
    #expect(second.output.contains("Next: 01-title-rules. Read Course/Exercises/01-title-rules/README.md."))
    #expect(await fixture.run(["list"]).output.contains("Next: 01-title-rules."))
    let current = await fixture.run(["check"])
    #expect(current.output.hasPrefix("Checking 01-title-rules:"))
    #expect(current.output.contains("Every exercise is done."))
    #expect(await fixture.run(["list"]).output.contains("Every exercise is done."))
  }

  @Test func aCheckStoppedAtItsTimeLimitNamesTheTestStillRunning() async throws {
    var fixture = try CourseFixture(output: "◇ Test run started.\n◇ Test waitsForever() started.\n")
    fixture.stopped = ProcessOutput.Stopped(limit: .seconds(60), running: ["waitsForever()"])
    let (code, output, _) = await fixture.run(["check", "1"])
    #expect(code == .failure)
    #expect(output.contains("✗ Stopped after 60 seconds with no check ending: `waits forever` was still running."))
    #expect(output.contains("an answer a fake holds and nobody\nreleases"))
  }

  @Test func aBuildWaitingOnAnotherSwiftPMIsSaidInWords() async throws {
    let fixture = try CourseFixture(
      output: "Another instance of SwiftPM is already running using '/p/Course/.build', waiting until that process"
        + " has finished execution...\n" + Sample.passingRun)
    let (_, output, _) = await fixture.run(["check", "1"])
    #expect(output.contains("Another `swift build` or `swift test` is using Course/.build"))
    #expect(output.contains("`pgrep -fl swift-build`"))
  }

  @Test func verboseShowsEveryIssueWhereAPlainCheckShowsTheFirstOnes() async throws {
    let issues = (1...9).map {
      "✘ Test keepsATitle() recorded an issue at ATests.swift:\($0):5: Expectation failed: issue \($0)"
    }
    let fixture = try CourseFixture(
      output: (["◇ Test run started."] + issues + [
        "✘ Test keepsATitle() failed after 0.001 seconds with 9 issues.",
        "✘ Test run with 1 test in 1 suite failed after 0.002 seconds with 9 issues.",
      ]).joined(separator: "\n") + "\n")
    let plain = await fixture.run(["check", "1"]).output
    #expect(plain.contains("issue 6") && !plain.contains("issue 7"))
    // The command checks this exercise, not whichever is current.
    #expect(plain.contains("… and 3 more: `swift run archlab course check 1 --verbose` shows all"))
    let verbose = await fixture.run(["check", "1", "--verbose"]).output
    #expect(verbose.contains("issue 9") && !verbose.contains("more:"))
  }

  @Test func watchChecksAgainAtEachSaveGivesHintsAndQuitsOnQ() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    let (keys, output, watching) = try fixture.watch()
    try await output.waitUntilItContains("Watching Course/Exercises/01-title-rules: save a file")
    #expect(output.text.contains("[....................] 0/2 done  ·  01-title-rules"))
    #expect(output.text.contains("Stuck? Press h for a hint."), "inside watch, the follow-up names the key")
    #expect(!output.text.contains("`swift run archlab course hint"))
    keys.press("h")
    try await output.waitUntilItContains("Hint 1 of 2 for 01-title-rules:")
    try fixture.write("Course/Exercises/01-title-rules/Sources/A.swift", "// saved again\n")
    try await output.waitUntilItContains("Checking 01-title-rules", times: 2)
    keys.press("n")
    try await output.waitUntilItContains("Checking 02-delete")
    keys.press("q")
    #expect(await watching.value == CourseOutcome.done)
  }

  @Test func watchKeepsAPassOnScreenUntilTheLearnerMovesOn() async throws {
    let fixture = try CourseFixture(output: Sample.passingRun)
    try fixture.write("Course/Exercises/01-title-rules/Sources/A.swift", "let title = \"a  b\"  // the title\n")
    let (keys, output, watching) = try fixture.watch()
    try await output.waitUntilItContains("Press n for the next exercise, 02-delete.")
    // Printed once the pass is told and the watch waits: nothing of the next exercise has run.
    #expect(!output.text.contains("Checking 02-delete"))
    #expect(output.text.contains("All 2 checks pass: 01-title-rules is done."))
    keys.press("n")
    try await output.waitUntilItContains("Checking 02-delete")
    #expect(await watching.value == CourseOutcome.done, "02 passes too, and every exercise is done")
  }

  @Test func watchCanStartFromAnExerciseOutOfOrder() async throws {
    #expect(try CourseCommand(["watch", "2"]).action == .watch("2"))
    #expect(try CourseCommand(["watch"]).action == .watch(nil))
    #expect(throws: UsageError.self) { try CourseCommand(["watch", "1", "2"]) }
    let fixture = try CourseFixture(output: Sample.failingRun)
    let (keys, output, watching) = try fixture.watch(from: "2")
    try await output.waitUntilItContains("Watching Course/Exercises/02-delete: save a file")
    #expect(!output.text.contains("Checking 01-title-rules"), "the exercise named is watched, not the current one")
    keys.press("q")
    #expect(await watching.value == CourseOutcome.done)
  }

  @Test func theCourseReadsInFrenchWhenAsked() async throws {
    let fixture = try CourseFixture()
    try fixture.write("Course/Exercises/01-title-rules/README.fr.md", "# 01 · Les règles du titre\n")
    try fixture.write("Course/Exercises/01-title-rules/HINTS.fr.md", "## Indice 1\n\nD'abord, retirez les espaces.\n")
    let list = await fixture.run(["list", "--lang", "fr"]).output
    #expect(list.contains("01  title-rules  Les règles du titre  pas commencé"))
    #expect(list.contains("Ensuite\u{A0}: 01-title-rules. Lisez Course/Exercises/01-title-rules/README.fr.md"))
    let hint = await fixture.run(["hint", "--lang", "fr"]).output
    #expect(hint.hasPrefix("Indice 1 sur 1 pour 01-title-rules\u{A0}:\n\nD'abord, retirez les espaces."))
    #expect(throws: UsageError.self) { try CourseCommand(["--lang", "de"]) }
  }

  @Test func predictShowsTheAnswerOnlyAfterThePredictionAndTheChecks() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    try fixture.write(
      "Course/Exercises/01-title-rules/README.md",
      "# 01 · The title rules\n\n## Predict first\n\nWhich checks pass?\n\n```sh\nswift run archlab course predict 1\n```\n\n## The task\n\nTrim.\n"
    )
    try fixture.write("Course/Exercises/01-title-rules/PREDICTION.md", "# 01 · Predict first: the answer\n\nNone.\n")

    let (code, output, _) = await fixture.run(
      ["predict", "1"], lines: ["", "One passes,", "", "the trim one.", "", "", "ignored"])
    #expect(code == .success)
    let question = try #require(output.range(of: "Which checks pass?"))
    let checks = try #require(output.range(of: "Checking 01-title-rules"))
    let answer = try #require(output.range(of: "None."))
    #expect(question.upperBound < checks.lowerBound && checks.upperBound < answer.lowerBound)
    // How many checks pass on the code as it is, not which: their names say what they try, which the
    // learner finds from the task.
    #expect(
      output.contains(
        "On the code as it is, 1 of 3 checks passes. `swift run archlab course check 1` says which, and what each tried."
      ))
    #expect(!output.contains("refuses an empty title") && !output.contains("keeps a title"), "\(output)")
    #expect(!output.contains("Trim."), "and before the task")
    // One empty line is a paragraph's end; two in a row, at a terminal, the prediction's.
    #expect(output.contains("Your prediction:\n  One passes,\n\n  the trim one.\n\n"), "\(output)")
    #expect(!output.contains("ignored"))
    let kept = try String(
      contentsOf: fixture.root.appendingPathComponent(".build/course/predictions/01-title-rules.md"), encoding: .utf8)
    #expect(kept == "One passes,\n\nthe trim one.\n")
    // A second prediction is kept after the first.
    _ = await fixture.run(["predict", "1"], lines: ["All of them."])
    let both = try String(
      contentsOf: fixture.root.appendingPathComponent(".build/course/predictions/01-title-rules.md"), encoding: .utf8)
    #expect(both == "One passes,\n\nthe trim one.\n\n---\n\nAll of them.\n")
  }

  @Test func aPredictionFromAPipeIsReadToItsEnd() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    try fixture.write("Course/Exercises/01-title-rules/PREDICTION.md", "# 01 · Predict first: the answer\n\nNone.\n")
    // Nothing written is left out: from a pipe, empty lines in a row end nothing, and only those before
    // the first line and after the last go.
    let (code, output, _) = await fixture.run(
      ["predict", "1"],
      lines: ["", "On the code as it is:", "", "", "none.", "", "", "What the rule wants:", "all.", ""],
      piped: true)
    #expect(code == .success)
    let kept = try String(
      contentsOf: fixture.root.appendingPathComponent(".build/course/predictions/01-title-rules.md"), encoding: .utf8)
    #expect(kept == "On the code as it is:\n\nnone.\n\nWhat the rule wants:\nall.\n")
    #expect(output.contains("Your prediction:\n  On the code as it is:\n\n  none.\n\n  What the rule wants:\n  all.\n"))
  }

  @Test func predictWithNoPredictionKeepsTheAnswerHidden() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    try fixture.write("Course/Exercises/01-title-rules/PREDICTION.md", "# 01 · Predict first: the answer\n\nNone.\n")
    let (code, output, _) = await fixture.run(["predict", "1"], lines: ["", "  "])
    #expect(code == .failure)
    #expect(!output.contains("None."))
    #expect(!output.contains("Checking"))
    #expect(output.contains("No prediction written: the answer stays hidden until there is one."))
    // An exercise with nothing to predict says so.
    let other = await fixture.run(["predict", "2"], lines: ["x"])
    #expect(other.code == .noInput)
    #expect(other.errors.contains("02-delete asks for no prediction."))
  }

  @Test func theTallyOfStatusesAgreesWithItsNumberInFrench() {
    let french = CourseWords(language: .fr)
    #expect(french.tally(.done, 1) == "1 fait")
    #expect(french.tally(.done, 7) == "7 faits")
    #expect(french.tally(.notStarted, 15) == "15 pas commencés")
    #expect(french.tally(.inProgress, 2) == "2 en cours")
    #expect(CourseWords(language: .en).tally(.notStarted, 15) == "15 not started")
  }

  @Test func frenchCountsAgreeAndEveryCommandItSuggestsKeepsFrench() async throws {
    let fixture = try CourseFixture(output: Sample.failingRun)
    try fixture.write("Course/Exercises/01-title-rules/README.fr.md", "# 01 · Les règles du titre\n")
    let output = await fixture.run(["check", "1", "--lang", "fr"]).output
    // One case of two passes: the verb agrees, « 1 cas sur 2 passe »; two of four, « passent ».
    #expect(output.contains("✗ passes the contract\u{A0}: 1 cas sur 2 passe\n"))
    // One count, of checks, as the lines list them: « 1 vérification sur 3 passe ».
    #expect(output.contains("1 vérification sur 3 passe."))
    #expect(output.contains("`swift run archlab course hint 1 --lang fr`"))
    let suggested = output.components(separatedBy: "`swift run archlab course").dropFirst()
    #expect(!suggested.isEmpty)
    for command in suggested {
      #expect(command.prefix { $0 != "`" }.hasSuffix(" --lang fr"), "\(command.prefix { $0 != "`" })")
    }
    let english = await fixture.run(["check", "1"]).output
    #expect(english.contains("✗ passes the contract: 1 of 2 cases passes\n"))
    #expect(!english.contains("--lang"))
  }

  @Test func aPassingCheckMarksTheExerciseDoneUntilItsCodeChanges() async throws {
    let fixture = try CourseFixture(output: Sample.passingRun)
    try fixture.write("Course/Exercises/01-title-rules/Sources/A.swift", "let title = \"a  b\"  // the title\n")
    let (code, output, _) = await fixture.run(["check", "01-title-rules"])
    #expect(code == .success)
    #expect(output.contains("All 2 checks pass: 01-title-rules is done."))
    #expect(output.contains("Next: 02-delete. Read Course/Exercises/02-delete/README.md."))
    #expect(await fixture.run(["list"]).output.contains("01  title-rules  The title rules  done"))

    // A comment, spacing, or a README is not code: what the check proved still holds.
    fixture.files.changed = ["Course/Exercises/01-title-rules/Sources/A.swift"]
    try fixture.write(
      "Course/Exercises/01-title-rules/Sources/A.swift", "/* kept */\nlet   title = \"a  b\" // the title, said again\n"
    )
    try fixture.write("Course/Exercises/01-title-rules/README.md", "# 01 · The title rules\n\nRead again.\n")
    #expect(await fixture.run(["list"]).output.contains("01  title-rules  The title rules  done"))
    // Code is: even a space inside a string.
    try fixture.write("Course/Exercises/01-title-rules/Sources/A.swift", "let title = \"a b\"\n")
    #expect(await fixture.run(["list"]).output.contains("01  title-rules  The title rules  in progress"))
  }

  @Test func aCommentIsNotCodeAndAStringIsNotAComment() {
    #expect(CodeText.swift("let a = 1 // one\n/* two /* nested */ */ let b = 2") == "let a = 1 let b = 2")
    #expect(CodeText.swift("let url = \"https://x\" // link") == "let url = \"https://x\"")
    #expect(CodeText.swift("let s = \"\"\"\n  // kept\n  \"\"\"") == "let s = \"\"\"\n  // kept\n  \"\"\"")
    #expect(CodeText.swift("let q = \"\\\"// kept\"") == "let q = \"\\\"// kept\"")
    #expect(CodeText.scenario("todos add \"# 1\"  # add one\n# a comment\n") == "todos add \"# 1\"")
  }

  @Test func aCompilerErrorIsSaidInPlainWords() async throws {
    var fixture = try CourseFixture()
    fixture.output = Sample.compilerErrors
      .replacingOccurrences(of: "/p/Exercises/", with: fixture.root.path + "/Course/Exercises/")
      .replacingOccurrences(of: "/p/", with: fixture.root.path + "/")
      .replacingOccurrences(of: "01-a", with: "01-title-rules")
    let (code, output, _) = await fixture.run(["check", "1"])
    #expect(code == .failure)
    #expect(
      output == """
        Checking 01-title-rules: building it and running its tests…
        ✗ 01-title-rules doesn't compile yet. The compiler says:

        Course/Exercises/01-title-rules/Sources/A.swift:3:5: error: cannot find 'titel' in scope
         3 |     titel
           |     `- error: cannot find 'titel' in scope

        Fix the first error first: the others often follow from it. Then check again.

        """)
  }

  @Test func eachHintCommandShowsTheNextHintThenSaysThereAreNoMore() async throws {
    let fixture = try CourseFixture()
    let first = await fixture.run(["hint", "1"])
    #expect(
      first.output
        == "Hint 1 of 2 for 01-title-rules:\n\nTrim first.\n\nAnother one: `swift run archlab course hint 1`.\n")
    let second = await fixture.run(["hint", "1"])
    #expect(second.output == "Hint 2 of 2 for 01-title-rules:\n\nCount Characters.\n\nThat was the last hint.\n")
    let third = await fixture.run(["hint", "1"])
    #expect(third.code == .success)
    #expect(third.output.hasPrefix("No more hints for 01-title-rules: you have seen all 2."))
    #expect(
      await fixture.run(["hint", "2"]).output.hasPrefix("Hint 1 of 1 for 02-delete"), "each exercise counts its own")
  }

  @Test func resetRefusesWithoutATerminalOrYes() async throws {
    let fixture = try CourseFixture()
    fixture.files.changed = ["Course/Exercises/01-title-rules/Sources/A.swift"]
    let (code, _, errors) = await fixture.run(["reset", "1"])
    #expect(code == .usage)
    #expect(errors.contains("Run `swift run archlab course reset 1 --yes` to reset anyway."))
    #expect(fixture.files.restored == [])
  }

  @Test func resetAsksFirstAndKeepsEverythingUnlessTheAnswerIsYes() async throws {
    let fixture = try CourseFixture()
    fixture.files.changed = [
      "Course/Exercises/01-title-rules/Sources/A.swift", "Course/Exercises/01-title-rules/Sources/New.swift",
    ]
    let declined = await fixture.run(["reset", "1"], answer: "")
    #expect(declined.code == .success)
    #expect(
      declined.output == """
        Reset puts 01-title-rules back at its starting point:
          restores Course/Exercises/01-title-rules/Sources/A.swift
          deletes Course/Exercises/01-title-rules/Sources/New.swift
        Reset 01? This discards your changes [y/N] Nothing was changed.

        """)
    #expect(fixture.files.restored == [])

    let accepted = await fixture.run(["reset", "1"], answer: "y")
    #expect(accepted.output.hasSuffix("[y/N] 01-title-rules is back at its starting point.\n"))
    #expect(
      fixture.files.restored == ["Course/Exercises/01-title-rules"],
      "its checks are as they were: git is asked nothing of them")
  }

  @Test func resetWithYesDoesNotAskAndAnUnchangedExerciseNeedsNoReset() async throws {
    let fixture = try CourseFixture()
    let unchanged = await fixture.run(["reset", "2", "--yes"])
    #expect(unchanged.output == "02-delete is at its starting point already: there is nothing to reset.\n")
    fixture.files.changed = ["Course/Exercises/02-delete/Sources/B.swift"]
    let reset = await fixture.run(["reset", "2", "--yes"])
    #expect(reset.code == .success)
    #expect(!reset.output.contains("[y/N]"))
    #expect(fixture.files.restored == ["Course/Exercises/02-delete"])
  }

  /// With git itself: an exercise whose tests are its own (05) has no checks' folder, and its reset must not
  /// ask git for one.
  @Test func resetWithGitPutsBackAnExerciseWhoseTestsAreItsOwn() async throws {
    let root = try TemporaryFolders.make("git")
    func write(_ path: String, _ text: String) throws {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    func git(_ arguments: [String]) {
      let run = Subprocess.runAndWait(
        ["git", "-C", root.path, "-c", "user.email=course@example.com", "-c", "user.name=Course"] + arguments)
      #expect(run.status == 0, "git \(arguments[0]): \(run.errors)")
    }
    try write("Course/Exercises/05-own/README.md", "# 05 · Own tests\n")
    try write("Course/Exercises/05-own/Sources/A.swift", "let a = 1\n")
    try write("Course/Exercises/05-own/Tests/ATests.swift", "// TODO: a test\n")
    git(["init", "-q"])
    git(["add", "."])
    git(["commit", "-q", "-m", "The starting point"])
    try write("Course/Exercises/05-own/Tests/ATests.swift", "@Test func mine() {}\n")

    let errors = Collected()
    let console = Console(write: { _ in }, writeError: errors.append, usesColor: false)
    let environment = CourseEnvironment(
      root: root, runner: FixedRunner(output: ""), files: GitExerciseFiles(),
      stateFile: CourseStateFile(url: root.appendingPathComponent(".build/course/state.json")),
      isInteractive: false, readAnswer: { nil })
    let code = try await CourseCommand(["reset", "5", "--yes", "--lang", "en"]).execute(
      console: console, environment: environment)
    #expect(code == .success, "\(errors.text)")
    let test = try String(
      contentsOf: root.appendingPathComponent("Course/Exercises/05-own/Tests/ATests.swift"), encoding: .utf8)
    #expect(test == "// TODO: a test\n", "the learner's test is back at its starting point")
  }

  @Test func resetPutsBackAnEditedCheckToo() async throws {
    let fixture = try CourseFixture()
    fixture.files.changed = ["Course/Checks/01-title-rules/ATests.swift"]
    let reset = await fixture.run(["reset", "1", "--yes"])
    #expect(reset.code == .success)
    #expect(reset.output.contains("restores Course/Checks/01-title-rules/ATests.swift"))
    #expect(fixture.files.changed == [], "the check is as it was, so the exercise's checks tell the truth again")
    #expect(fixture.files.restored == ["Course/Exercises/01-title-rules", "Course/Checks/01-title-rules"])
  }

  @Test func theSolutionStaysHiddenUntilTheExercisePassesUnlessForced() async throws {
    let fixture = try CourseFixture(output: Sample.passingRun)
    let hidden = await fixture.run(["solution", "1"])
    #expect(hidden.code == .failure)
    #expect(hidden.output.contains("`swift run archlab course solution 1 --force`"))
    let forced = await fixture.run(["solution", "1", "--force"])
    #expect(forced.code == .success)
    #expect(forced.output.hasPrefix("── Course/Solutions/01-title-rules/Sources/A.swift ──\n\nlet solved = true\n"))
    _ = await fixture.run(["check", "1"])
    #expect(await fixture.run(["solution", "1"]).code == .success)
  }

  @Test func inFrenchTheSolutionsCommentsAreFrenchAndItsCodeAsItIs() async throws {
    let fixture = try CourseFixture(output: Sample.passingRun)
    try fixture.write(
      "Course/Solutions/01-title-rules/Sources/A.swift", "// Solved, at last.\nlet solved = true  // for good\n")
    try fixture.write(
      "Course/Solutions/01-title-rules/COMMENTS.fr.md",
      "| English | Français |\n| --- | --- |\n| Solved, at last. | Résolu, enfin. |\n| for good | pour de bon |\n")
    let french = await fixture.run(["solution", "1", "--force", "--lang", "fr"])
    #expect(
      french.output.hasPrefix(
        "── Course/Solutions/01-title-rules/Sources/A.swift ──\n\n// Résolu, enfin.\nlet solved = true  // pour de bon\n"
      ))
    #expect(!french.output.contains("COMMENTS.fr.md"), "the table gives the French; it is no file of the solution")
    let english = await fixture.run(["solution", "1", "--force"])
    #expect(english.output.contains("// Solved, at last.\nlet solved = true  // for good\n"))
  }

  @Test func anUnknownExerciseOrCommandIsSaidSo() async throws {
    let fixture = try CourseFixture()
    let unknown = await fixture.run(["check", "42"])
    #expect(unknown.code == .noInput)
    #expect(unknown.errors == "archlab: no exercise is named '42'; `swift run archlab course` lists them\n")
    for negative in [["check", "-1"], ["hint", "-1"], ["solution", "-1"], ["reset", "-1", "--yes"]] {
      #expect(await fixture.run(negative).code == .noInput, "\(negative)")
    }
    #expect(throws: UsageError.self) { try CourseCommand(["frob"]) }
    #expect(throws: UsageError.self) { try CourseCommand(["check", "--frob"]) }
    #expect(throws: UsageError.self) { try CourseCommand(["check", "1", "2"]) }
    #expect(throws: UsageError.self) { try CourseCommand(["reset", "1", "--force"]) }
  }

  @Test func theCourseHasHelp() async {
    let output = Collected()
    let code = await Archlab.main(
      ["course", "--help", "--lang", "en"],
      console: Console(write: output.append, writeError: { _ in }, usesColor: false))
    #expect(code == .success)
    #expect(output.text.hasPrefix("USAGE: archlab course [COMMAND [N]] [--lang en|fr]"))
  }
}

/// The package's own course, read as `archlab course` reads it.
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CourseContentTests {
  @Test func everyExerciseHasATitleHintsAndASolution() {
    let course = Course(root: TestPackage.root)
    #expect(course.exercises.count >= 10)
    for exercise in course.exercises {
      #expect(!course.title(of: exercise).isEmpty, "\(exercise.path)/README.md opens with `# NN · Title`")
      let hints = (try? String(contentsOf: course.url("\(exercise.path)/HINTS.md"), encoding: .utf8)) ?? ""
      #expect(!Hints(markdown: hints).hints.isEmpty, "\(exercise.path)/HINTS.md has a `## Hint 1`")
      #expect(!Hints(markdown: hints).hints.contains(""), "\(exercise.path)/HINTS.md has no empty hint")
      #expect(!course.files(under: exercise.solutionPath).isEmpty, "\(exercise.solutionPath) holds the reference")
      #expect(
        !CheckName.declared(in: testSources(of: exercise, in: course)).isEmpty,
        "\(course.testsPath(of: exercise)) declares its checks with @Test")
    }
  }

  /// What `course predict` shows before the learner has written anything, the README's questions and
  /// the answer, names no check: a check's name says what it tries, which is for the learner to find from
  /// the task (where the learner writes the tests, their names are the task's).
  @Test func noPredictionNamesACheck() {
    let course = Course(root: TestPackage.root)
    var named: [String] = []
    for exercise in course.exercises where course.testsPath(of: exercise) == exercise.checksPath {
      let english = CheckName.declared(in: testSources(of: exercise, in: course)).map(CheckName.words)
      #expect(!english.isEmpty, "\(exercise.checksPath) declares its checks")
      let table = CheckTranslations.load(course: course, exercise: exercise)
      let french = english.map { table.french(for: $0) ?? $0 }
      let texts = [
        ("PREDICTION.md", english, nil), ("PREDICTION.fr.md", french, nil),
        ("README.md", english, "## Predict first"), ("README.fr.md", french, "## Prédisez d'abord"),
      ]
      for (file, names, section) in texts {
        guard var text = try? String(contentsOf: course.url("\(exercise.path)/\(file)"), encoding: .utf8) else {
          continue
        }
        if let section {
          guard let start = text.range(of: section) else { continue }
          text = String(text[start.upperBound...])
          if let end = text.range(of: "\n## ") { text = String(text[..<end.lowerBound]) }
        }
        let prose = Self.flattened(text)
        for name in names where prose.contains(Self.flattened(name)) {
          named.append("\(exercise.path)/\(file): « \(name) »")
        }
      }
    }
    #expect(named.isEmpty, "a prediction names a check:\n\(named.joined(separator: "\n"))")
  }

  /// `text` in lower case, each run of spaces (no-break ones and line ends included) as one space.
  private static func flattened(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  @Test func aHintThatOpensWithACodeBlockKeepsItsIndentation() {
    let markdown = "# Hints\n\n## Hint 1\n\n    let order: [Todo.ID] = []\n\nThen read it.\n\n## Hint 2\n\nMore.  \n"
    #expect(
      Hints(markdown: markdown).hints == ["    let order: [Todo.ID] = []\n\nThen read it.", "More.  "],
      "blank lines around a hint go; the code block's indentation stays, or Markdown no longer sees a code block")
  }

  private func testSources(of exercise: Exercise, in course: Course) -> String {
    let tests = course.testsPath(of: exercise)
    return course.files(under: tests).compactMap {
      try? String(contentsOf: course.url("\(tests)/\($0)"), encoding: .utf8)
    }.joined(separator: "\n")
  }
}

// MARK: - Helpers

/// A package root with two exercises, a runner that prints `output`, and files that change when told.
@MainActor
private struct CourseFixture {
  let root: URL
  let files = FakeExerciseFiles()
  var output: String
  var stopped: ProcessOutput.Stopped?

  init(output: String = "") throws {
    self.output = output
    root = try TemporaryFolders.make("course")
    try write("Course/Exercises/01-title-rules/README.md", "# 01 · The title rules\n\nThe task.\n")
    try write(
      "Course/Exercises/01-title-rules/HINTS.md",
      "# Hints\n\n## Hint 1\n\nTrim first.\n\n## Hint 2\n\nCount Characters.\n")
    try write("Course/Exercises/01-title-rules/Sources/A.swift", "// TODO: trim\n")
    try write(
      "Course/Checks/01-title-rules/ATests.swift",
      "@Test func keepsATitle() {}\n@Test func refusesAnEmptyTitle() {}\n@Test(arguments: all)\nfunc passesTheContract(_ a: A) {}\n"
    )
    try write("Course/Solutions/01-title-rules/Sources/A.swift", "let solved = true\n")
    try write("Course/Exercises/02-delete/README.md", "# 02 · Delete at once\n")
    try write("Course/Exercises/02-delete/HINTS.md", "## Hint 1\n\nRemove it.\n")
    try write("Course/Exercises/02-delete/Sources/B.swift", "// TODO: delete\n")
    try write("Course/.build/built", "as after a first check\n")
  }

  var course: Course { Course(root: root) }

  func write(_ path: String, _ text: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// The course's environment; `piped` reads `lines` as from a pipe, not typed at a terminal.
  func environment(answer: String? = nil, lines: [String]? = nil, piped: Bool = false) -> CourseEnvironment {
    let typed = TypedLines(lines ?? [])
    return CourseEnvironment(
      root: root, runner: FixedRunner(output: output, stopped: stopped), files: files,
      stateFile: CourseStateFile(url: root.appendingPathComponent(".build/course/state.json")),
      isInteractive: !piped && (answer != nil || lines != nil), readAnswer: { lines == nil ? answer : typed.next() })
  }

  /// Starts `course watch` (from exercise `word`, or the current one), with keys the test presses and
  /// the output it reads as it comes.
  func watch(from word: String? = nil) throws -> (
    keys: ScriptedKeys, output: Collected, watching: Task<CourseOutcome, Never>
  ) {
    let keys = ScriptedKeys()
    let output = Collected()
    let console = Console(write: output.append, writeError: output.append, usesColor: false)
    let session = CourseSession(course: course, environment: environment(), console: console)
    let first = try word.map { try #require(session.find($0)) }
    return (keys, output, Task { await session.watch(keys: keys, from: first, interval: .milliseconds(5)) })
  }

  /// Runs `archlab course` with `arguments`; `answer` is typed at the terminal, if there is one, or
  /// `lines`, one at a time, and then the input ends.
  func run(_ arguments: [String], answer: String? = nil, lines: [String]? = nil, piped: Bool = false) async -> (
    code: ExitCode, output: String, errors: String
  ) {
    let output = Collected()
    let errors = Collected()
    let environment = environment(answer: answer, lines: lines, piped: piped)
    let console = Console(write: output.append, writeError: errors.append, usesColor: false)
    // English unless the test asks for French: on a machine whose locale is French, the course would
    // otherwise speak French to every test.
    let language = arguments.contains("--lang") ? [] : ["--lang", "en"]
    do {
      let code = try await CourseCommand(arguments + language).execute(console: console, environment: environment)
      return (code, output.text, errors.text)
    } catch {
      return (.usage, output.text, error.message)
    }
  }
}

/// Lines typed at the terminal, read one at a time; then the input ends.
private final class TypedLines: @unchecked Sendable {
  private var lines: [String]
  init(_ lines: [String]) { self.lines = lines }
  func next() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

/// A runner that answers every run with the same output, line by line: a failure when it holds `✘`.
private struct FixedRunner: ExerciseRunner {
  let output: String
  var stopped: ProcessOutput.Stopped?

  func runTests(of exercise: Exercise, in root: URL, onLine: @escaping @Sendable (String) -> Void) async
    -> ProcessOutput
  {
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) { onLine(String(line)) }
    let failed = output.contains("✘") || output.contains("error:") || stopped != nil
    return ProcessOutput(status: failed ? 1 : 0, text: output, stopped: stopped)
  }
}

/// Keys pressed by the test, one at a time.
private final class ScriptedKeys: KeySource, @unchecked Sendable {
  private let lock = NSLock()
  private var pressed: [Character] = []

  func press(_ key: Character) { lock.withLock { pressed.append(key) } }
  func poll() -> Character? { lock.withLock { pressed.isEmpty ? nil : pressed.removeFirst() } }
}

extension Collected {
  /// Waits, by yielding, until the text holds `part` `times` times; fails after many tries rather than hang.
  func waitUntilItContains(_ part: String, times: Int = 1) async throws {
    for _ in 0..<200_000 {
      if text.components(separatedBy: part).count - 1 >= times { return }
      await Task.yield()
    }
    Issue.record("never saw \(part) (\(times)×) in:\n\(text)")
    throw CancellationError()
  }
}

/// Files that changed when a test says so, and a record of what was restored.
private final class FakeExerciseFiles: ExerciseFiles, @unchecked Sendable {
  private let lock = NSLock()
  private var changedPaths: [String] = []
  private var restoredPaths: [String] = []

  var changed: [String] {
    get { lock.withLock { changedPaths } }
    set { lock.withLock { changedPaths = newValue } }
  }

  var restored: [String] { lock.withLock { restoredPaths } }

  func changes(under path: String, in root: URL) throws(WorkspaceError) -> [FileChange] {
    changed.filter { $0.hasPrefix(path + "/") }.map { FileChange(path: $0, isAdded: $0.hasSuffix("New.swift")) }
  }

  func restore(_ path: String, in root: URL) throws(WorkspaceError) {
    lock.withLock {
      restoredPaths.append(path)
      changedPaths.removeAll { $0.hasPrefix(path + "/") }
    }
  }
}

/// Output of `swift test`, as Swift Testing and the compiler print it.
private enum Sample {
  static let failingRun = """
    [3/4] Compiling Exercise01 A.swift
    Build complete! (1.2s)
    ◇ Test run started.
    ↳ Testing Library Version: 6.3.1
    ◇ Test refusesAnEmptyTitle() started.
    ◇ Test keepsATitle() started.
    ✘ Test refusesAnEmptyTitle() recorded an issue at ATests.swift:12:5: Expectation failed: (outcome("") → success("")) == .failure(.empty)
    ↳ // Swift Testing quotes the comment above an expectation
    ↳ an empty title is refused
      as empty
    ✘ Test refusesAnEmptyTitle() failed after 0.001 seconds with 1 issue.
    ✔ Test keepsATitle() passed after 0.001 seconds.
    ✘ Test passesTheContract(_:) recorded an issue with 1 argument adapter → KeyValueTodoRepository at Contract.swift:22:5: Expectation failed: (todos → []) == [
          .buyMilk]
    ± inserted [], removed [.buyMilk]
    ↳ todos come back as saved
    ✘ Test passesTheContract(_:) with 2 test cases failed after 0.001 seconds with 1 issue.
    ✘ Suite ATests failed after 0.002 seconds with 2 issues.
    ↳ /// A suite's doc comment is no issue's
    ✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 2 issues.

    """

  static let passingRun = """
    ◇ Test run started.
    ━ Test yourCheckFails() recorded a known issue at ErrorStateTests.swift:27:3: Expectation failed: (state → .idle) == .failed
    ↳ your check should notice
    ━ Test yourCheckFails() passed after 0.001 seconds with 1 known issue.
    ✔ Test keepsATitle() passed after 0.001 seconds.
    ━ Test run with 2 tests in 1 suite passed after 0.002 seconds with 1 known issue.

    """

  static let compilerErrors = """
    [2/4] Compiling Exercise01 A.swift
    /p/Exercises/01-a/Sources/A.swift:3:5: error: cannot find 'titel' in scope
     3 |     titel
       |     `- error: cannot find 'titel' in scope
    /p/Exercises/01-a/Sources/A.swift:3:5: error: cannot find 'titel' in scope
     3 |     titel
       |     `- error: cannot find 'titel' in scope
    /p/Sources/Lab/Other.swift:1:1: error: an error the exercise's errors caused
    error: fatalError

    """

  static let crash = """
    ◇ Test run started.
    ◇ Test putsItBack() started.
    ◇ Test keepsATitle() started.
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
    ✔ Test keepsATitle() passed after 0.001 seconds.
    💣 Program crashed: Illegal instruction at 0x00007f
      3 [ra]             0x000055c9aaa7b559 Reducer.putBack() + 56 in archlabPackageTests.xctest at /p/Exercises/01-a/Sources/A.swift:6:50
      4 [ra]             0x000055c9aaa7a847 Tests.putsItBack() + 118 in archlabPackageTests.xctest at /p/Exercises/01-a/Tests/ATests.swift:9:7
    error: Process '/p/.build/course-exercises/debug/archlabPackageTests.xctest' exited with unexpected signal code 4

    """
}
