// `archlab lessons`: checks that the lessons tell the truth about the code; `--sync` regenerates quoted blocks.

import Foundation
import LabCourse
import LabLessons
import LabTerminal

/// `archlab lessons [--sync]`
@MainActor
struct LessonsCommand {
  var syncs: Bool
  var root: URL

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    guard parsed.positional.isEmpty else {
      throw UsageError(
        message: "lessons takes no arguments, found '\(parsed.positional[0])'",
        french: "lessons ne prend pas d'argument\u{202F}; reçu\u{A0}: «\u{A0}\(parsed.positional[0])\u{A0}»")
    }
    syncs = parsed.isSet(Self.sync)
    root = try parsed.value(of: Self.root).map { URL(fileURLWithPath: $0) } ?? PackageRoot.url
  }

  func execute(console: Console, registry: Registry) async -> ExitCode {
    let checker = LessonChecker(root: root) { arguments in await Self.run(arguments, registry: registry) }
    do {
      if syncs {
        let changed = try await checker.sync()
        console.write(
          changed.isEmpty ? "Every quoted block is up to date.\n" : changed.map { "updated \($0)\n" }.joined())
      }
      let problems = try await checker.check()
      guard !problems.isEmpty else {
        console.write("The lessons agree with the code.\n")
        return .success
      }
      console.write(problems.map { "\($0)\n" }.joined())
      console.write("\(problems.count) problem\(problems.count == 1 ? "" : "s") in the lessons.\n")
      return .failure
    } catch {
      console.writeError("archlab: can't read the lessons: \(error.localizedDescription)\n")
      return .noInput
    }
  }

  /// `archlab ARGUMENTS` as a lesson quotes it, in this process, with what it printed.
  ///
  /// `play` reads no input here: a lesson's `play` line is checked for its arguments.
  private static func run(_ arguments: [String], registry: Registry) async -> (status: Int32, output: String) {
    let output = Collected()
    let console = Console.collecting(into: output)
    let code: ExitCode
    if arguments.first == "play", !arguments.contains("--help"), !arguments.contains("-h") {
      var rest = Array(arguments.dropFirst())
      // A recording goes to a file of its own, removed once played: the lesson's file name is only an example.
      let recording = FileManager.default.temporaryDirectory
        .appendingPathComponent("lesson-\(UUID().uuidString).scenario")
      defer { try? FileManager.default.removeItem(at: recording) }
      if let record = rest.firstIndex(of: "--record"), record + 1 < rest.count {
        rest[record + 1] = recording.path
      }
      do {
        code = try await Archlab.play(rest, console: console, registry: registry, input: { nil }, isInteractive: false)
      } catch {
        return (ExitCode.usage.rawValue, error.message)
      }
    } else {
      code = await Archlab.main(arguments, console: console, registry: registry)
    }
    return (code.rawValue, output.text)
  }
}

extension LessonsCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await LessonsCommand(arguments).execute(console: console, registry: registry)
  }
}
