// The `archlab` command line: reads the arguments, runs the subcommand, says how it went.
// Sources/archlab/main.swift only calls this; lesson 00 walks through every subcommand.

import Foundation
import LabCourse
import LabLessons
import LabNarration
import LabTerminal

/// The whole command line, callable from tests with a collecting console.
@MainActor
public enum Archlab {
  /// Runs `archlab` with `arguments` (without the program's name) and returns the exit code.
  ///
  /// `registry` gives the architectures it can play; tests pass their own.
  public static func main(
    _ arguments: [String], console: Console = .standard, registry: Registry = .standard
  ) async -> ExitCode {
    let isHelp: (String) -> Bool = { $0 == "--help" || $0 == "-h" }
    let first = arguments.first ?? "run"
    let rest = Array(arguments.dropFirst())
    if first != "help", !isHelp(first), rest.contains(where: isHelp) {
      return help(for: first, console: console, french: isFrench(rest))
    }
    do throws(UsageError) {
      switch first {
      case _ where isHelp(first):
        return help(for: nil, console: console)
      case "help":
        return help(for: rest.first, console: console, french: isFrench(rest))
      case "run":
        return try await RunCommand(rest, registry: registry).execute(console: console)
      case _ where first.hasPrefix("-"):
        // `archlab --arch mvi` is `archlab run --arch mvi`.
        return try await RunCommand(arguments, registry: registry).execute(console: console)
      case "play":
        return try await play(
          rest, console: console, registry: registry, input: InputLines.standardInput.next,
          isInteractive: isatty(STDIN_FILENO) == 1)
      case "show":
        return try await ShowCommand(rest, registry: registry).execute(console: console)
      case "diagram":
        return try await DiagramCommand(rest, registry: registry).execute(console: console)
      case "lessons":
        return try await LessonsCommand(rest).execute(console: console, registry: registry)
      case "compare":
        return try CompareCommand(rest).execute(console: console)
      case "list":
        return try ListCommand(rest, registry: registry).execute(console: console)
      case "bench":
        return try await BenchCommand(rest, registry: registry).execute(
          console: console, showsProgress: isatty(STDERR_FILENO) == 1)
      case "fuzz":
        return try await FuzzCommand(rest, registry: registry, packageRoot: PackageRoot.url).execute(
          console: console, showsProgress: isatty(STDERR_FILENO) == 1)
      case "course":
        return try await CourseCommand(rest).execute(console: console, environment: .live(root: PackageRoot.url))
      default:
        throw UsageError(message: "unknown command '\(first)'")
      }
    } catch {
      let command = ToolSpec.command(first) != nil
      console.writeError(
        "archlab: \(error.message)\nRun `archlab \(command ? "\(first) " : "")--help` for usage.\n")
      return .usage
    }
  }

  /// `archlab play`, reading its lines from `input`.
  public static func play(
    _ arguments: [String], console: Console, registry: Registry = .standard, input: () -> String?,
    isInteractive: Bool
  ) async throws(UsageError) -> ExitCode {
    let narrator = Narrator()
    return try await PlayCommand(arguments, registry: registry, narrator: narrator).execute(
      console: console, narrator: narrator, input: input, isInteractive: isInteractive)
  }

  /// Whether a help asked for with `words` is read in French: `--lang fr`, or a French locale without
  /// `--lang`. Only the course speaks French; the lab's other commands have one language.
  static func isFrench(_ words: [String]) -> Bool {
    let language = words.firstIndex(of: "--lang").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
    return CourseLanguage.chosen(language, environment: ProcessInfo.processInfo.environment) == .fr
  }

  /// Prints the help of `command`, or of the tool when nil: each generated from the command's declaration.
  /// The course's help is in French when `french`.
  static func help(for command: String?, console: Console, french: Bool = false) -> ExitCode {
    if command == "course", french {
      console.write(CourseCommand.frenchSpec.help)
      return .success
    }
    let spec = command.map { $0 == "help" ? ToolSpec.spec : ToolSpec.command($0) } ?? ToolSpec.spec
    guard let text = spec?.help else {
      console.writeError(
        "archlab: no help for unknown command '\(command ?? "")'\nRun `archlab --help` for usage.\n")
      return .usage
    }
    console.write(text)
    return .success
  }
}
