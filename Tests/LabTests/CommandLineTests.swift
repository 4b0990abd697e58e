// `archlab` as a user meets it: whole outputs, exit codes, and messages for bad input.

import Foundation
import Lab
import Testing

@MainActor
@Suite struct CommandLineTests {
  @Test func playsEveryScenarioOfAFolderAndPrintsTheMatrix() async throws {
    let folder = try scenarioFolder([
      "profile/shows-name.scenario":
        "scenario \"Shows the name\"\nprofile open\nexpect profile name \"Ada Lovelace\"\n",
      "todos/counts.scenario": "scenario \"Counts\"\nserver todos \"[ ] A\"\ntodos open\nexpect todos left 1\n",
    ])
    let (code, output, errors) = await archlab(["run", "--scenarios", folder.path])
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
    let (code, output, _) = await archlab(["--scenarios", folder.path])
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
    let (code, output, errors) = await archlab(["run", "--scenarios", folder.path])
    let file = ScenarioLibrary.displayPath(of: folder.appendingPathComponent("todos/broken.scenario"))
    #expect(code == .dataError)
    #expect(output == "")
    #expect(
      errors == """
        \(file):2:7: error: expected a todos gesture (open, retry, add, clear-completed, type, toggle, delete or filter), found 'opne'
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
      let (code, output, _) = await archlab(["run", "--scenarios", folder.path] + words)
      #expect(code == .success)
      #expect(
        output.split(separator: "\n").dropFirst().first.map { String($0.prefix(while: { $0 != " " })) }
          == expected.first)
    }
    let (code, _, errors) = await archlab(["run", "--scenarios", folder.path, "nope"])
    #expect(code == .usage)
    #expect(errors.hasPrefix("archlab: no scenario is named 'nope'; `archlab list` shows their names\n"))
  }

  @Test func saysWhichFileCannotBeOpened() async {
    let (code, _, errors) = await archlab(["run", "no/such.scenario"])
    #expect(code == .noInput)
    #expect(errors == "archlab: can't open 'no/such.scenario': no such file\n")
  }

  @Test(arguments: [
    (["frobnicate"], "archlab: unknown command 'frobnicate'\n"),
    (["run", "--arch", "mvc"], "archlab: unknown architecture 'mvc'; known: reference\n"),
    (["run", "--format", "xml"], "archlab: --format is text or json, not 'xml'\n"),
    (["run", "--arch"], "archlab: --arch needs a value\n"),
    (["run", "--colour"], "archlab: unknown option '--colour'\n"),
    (["list", "extra"], "archlab: list takes no arguments, found 'extra'\n"),
  ])
  func answersAUsageErrorWithExit64(arguments: [String], message: String) async {
    let (code, output, errors) = await archlab(arguments)
    #expect(code == .usage)
    #expect(output == "")
    #expect(errors == message + "Run `archlab --help` for usage.\n")
  }

  @Test func givesHelpForTheToolAndEachCommand() async {
    let tool = await archlab(["--help"])
    #expect(tool.code == .success)
    #expect(tool.output.hasPrefix("archlab: one feature built three times"))
    #expect(tool.output.contains("NO_COLOR"))
    for command in ["run", "list"] {
      let help = await archlab([command, "--help"])
      #expect(help.code == .success)
      #expect(help.output.hasPrefix("USAGE: archlab \(command)"))
      #expect(await archlab(["help", command]).output == help.output)
    }
  }

  @Test func printsJSONForOtherPrograms() async throws {
    let folder = try scenarioFolder(["profile/a.scenario": "scenario \"A\"\nprofile open\nexpect profile loading\n"])
    let (code, output, _) = await archlab(["run", "--scenarios", folder.path, "--format", "json"])
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
    let (code, output, _) = await archlab(["list", "--scenarios", folder.path])
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

  /// Runs the command line with the reference app as the only architecture.
  private func archlab(_ arguments: [String], color: Bool = false) async -> (
    code: ExitCode, output: String, errors: String
  ) {
    let output = Collected()
    let errors = Collected()
    let console = Console(write: output.append, writeError: errors.append, usesColor: color)
    let code = await Archlab.main(arguments, console: console, architectures: [ReferenceDriver.self])
    return (code, output.text, errors.text)
  }

  /// A fresh folder holding `files` (relative path → content).
  private func scenarioFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-\(UUID().uuidString)")
    for (path, content) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: file)
    }
    return folder
  }
}
