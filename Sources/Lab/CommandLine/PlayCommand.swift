// `archlab play`: type statements of the scenario language, see the screens after each one.
// With --record, what you did and saw becomes a scenario file that `archlab run` replays.

import Foundation
import LabCourse
import LabEngine
import LabLanguage
import LabNarration
import LabSideBySide
import LabTerminal
import ScreenContract

/// `archlab play [--arch NAME] [--record FILE]`
@MainActor
struct PlayCommand {
  var architecture: Architecture
  var recording: URL?

  init(_ arguments: [String], registry: Registry, narrator: Narrator) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    guard parsed.positional.isEmpty else {
      throw UsageError(
        message: "play reads statements from its input and takes no arguments, found '\(parsed.positional[0])'",
        french: "play lit les instructions sur son entrée et ne prend pas d'argument\u{202F}; reçu\u{A0}: "
          + "«\u{A0}\(parsed.positional[0])\u{A0}»")
    }
    let named = try parsed.value(of: Self.architecture)
    let chosen = try registry.chosen(named)
    guard let first = chosen.first, chosen.count == 1 || named == nil else {
      throw UsageError(
        message: "play drives one architecture at a time; name one with --arch",
        french: "play pilote une architecture à la fois\u{202F}; nommez-en une avec --arch")
    }
    architecture = first
    if let path = try parsed.value(of: Self.record) {
      recording = try Recorder.newFile(path)
    }
  }

  /// Reads lines from `input` until it ends; `isInteractive` shows a prompt.
  ///
  /// From a pipe, ends with 65 if a line did not parse, 1 if a statement failed, 0 otherwise. At a
  /// terminal each problem is answered where it happens and the session goes on, so ending it with
  /// Ctrl-D is no failure: 0, unless the recording could not be written.
  func execute(console: Console, narrator: Narrator, input: () -> String?, isInteractive: Bool) async -> ExitCode {
    // No step recorder: each step's screen is drawn once, here, and nothing is kept of it but the drawing.
    let session = Session(architecture, file: "<input>", observers: [narrator])
    var reader = LineReader()
    var recording = Recorder()
    var screens = OpenScreens()
    var number = 0
    var stepTrace: [String] = []
    var outcome = ExitCode.success
    var recordingFailed = false
    var recordsTo = self.recording
    session.onTrace = { stepTrace.append($0) }

    if isInteractive {
      console.write(
        "Playing \(architecture.name). Type statements of the scenario language (Scenarios/README.md); end with Ctrl-D.\n"
      )
    }
    while true {
      if isInteractive { console.write("\(architecture.name)> ") }
      guard let text = input() else { break }
      number += 1
      guard text.utf8.count <= InputLines.lineLimit else {
        console.writeError(
          "<input>:\(number):1: error: the line is longer than \(InputLines.lineLimit / 1024) KiB,"
            + " the most one statement may hold; it was skipped\n")
        outcome = .dataError
        continue
      }
      switch reader.read(text, line: number) {
      case .failure(let problem):
        console.writeError("<input>:\(number):\(problem.column): error: \(problem.message)\n")
        outcome = .dataError
      case .success(.blank):
        continue
      case .success(.header(let title)):
        recording.title = title
      case .success(.statement(let located)):
        if !isInteractive { console.write("> \(located.source)\n") }
        stepTrace = []
        let failure = await session.perform(located)
        for line in stepTrace.dropFirst() where !line.hasPrefix("failed:") { console.write("\(line)\n") }
        for event in narrator.take() { console.write("  \(event)\n") }
        if let failure {
          console.writeError("\(failure)\n")
          if outcome == .success { outcome = .failure }
          continue
        }
        screens.follow(located.statement)
        if recordsTo != nil { recording.add(located, session: session, open: screens.names) }
        if case .expect = located.statement { continue }
        console.write(screens.text(of: session))
        if let file = recordsTo, !save(&recording, to: file, console: console) {
          recordsTo = nil
          outcome = .failure
          recordingFailed = true
        }
      }
    }
    if let file = recordsTo, save(&recording, to: file, console: console) {
      console.write("Recorded \(recording.statementCount) statements to \(file.path).\n")
    }
    if isInteractive && !recordingFailed { return .success }
    return outcome
  }

  /// Writes the recording so far; says so and returns false if it can't.
  private func save(_ recording: inout Recorder, to url: URL, console: Console) -> Bool {
    do {
      try recording.save(to: url)
      return true
    } catch {
      console.writeError("archlab: can't write \(url.path), the recording stops here: \(error.localizedDescription)\n")
      return false
    }
  }
}

extension PlayCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await Archlab.play(
      arguments, console: console, registry: registry, input: InputLines.standardInput.next,
      isInteractive: isatty(STDIN_FILENO) == 1)
  }
}
