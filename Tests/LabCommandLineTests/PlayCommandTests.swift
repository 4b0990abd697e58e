// `archlab play`: statements in, screens out; bad lines get the parser's message; a recording replays green.

import Foundation
import LabCommandLine
import LabDrivers
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct PlayCommandTests {
  @Test func atATerminalATypoIsAnsweredAndTheSessionStillEndsWithZero() async {
    let lines = ["todos open", "todos ad", "todos add \"Buy milk\"", "expect todos rows \"[ ] Nope\""]
    let terminal = await play(lines, isInteractive: true)
    #expect(terminal.errors.contains("<input>:2:"))
    #expect(terminal.code == .success)
    // From a pipe, the exit status still tells whether the script was good.
    #expect(await play(lines).code == .dataError)
    #expect(await play(["todos open", "expect todos rows \"[ ] Nope\""]).code == .failure)
  }

  @Test func printsTheScreensAfterEachStatementAndWhatTheServerHolds() async {
    let ran = await play(["todos open", "server hold save", "todos add \"Buy milk\""])
    #expect(ran.code == .success)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        > todos open
          server: list #1 fetch todos: ok
          Todos
            > _
            (no rows)
            0 items left · filter: [all] active completed
          Todos tab badge: 0
        > server hold save
          Todos
            > _
            (no rows)
            0 items left · filter: [all] active completed
          Todos tab badge: 0
        > todos add "Buy milk"
          server: save #1 save “Buy milk”: ok
          server: save #1 held
          settled, waiting on save #1
          Todos
            > _
            1 [ ] Buy milk …saving
            1 item left · filter: [all] active completed
          Todos tab badge: 1
          Server holds: save #1

        """)
  }

  @Test func answersABadLineWithItsPositionGoesOnAndEndsWithTheWorstOutcome() async {
    let ran = await play([
      "profile refresh", "profile opne", "profile open", "expect profile name \"Bob\"", "server release save",
    ])
    #expect(ran.code == .dataError)
    #expect(
      ran.errors == """
        <input>:1:1: error: `profile refresh` on a screen that is not open: write `profile open` before it
        <input>:2:9: error: expected a profile gesture (open, refresh, retry or close), found 'opne'
        <input>:4: expected profile name "Bob", the screen shows name "Ada Lovelace"
        <input>:5: the server can't do that: no answer from save is held

        """)
    #expect(ran.output.contains("> profile open\n"))
  }

  @Test func aLineOverTheLimitIsReportedAndSkippedAndThePlayGoesOn() async {
    let long = "todos add \"" + String(repeating: "a", count: 70_000) + "\""
    let ran = await play(["todos open", long, "expect todos rows"])
    #expect(ran.code == .dataError)
    #expect(
      ran.errors
        == "<input>:2:1: error: the line is longer than 64 KiB, the most one statement may hold; it was skipped\n")
    #expect(ran.output.contains("> expect todos rows"))
  }

  /// Whatever arrives, a line is kept to the limit: the rest of an endless line is read and thrown away.
  @Test func inputLinesCutAnEndlessLineAndReadOnAfterIt() async throws {
    let (readEnd, writeEnd) = try #require(Descriptors.pipe())
    defer { close(readEnd) }
    Thread.detachNewThread {
      let bytes = Array(String(repeating: "x", count: 300_000).utf8) + Array("\r\nprofile open\r\nlast".utf8)
      var offset = 0
      while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        offset += count
      }
      close(writeEnd)
    }
    let lines = InputLines(descriptor: readEnd)
    let first = await onAThread { lines.next() }
    #expect(first?.utf8.count == InputLines.lineLimit + 1)
    #expect(await onAThread { lines.next() } == "profile open")
    #expect(await onAThread { lines.next() } == "last")
    #expect(await onAThread { lines.next() } == nil)
  }

  @Test func aFailedExpectationInPipedInputEndsWithExit1() async {
    let ran = await play(["profile open", "expect profile name \"Bob\"", "expect profile loading"])
    #expect(ran.code == .failure)
    #expect(ran.errors.components(separatedBy: "\n").filter { $0.hasPrefix("<input>:") }.count == 2)
  }

  @Test func recordsAScenarioThatReplaysGreen() async throws {
    let file = try TemporaryFolders.file("recorded.scenario")
    let typed = [
      "scenario \"Adding while the save is held\"", "todos open", "server hold save", "todos add \"Buy milk\"",
      "todos add \"\"", "server fail save", "server release save", "todos add \"\\u{301}Caf \\u{301}\"",
      "todos close", "app restart", "profile open",
    ].map { $0.replacingOccurrences(of: "\\u{301}", with: "\u{301}") }
    let ran = await play(typed, arguments: ["--record", file.path])
    #expect(ran.code == .success, "\(ran.errors)")
    #expect(ran.output.hasSuffix("Recorded 10 statements to \(file.path).\n"))
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(recorded.hasPrefix("scenario \"Adding while the save is held\"\n"))
    #expect(
      recorded.contains(
        "todos add \"Buy milk\"\nexpect todos not-loading\nexpect todos rows \"[ ] Buy milk\"\nexpect todos saving \"Buy milk\"\n"
      ))
    #expect(recorded.contains("expect todos error \"A todo needs a title.\""))

    let replayed = await archlab(["run", file.path])
    #expect(replayed.code == .success, "\(replayed.output)\(replayed.errors)")
  }

  @Test func neverOverwritesAnExistingFile() async throws {
    let file = try TemporaryFolders.file("kept.scenario")
    try Data("mine".utf8).write(to: file)
    let ran = await play(["profile open"], arguments: ["--record", file.path])
    #expect(ran.code == .usage)
    #expect(ran.errors.hasPrefix("archlab: '\(file.path)' already exists"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
  }

  @Test(arguments: [
    ("", "archlab: --record needs a value that is not empty"),
    (
      "/no/such/folder/x.scenario",
      "archlab: can't record into '/no/such/folder/x.scenario': the folder /no/such/folder doesn't exist"
    ),
  ])
  func checksTheRecordingFileBeforePlayingAnything(path: String, message: String) async {
    let ran = await play(["profile open", "profile refresh"], arguments: ["--record", path])
    #expect(ran.code == .usage)
    #expect(ran.errors.hasPrefix(message))
    #expect(ran.output == "")
  }
}

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct RecordingReplayTests {
  @Test func aSessionRecordedWithOneArchitectureReplaysGreenForEveryOne() async throws {
    let file = try TemporaryFolders.file("replay.scenario")
    let lines = [
      "scenario \"A recorded walk through both screens\"", "profile open", "server hold profile", "profile refresh",
      "server release profile", "todos open", "todos add \"Buy milk\"", "server hold save", "server fail save",
      "todos toggle 1", "todos close", "server release save", "todos open", "todos filter completed",
      "todos filter all", "todos delete 1", "app restart", "todos open",
    ]
    let first = try #require(Architectures.all().first)
    let recorded = await play(lines, arguments: ["--record", file.path, "--arch", first.name], registry: .standard)
    #expect(recorded.code == .success, "\(recorded.output)\(recorded.errors)")

    let replay = await archlab(["run", file.path], registry: .standard)
    #expect(replay.code == .success, "\(replay.output)")
    #expect(replay.output.hasSuffix("\(Architectures.all().count) passed, 0 failed\n"))
  }
}
