// The `archlab` command line: reads the arguments, runs the subcommand, says how it went.
// Sources/archlab/main.swift only calls this; lesson 00 walks through every subcommand.

import Foundation

/// The whole command line, callable from tests with a collecting console.
@MainActor
public enum Archlab {
  /// Runs `archlab` with `arguments` (without the program's name) and returns the exit code.
  ///
  /// `architectures` are the ones it can play; tests pass their own.
  public static func main(
    _ arguments: [String], console: Console = .standard, architectures: [any Driver.Type] = Architectures.all
  ) async -> ExitCode {
    let isHelp: (String) -> Bool = { $0 == "--help" || $0 == "-h" }
    let first = arguments.first ?? "run"
    let rest = Array(arguments.dropFirst())
    do throws(UsageError) {
      switch first {
      case _ where isHelp(first):
        return help(for: nil, console: console)
      case "help":
        return help(for: rest.first, console: console)
      case "run":
        if rest.contains(where: isHelp) { return help(for: "run", console: console) }
        return try await RunCommand(rest, registry: architectures).execute(console: console)
      case _ where first.hasPrefix("-"):
        // `archlab --arch mvi` is `archlab run --arch mvi`.
        return try await RunCommand(arguments, registry: architectures).execute(console: console)
      case "play":
        if rest.contains(where: isHelp) { return help(for: "play", console: console) }
        return await play(
          rest, console: console, architectures: architectures, input: { readLine(strippingNewline: true) },
          isInteractive: isatty(STDIN_FILENO) == 1)
      case "show":
        if rest.contains(where: isHelp) { return help(for: "show", console: console) }
        return try await ShowCommand(rest, registry: architectures).execute(console: console)
      case "diagram":
        if rest.contains(where: isHelp) { return help(for: "diagram", console: console) }
        return try await DiagramCommand(rest, registry: architectures).execute(console: console)
      case "lessons":
        if rest.contains(where: isHelp) { return help(for: "lessons", console: console) }
        return try await LessonsCommand(rest).execute(console: console)
      case "compare":
        if rest.contains(where: isHelp) { return help(for: "compare", console: console) }
        return try CompareCommand(rest).execute(console: console)
      case "list":
        if rest.contains(where: isHelp) { return help(for: "list", console: console) }
        return try ListCommand(rest, registry: architectures).execute(console: console)
      case "course":
        if rest.contains(where: isHelp) { return help(for: "course", console: console) }
        return await course(rest, console: console)
      default:
        throw UsageError(message: "unknown command '\(first)'")
      }
    } catch {
      console.writeError("archlab: \(error.message)\nRun `archlab --help` for usage.\n")
      return .usage
    }
  }

  /// `archlab play`, reading its lines from `input`.
  public static func play(
    _ arguments: [String], console: Console, architectures: [any Driver.Type], input: () -> String?,
    isInteractive: Bool
  ) async -> ExitCode {
    do {
      return try await PlayCommand(arguments, registry: architectures).execute(
        console: console, input: input, isInteractive: isInteractive)
    } catch {
      console.writeError("archlab: \(error.message)\nRun `archlab play --help` for usage.\n")
      return .usage
    }
  }

  /// `archlab course`, over this package's exercises.
  static func course(_ arguments: [String], console: Console) async -> ExitCode {
    do {
      return try await CourseCommand(arguments).execute(console: console, environment: .live(root: PackageRoot.url))
    } catch {
      console.writeError("archlab: \(error.message)\nRun `archlab course --help` for usage.\n")
      return .usage
    }
  }

  /// Prints the help of `command`, or of the tool when nil.
  static func help(for command: String?, console: Console) -> ExitCode {
    switch command {
    case nil: console.write(HelpText.tool)
    case "run": console.write(HelpText.run)
    case "list": console.write(HelpText.list)
    case "play": console.write(HelpText.play)
    case "compare": console.write(HelpText.compare)
    case "lessons": console.write(HelpText.lessons)
    case "show": console.write(HelpText.show)
    case "diagram": console.write(HelpText.diagram)
    case "course": console.write(HelpText.course)
    case "help": console.write(HelpText.tool)
    case let other?:
      console.writeError("archlab: no help for unknown command '\(other)'\nRun `archlab --help` for usage.\n")
      return .usage
    }
    return .success
  }
}
