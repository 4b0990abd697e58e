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
    // A help: the tool's (`--help`, `help`), or a command's (`help NAME`, `NAME --help`). `--lang` says in which
    // language, not which help, wherever it stands.
    let asked = withoutLanguage(arguments)
    if let word = asked.first, isHelp(word) || word == "help" || asked.dropFirst().contains(where: isHelp) {
      let command = isHelp(word) ? nil : word == "help" ? asked.dropFirst().first : word
      return help(for: command, console: console, french: isFrench(arguments))
    }
    let spoken = Self.language(arguments)
    do throws(UsageError) {
      // Every command takes `--lang`: the course reads it, and the others are handed the language it names.
      let arguments = first == "course" ? arguments : try droppingLanguage(arguments)
      let first = arguments.first ?? "run"
      let rest = Array(arguments.dropFirst())
      // `archlab --arch mvi` is `archlab run --arch mvi`.
      if first.hasPrefix("-") {
        return try await RunCommand.main(arguments, console: console, registry: registry, language: spoken)
      }
      guard let command = ToolSpec.command(first) else {
        throw UsageError(
          message: "unknown command '\(first)'", french: "aucune commande ne s'appelle «\u{A0}\(first)\u{A0}»")
      }
      return try await command.main(rest, console: console, registry: registry, language: spoken)
    } catch {
      let command = ToolSpec.command(first) != nil ? "\(first) " : ""
      console.writeError(
        isFrench(arguments)
          ? "archlab\u{A0}: \(error.french)\n`archlab \(command)--help --lang fr` donne l'aide.\n"
          : "archlab: \(error.message)\nRun `archlab \(command)--help` for usage.\n")
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

  /// The language `words` ask for: `--lang en|fr`, or without it the locale's. Every help and every usage error
  /// speak it; of the commands, `run`, `show`, `list` and the course do, and what any command says about a
  /// scenario file (FEATURE.md, "The lab's languages").
  static func language(_ words: [String]) -> CourseLanguage {
    let language = words.firstIndex(of: "--lang").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
    return CourseLanguage.chosen(language, environment: ProcessInfo.processInfo.environment)
  }

  /// Whether a help or a usage error asked for with `words` is said in French.
  static func isFrench(_ words: [String]) -> Bool { language(words) == .fr }

  /// `words` without a valid `--lang en|fr`; any other value of `--lang` is a usage error.
  static func droppingLanguage(_ words: [String]) throws(UsageError) -> [String] {
    guard let index = words.firstIndex(of: "--lang") else { return words }
    guard words.indices.contains(index + 1) else {
      throw UsageError(message: "--lang needs a value: en or fr", french: "--lang demande une valeur\u{A0}: en ou fr")
    }
    _ = try CourseCommand.language.value(words[index + 1])
    return try droppingLanguage(withoutLanguage(words))
  }

  /// `words` without `--lang` and its value.
  static func withoutLanguage(_ words: [String]) -> [String] {
    guard let index = words.firstIndex(of: "--lang") else { return words }
    let hasValue = words.indices.contains(index + 1) && !words[index + 1].hasPrefix("-")
    return Array(words[..<index] + words[(index + (hasValue ? 2 : 1))...])
  }

  /// Prints the help of `command`, or of the tool when nil: each generated from the command's declaration,
  /// in French when `french`.
  static func help(for command: String?, console: Console, french: Bool = false) -> ExitCode {
    let name = command == "help" ? nil : command
    let spec: CommandSpec? =
      switch (name, french) {
      case (nil, false): ToolSpec.spec
      case (nil, true): ToolSpec.frenchSpec
      case (let name?, false): ToolSpec.command(name)?.spec
      case (let name?, true): ToolSpec.frenchCommand(name)
      }
    guard let spec else {
      console.writeError(
        french
          ? "archlab\u{A0}: aucune commande ne s'appelle «\u{A0}\(command ?? "")\u{A0}»\n"
            + "`archlab --help --lang fr` les liste.\n"
          : "archlab: no help for unknown command '\(command ?? "")'\nRun `archlab --help` for usage.\n")
      return .usage
    }
    console.write(spec.help)
    return .success
  }
}
