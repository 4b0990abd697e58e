// `archlab play`: type statements of the scenario language, see the screens after each one.
// With --record, what you did and saw becomes a scenario file that `archlab run` replays.

import Foundation
import ScreenContract

/// `archlab play [--arch NAME] [--record FILE]`
@MainActor
struct PlayCommand {
  var driver: any Driver.Type
  var recording: URL?

  init(_ arguments: [String], registry: [any Driver.Type]) throws(UsageError) {
    let parsed = try Arguments(arguments, valued: ["--arch", "--record"], flags: [])
    guard parsed.positional.isEmpty else {
      throw UsageError(
        message: "play reads statements from its input and takes no arguments, found '\(parsed.positional[0])'")
    }
    let drivers = try RunCommand.architectures(named: parsed.options["--arch"], among: registry)
    guard let first = drivers.first, drivers.count == 1 || parsed.options["--arch"] == nil else {
      throw UsageError(message: "play drives one architecture at a time; name one with --arch")
    }
    driver = first
    if let path = parsed.options["--record"] {
      let url = URL(fileURLWithPath: path)
      guard !FileManager.default.fileExists(atPath: url.path) else {
        throw UsageError(message: "'\(path)' already exists; record into a new file so nothing is overwritten")
      }
      recording = url
    }
  }

  /// Reads lines from `input` until it ends; `isInteractive` shows a prompt.
  func execute(console: Console, input: () -> String?, isInteractive: Bool) async -> ExitCode {
    let session = Session(driver: driver, file: "<input>")
    var reader = StatementReader()
    var recorder = Recorder()
    var open: Set<String> = []
    var number = 0
    var stepTrace: [String] = []
    session.onTrace = { stepTrace.append($0) }

    if isInteractive {
      console.write(
        "Playing \(driver.name). Type statements of the scenario language (Scenarios/README.md); end with Ctrl-D.\n")
    }
    while true {
      if isInteractive { console.write("\(driver.name)> ") }
      guard let text = input() else { break }
      number += 1
      switch reader.read(text, line: number) {
      case .failure(let problem):
        console.writeError("<input>:\(number):\(problem.column): error: \(problem.message)\n")
      case .success(.blank):
        continue
      case .success(.header(let title)):
        recorder.title = title
      case .success(.statement(let located)):
        if !isInteractive { console.write("> \(located.source)\n") }
        stepTrace = []
        let failure = await session.perform(located)
        for line in stepTrace.dropFirst() where !line.hasPrefix("failed:") { console.write("\(line)\n") }
        for event in session.steps.last?.inside ?? [] { console.write("  \(event)\n") }
        if let failure {
          console.writeError("\(failure.message)\n")
          continue
        }
        switch located.statement {
        case .profile(.open): open.insert("profile")
        case .todos(.open): open.insert("todos")
        case .appRestart: open = []
        default: break
        }
        recorder.add(located, session: session, open: open)
        if case .expect = located.statement { continue }
        console.write(screens(of: session, open: open))
        if let recording, !save(recorder, to: recording, console: console) { return .failure }
      }
    }
    if let recording {
      guard save(recorder, to: recording, console: console) else { return .failure }
      console.write("Recorded \(recorder.statementCount) statements to \(recording.path).\n")
    }
    return .success
  }

  /// The open screens, rendered, and what the server holds back.
  private func screens(of session: Session, open: Set<String>) -> String {
    var lines: [String] = []
    if open.contains("profile") { lines += ScreenRenderer.lines(for: session.profileScreen) }
    if open.contains("todos") { lines += ScreenRenderer.lines(for: session.todosScreen) }
    if open.isEmpty { lines.append("(no screen open)") }
    let held = session.server.heldRequests
    if !held.isEmpty { lines.append("Server holds: \(held.joined(separator: ", "))") }
    return lines.map { "  \($0)\n" }.joined()
  }

  private func save(_ recorder: Recorder, to url: URL, console: Console) -> Bool {
    do {
      try Data(recorder.text.utf8).write(to: url, options: .atomic)
      return true
    } catch {
      console.writeError("archlab: can't write \(url.path): \(error.localizedDescription)\n")
      return false
    }
  }
}

/// Builds the recorded scenario: each statement that ran, then `expect` lines for the screens it changed.
@MainActor
struct Recorder {
  var title = "A recorded session"
  private var lines: [String] = []
  private(set) var statementCount = 0

  var text: String {
    "scenario \(quoted(title))\n# Recorded with `archlab play`: the expectations are the screens as they were.\n"
      + lines.map { $0 + "\n" }.joined()
  }

  mutating func add(_ located: Scenario.Located, session: Session, open: Set<String>) {
    statementCount += 1
    lines.append(located.source)
    switch located.statement {
    case .expect, .appRestart:
      return
    case .profile:
      lines += Self.expectations(session.profileScreen)
    case .todos:
      lines += Self.expectations(session.todosScreen)
    case .server:
      if open.contains("profile") { lines += Self.expectations(session.profileScreen) }
      if open.contains("todos") { lines += Self.expectations(session.todosScreen) }
    }
  }

  static func expectations(_ screen: ProfileScreen) -> [String] {
    if screen.isEmpty { return ["expect profile empty"] }
    var lines = [screen.isLoading ? "expect profile loading" : "expect profile not-loading"]
    if let name = screen.name { lines.append("expect profile name \(quoted(name))") }
    if let email = screen.email { lines.append("expect profile email \(quoted(email))") }
    lines.append(screen.error.map { "expect profile error \(quoted($0))" } ?? "expect profile no-error")
    return lines
  }

  static func expectations(_ screen: TodosScreen) -> [String] {
    let rows = screen.rows.map { RowValue(title: $0.title, isDone: $0.isDone).description }
    let saving = screen.rows.filter(\.isSaving).map { quoted($0.title) }
    return [
      screen.isLoading ? "expect todos loading" : "expect todos not-loading",
      (["expect todos rows"] + rows).joined(separator: " "),
      (["expect todos saving"] + saving).joined(separator: " "),
      "expect todos left \(screen.itemsLeft)",
      "expect todos field \(quoted(screen.field))",
      "expect todos filter \(screen.filter.rawValue)",
      screen.error.map { "expect todos error \(quoted($0))" } ?? "expect todos no-error",
    ]
  }
}
