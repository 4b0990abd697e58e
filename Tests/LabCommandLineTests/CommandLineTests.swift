// `archlab` as a user meets it: whole outputs, exit codes, and messages for bad input.

import Foundation
import LabCommandLine
import LabLanguage
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CommandLineTests {
  @Test func playsEveryScenarioOfAFolderAndPrintsTheMatrix() async throws {
    let folder = try scenarioFolder([
      "profile/shows-name.scenario":
        "scenario \"Shows the name\"\nprofile open\nexpect profile name \"Ada Lovelace\"\n",
      "todos/counts.scenario": "scenario \"Counts\"\nserver todos \"[ ] A\"\ntodos open\nexpect todos left 1\n",
    ])
    let (code, output, errors) = await run(["run", "--scenarios", folder.path])
    #expect(code == .success)
    #expect(errors == "")
    #expect(
      output == """
        scenario            reference
        profile/shows-name  pass
        todos/counts        pass

        2 passed, 0 failed

        """)
  }

  @Test func reportsAFailureWithItsPositionAndTheScreen() async throws {
    let folder = try scenarioFolder([
      "todos/wrong.scenario": "scenario \"Wrong\"\nserver todos \"[ ] A\"\ntodos open\nexpect todos left 2\n"
    ])
    let (code, output, _) = await run(["--scenarios", folder.path])
    #expect(code == .failure)
    let file = ScenarioLibrary.displayPath(of: folder.appendingPathComponent("todos/wrong.scenario"))
    #expect(
      output == """
        scenario     reference
        todos/wrong  FAIL

        FAIL todos/wrong [reference]
          \(file):4: expected todos left 2, the screen shows 1 item left
            Todos
              > _
              1 [ ] A
              1 item left · filter: [all] active completed

        0 passed, 1 failed

        """)
  }

  @Test func rejectsABrokenFileWithPositionedErrorsAndPlaysNothing() async throws {
    let folder = try scenarioFolder([
      "todos/broken.scenario": "scenario \"Broken\"\ntodos opne\ntodos add \"x\n"
    ])
    let (code, output, errors) = await run(["run", "--scenarios", folder.path])
    let file = ScenarioLibrary.displayPath(of: folder.appendingPathComponent("todos/broken.scenario"))
    #expect(code == .dataError)
    #expect(output == "")
    #expect(
      errors == """
        \(file):2:7: error: expected a todos gesture (open, retry, add, clear-completed, type, toggle, delete, filter, show or close), found 'opne'
            todos opne
                  ^
        \(file):3:11: error: this string has no closing quote
            todos add "x
                      ^
        2 problems in 1 file; nothing was played.

        """)
  }

  @Test func namesScenariosByPathByShortNameOrByGroup() async throws {
    let folder = try scenarioFolder([
      "profile/a.scenario": "scenario \"A\"\nprofile open\n",
      "todos/b.scenario": "scenario \"B\"\ntodos open\n",
    ])
    for (words, expected) in [(["todos/b"], ["todos/b"]), (["a"], ["profile/a"]), (["todos"], ["todos/b"])] {
      let (code, output, _) = await run(["run", "--scenarios", folder.path] + words)
      #expect(code == .success)
      #expect(
        output.split(separator: "\n").dropFirst().first.map { String($0.prefix(while: { $0 != " " })) }
          == expected.first)
    }
    let (code, _, errors) = await run(["run", "--scenarios", folder.path, "nope"])
    #expect(code == .usage)
    #expect(errors.hasPrefix("archlab: no scenario is named 'nope'; `archlab list` shows their names\n"))
  }

  @Test func showSaysWhichArchitectureAnExpectationHoldsFor() async {
    let one = await archlab(["show", "opening-shows-loading-then-profile", "--arch", "mv"], registry: .standard)
    #expect(one.code == .success)
    #expect(one.output.contains("  ✓ holds for mv\n"))
    #expect(!one.output.contains("every architecture"))
    let two = await archlab(["show", "opening-shows-loading-then-profile", "--arch", "mvi,mv"], registry: .standard)
    #expect(two.output.contains("  ✓ holds for every architecture\n"))
  }

  @Test func saysWhichFileCannotBeOpened() async {
    let (code, _, errors) = await run(["run", "no/such.scenario"])
    #expect(code == .noInput)
    #expect(errors == "archlab: can't read no/such.scenario: no such file\n")
  }

  // MARK: - Files that are not plain files

  @Test func aSpecialFileReadsLikeAnyOtherNeverAsAPermissionProblem() async {
    let (code, _, errors) = await run(["run", "/dev/null"])
    #expect(code == .dataError)
    #expect(
      errors.hasPrefix("/dev/null:1:1: error: a scenario file starts with `scenario \"TITLE\"`; this one has none"))
    #expect(!errors.contains("permission"))
  }

  @Test func aFIFOIsReadToItsEnd() async throws {
    let folder = try scenarioFolder([:])
    let fifo = folder.appendingPathComponent("piped.scenario")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let text = "scenario \"Piped\"\nprofile open\nexpect profile name \"Ada Lovelace\"\n"
    // A FIFO's reader waits for a writer: one writes on a thread of its own, as a shell pipe would.
    Thread.detachNewThread {
      if let handle = FileHandle(forWritingAtPath: fifo.path) {
        handle.write(Data(text.utf8))
        handle.closeFile()
      }
    }
    let ran = await run(["run", fifo.path])
    #expect(ran.code == .success, "\(ran.errors)")
  }

  // MARK: - Inputs with no end, and names with nothing in them

  @Test func aDeviceThatNeverEndsIsRefusedOnceItPassesTheLimit() async {
    let (code, _, errors) = await run(["run", "/dev/zero"])
    #expect(code == .noInput)
    #expect(errors == "archlab: can't read /dev/zero: it is larger than 8 MiB, the most a scenario file may hold\n")
  }

  @Test func aFileOverTheLimitIsRefusedUnread() async throws {
    let folder = try scenarioFolder([:])
    let file = folder.appendingPathComponent("huge.scenario")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    #expect(truncate(file.path, off_t(50 * 1024 * 1024)) == 0)  // 50 MB, sparse: no disk spent
    let (code, _, errors) = await run(["run", file.path])
    #expect(code == .noInput)
    #expect(errors.hasSuffix("huge.scenario: it is larger than 8 MiB, the most a scenario file may hold\n"))
  }

  @Test(arguments: [["run", ""], ["show", ""], ["run", "--arch", ""], ["run", "--arch="], ["fuzz", "--out", ""]])
  func anEmptyNameOrPathIsAUsageError(arguments: [String]) async {
    let (code, _, errors) = await run(arguments)
    #expect(code == .usage, "\(errors)")
    #expect(errors.contains("empty"), "\(errors)")
  }

  #if os(Linux)
    @Test func aFileThatCannotBeReadEndsWith66AndSaysWhy() async {
      // Opening /proc/self/mem succeeds and reading it fails, for every user, root included.
      let (code, _, errors) = await run(["run", "/proc/self/mem"])
      #expect(code == .noInput)
      #expect(errors == "archlab: can't read /proc/self/mem: input/output error\n")
    }
  #endif

  @Test func aWindowsFileShowsTheLineAndCaretOfEachProblem() async throws {
    let folder = try scenarioFolder(["todos/crlf.scenario": "scenario \"x\"\r\ntodos open\r\ntodos opne\r\n"])
    let (code, _, errors) = await run(["run", "--scenarios", folder.path])
    let file = ScenarioLibrary.displayPath(of: folder.appendingPathComponent("todos/crlf.scenario"))
    #expect(code == .dataError)
    #expect(
      errors.hasPrefix(
        """
        \(file):3:7: error: expected a todos gesture (open, retry, add, clear-completed, type, toggle, delete, filter, show or close), found 'opne'
            todos opne
                  ^

        """))
  }

  @Test(arguments: ["39", "1001", "9223372036854775807", "2000000000", "wide"])
  func showRefusesAWidthOutsideItsRange(width: String) async {
    let ran = await run(["show", "anything", "--width", width])
    #expect(ran.code == .usage)
    #expect(ran.errors.hasPrefix("archlab: --width takes a number of columns from 40 to 1000, not '\(width)'"))
  }

  @Test(arguments: [
    (["frobnicate"], "archlab: unknown command 'frobnicate'\nRun `archlab --help` for usage.\n"),
    (
      ["run", "--arch", "mvc"],
      "archlab: unknown architecture 'mvc'; known: reference\nRun `archlab run --help` for usage.\n"
    ),
    (
      ["run", "--format", "xml"], "archlab: --format is text or json, not 'xml'\nRun `archlab run --help` for usage.\n"
    ),
    (["run", "--arch"], "archlab: --arch needs a value\nRun `archlab run --help` for usage.\n"),
    (["run", "--colour"], "archlab: unknown option '--colour'\nRun `archlab run --help` for usage.\n"),
    (["list", "extra"], "archlab: list takes no arguments, found 'extra'\nRun `archlab list --help` for usage.\n"),
  ])
  func answersAUsageErrorWithExit64(arguments: [String], message: String) async {
    let (code, output, errors) = await run(arguments)
    #expect(code == .usage)
    #expect(output == "")
    #expect(errors == message)
  }

  @Test func givesHelpForTheToolAndEachCommand() async {
    // In English whatever the machine's locale; FrenchHelpTests reads the French.
    let english = ["--lang", "en"]
    let tool = await archlab(["--help"] + english)
    #expect(tool.code == .success)
    #expect(tool.output.hasPrefix("archlab: one feature built in MVI, MVVM, Hexagonal and plain SwiftUI (MV)"))
    #expect(tool.output.contains("NO_COLOR"))
    for command in ["run", "list", "play", "show", "diagram", "compare", "lessons", "course", "fuzz", "bench"] {
      let help = await archlab([command, "--help"] + english)
      #expect(help.code == .success)
      #expect(help.output.hasPrefix("USAGE: archlab \(command)"))
      #expect(await archlab(["help", command] + english).output == help.output)
    }
  }

  @Test func printsJSONForOtherPrograms() async throws {
    let folder = try scenarioFolder(["profile/a.scenario": "scenario \"A\"\nprofile open\nexpect profile loading\n"])
    let (code, output, _) = await run(["run", "--scenarios", folder.path, "--format", "json"])
    #expect(code == .failure)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["passed"] as? Int == 0)
    #expect(object["failed"] as? Int == 1)
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.first?["scenario"] as? String == "profile/a")
    #expect((results.first?["failure"] as? [String: Any])?["line"] as? Int == 3)
  }

  @Test func paintsOnlyWhenColourIsOn() async throws {
    let folder = try scenarioFolder(["profile/a.scenario": "scenario \"A\"\nprofile open\n"])
    let plain = await archlab(["--scenarios", folder.path])
    let painted = await archlab(["--scenarios", folder.path], color: true)
    #expect(!plain.output.contains("\u{1B}["))
    #expect(painted.output.contains("\u{1B}[32mpass"))
  }

  @Test func listsArchitecturesAndScenarios() async throws {
    let folder = try scenarioFolder(["todos/b.scenario": "scenario \"Bee\"\ntodos open\n"])
    let (code, output, _) = await run(["list", "--scenarios", folder.path])
    #expect(code == .success)
    #expect(
      output == """
        Architectures:
          reference  Reference: the feature in two plain classes (tests only)

        Scenarios (1):
          todos/b  Bee

        """)
  }

  // MARK: - Helpers

  private func run(_ arguments: [String], color: Bool = false) async -> (code: ExitCode, output: String, errors: String)
  {
    let ran = await archlab(arguments, color: color)
    return (ran.code, ran.output, ran.errors)
  }
}

