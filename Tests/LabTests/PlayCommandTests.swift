// `archlab play`: statements in, screens out; bad lines get the parser's message; a recording replays green.

import Foundation
import Lab
import Testing

@MainActor
@Suite struct PlayCommandTests {
  @Test func printsTheScreensAfterEachStatementAndWhatTheServerHolds() async {
    let (code, output, errors) = await play(["todos open", "server hold save", "todos add \"Buy milk\""])
    #expect(code == .success)
    #expect(errors == "")
    #expect(
      output == """
        > todos open
          server: list #1 fetch todos: ok
          Todos
            > _
            (no rows)
            0 items left · filter: [all] active completed
        > server hold save
          Todos
            > _
            (no rows)
            0 items left · filter: [all] active completed
        > todos add "Buy milk"
          server: save #1 save “Buy milk”: ok
          server: save #1 held
          settled, waiting on save #1
          Todos
            > _
            1 [ ] Buy milk …saving
            1 item left · filter: [all] active completed
          Server holds: save #1

        """)
  }

  @Test func answersABadLineWithTheParsersMessageAndGoesOn() async {
    let (code, output, errors) = await play([
      "profile refresh", "profile opne", "profile open", "expect profile name \"Bob\"",
    ])
    #expect(code == .success)
    #expect(
      errors == """
        <input>:1:1: error: `profile refresh` on a screen that is not open: write `profile open` before it (screens close at `app restart`)
        <input>:2:9: error: expected a profile gesture (open, refresh or retry), found 'opne'
        expected profile name "Bob", the screen shows name "Ada Lovelace"

        """)
    #expect(output.contains("> profile open\n"))
  }

  @Test func recordsAScenarioThatReplaysGreen() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-\(UUID().uuidString).scenario")
    let typed = [
      "scenario \"Adding while the save is held\"", "todos open", "server hold save", "todos add \"Buy milk\"",
      "todos add \"\"", "server fail save", "server release save", "app restart", "profile open",
    ]
    let (code, output, _) = await play(typed, arguments: ["--record", file.path])
    #expect(code == .success)
    #expect(output.hasSuffix("Recorded 8 statements to \(file.path).\n"))
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(recorded.hasPrefix("scenario \"Adding while the save is held\"\n"))
    #expect(
      recorded.contains(
        "todos add \"Buy milk\"\nexpect todos not-loading\nexpect todos rows \"[ ] Buy milk\"\nexpect todos saving \"Buy milk\"\n"
      ))
    #expect(recorded.contains("expect todos error \"A todo needs a title.\""))

    let replay = Collected()
    let replayed = await Archlab.main(
      ["run", file.path], console: Console(write: replay.append, writeError: replay.append, usesColor: false),
      architectures: [ReferenceDriver.self])
    #expect(replayed == .success, "\(replay.text)")
  }

  @Test func neverOverwritesAnExistingFile() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString).scenario")
    try Data("mine".utf8).write(to: file)
    let (code, _, errors) = await play(["profile open"], arguments: ["--record", file.path])
    #expect(code == .usage)
    #expect(errors.hasPrefix("archlab: '\(file.path)' already exists"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
  }

  // MARK: - Helpers

  private func play(_ lines: [String], arguments: [String] = []) async -> (
    code: ExitCode, output: String, errors: String
  ) {
    let output = Collected()
    let errors = Collected()
    let console = Console(write: output.append, writeError: errors.append, usesColor: false)
    var remaining = lines[...]
    let code = await Archlab.play(
      arguments, console: console, architectures: [ReferenceDriver.self],
      input: { remaining.popFirst() }, isInteractive: false)
    return (code, output.text, errors.text)
  }
}

@MainActor
@Suite struct RecordingReplayTests {
  @Test func aSessionRecordedWithOneArchitectureReplaysGreenForEveryOne() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).scenario")
    var lines = [
      "scenario \"A recorded walk through both screens\"", "profile open", "server hold profile", "profile refresh",
      "server release profile", "todos open", "todos add \"Buy milk\"", "server hold save", "server fail save",
      "todos toggle 1", "server release save", "todos filter completed", "todos filter all", "todos delete 1",
      "app restart", "todos open",
    ][...]
    let output = Collected()
    let console = Console(write: output.append, writeError: output.append, usesColor: false)
    let first = try #require(Architectures.all.first)
    let recorded = await Archlab.play(
      ["--record", file.path, "--arch", first.name], console: console, architectures: Architectures.all,
      input: { lines.popFirst() }, isInteractive: false)
    #expect(recorded == .success, "\(output.text)")

    let replay = Collected()
    let code = await Archlab.main(
      ["run", file.path], console: Console(write: replay.append, writeError: replay.append, usesColor: false))
    #expect(code == .success, "\(replay.text)")
    #expect(replay.text.hasSuffix("\(Architectures.all.count) passed, 0 failed\n"))
  }
}