/// `compare --format json` saves the measure the lessons show; `--from` shows a saved one as it was measured.
@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CompareCommandTests {
  @Test func aSavedMeasureShowsAsTheCodeWasMeasured() async throws {
    let saved = await archlab(["compare", "--format", "json"])
    #expect(saved.code == .success)
    let file = try TemporaryFolders.file("compare.json")
    try Data(saved.output.utf8).write(to: file)
    let live = await archlab(["compare", "--format", "markdown"])
    let shown = await archlab(["compare", "--from", file.path, "--format", "markdown"])
    #expect(shown.code == .success)
    #expect(shown.output == live.output)
    #expect(shown.output.contains("| MVVM · Navigation |"))
  }

  @Test func aFileThatIsNoSavedMeasureIsRefusedWithItsName() async throws {
    let file = try TemporaryFolders.file("compare.json")
    try Data("{\"architectures\": 3}".utf8).write(to: file)
    let shown = await archlab(["compare", "--from", file.path])
    #expect(shown.code == .dataError)
    #expect(shown.errors.hasPrefix("archlab: \(file.path) is not a measure saved by `archlab compare --format json`"))
    let missing = await archlab(["compare", "--from", file.path + ".none"])
    #expect(missing.code == .noInput)
    #expect(missing.errors == "archlab: can't read \(file.path).none\n")
  }
}
