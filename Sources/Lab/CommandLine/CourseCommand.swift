// `archlab course`: the exercises with their status; `check`, `watch`, `hint`, `reset` and `solution`.

import Foundation
import LabCourse
import LabTerminal

/// `archlab course [check [N] [--verbose] | watch [N] | hint [N] | predict [N] | reset N [--yes] | solution N [--force]]
/// [--lang en|fr]`,
/// parsed from its declaration (`CourseCommand.spec`).
@MainActor
struct CourseCommand {
  enum Action: Equatable {
    case list
    /// nil: the current exercise, the first one not done.
    case check(String?, verbose: Bool)
    /// nil: the current exercise.
    case watch(String?)
    case hint(String?)
    /// nil: the current exercise.
    case predict(String?)
    case reset(String, confirmed: Bool)
    case solution(String, force: Bool)
  }

  var action: Action
  /// `--lang`, if given: else the locale decides.
  var language: String?

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    language = try parsed.value(of: Self.language)?.rawValue
    let command = parsed.positional.first ?? "list"
    let words = Array(parsed.positional.dropFirst())
    // Each option belongs to one command: the declaration accepts them all, the command says which it takes.
    let allowed: [String: Set<String>] = [
      "check": [Self.verbose.option.name], "reset": [Self.yes.option.name], "solution": [Self.force.option.name],
    ]
    if let option = parsed.flags.subtracting(allowed[command] ?? []).sorted().first {
      throw UsageError(
        message: "unknown option '\(option)' for course \(command)",
        french: "course \(command) n'a pas d'option «\u{A0}\(option)\u{A0}»")
    }
    switch command {
    case "list":
      try Self.noExercise(words, command: command)
      action = .list
    case "check":
      action = .check(
        try Self.exercise(words, command: command, required: false), verbose: parsed.isSet(Self.verbose))
    case "watch":
      action = .watch(try Self.exercise(words, command: command, required: false))
    case "hint":
      action = .hint(try Self.exercise(words, command: command, required: false))
    case "predict":
      action = .predict(try Self.exercise(words, command: command, required: false))
    case "reset":
      action = .reset(
        try Self.exercise(words, command: command, required: true)!, confirmed: parsed.isSet(Self.yes))
    case "solution":
      action = .solution(
        try Self.exercise(words, command: command, required: true)!, force: parsed.isSet(Self.force))
    default:
      throw UsageError(
        message:
          "unknown course command '\(command)'; the commands are check, watch, hint, predict, reset and solution",
        french: "course n'a pas de commande «\u{A0}\(command)\u{A0}»\u{202F}; ses commandes sont check, watch, hint, "
          + "predict, reset et solution")
    }
  }

  private static func noExercise(_ words: [String], command: String) throws(UsageError) {
    guard words.isEmpty else {
      throw UsageError(
        message: "course \(command) takes no arguments", french: "course \(command) ne prend pas d'argument")
    }
  }

  /// The one exercise named in `words`; nil for the current one, when it may be left out.
  private static func exercise(_ words: [String], command: String, required: Bool) throws(UsageError) -> String? {
    guard let word = words.first else {
      guard required else { return nil }
      throw UsageError(
        message: "course \(command) needs an exercise, e.g. `archlab course \(command) 1`",
        french: "course \(command) demande un exercice, par exemple `archlab course \(command) 1`")
    }
    guard words.count == 1 else {
      throw UsageError(
        message: "course \(command) takes one exercise, found \(words.count)",
        french: "course \(command) prend un seul exercice, et en a reçu \(words.count)")
    }
    return word
  }

  /// The exercise `word` names; with no word, the current one (the last when every one is done).
  private static func exercise(_ word: String?, session: CourseSession, course: Course) -> Exercise? {
    guard let word else { return session.current() ?? course.exercises.last }
    return session.find(word)
  }

  func execute(
    console: Console, environment: CourseEnvironment, keys: @autoclosure () -> any KeySource = StandardInputKeys()
  ) async -> ExitCode {
    let course = Course(root: environment.root)
    guard !course.exercises.isEmpty else {
      console.writeError(
        "archlab: no exercise found in \(environment.root.appendingPathComponent("Course/Exercises").path)\n")
      return .noInput
    }
    let session = CourseSession(
      course: course, environment: environment, console: console,
      language: CourseLanguage.chosen(language, environment: ProcessInfo.processInfo.environment))
    let outcome: CourseOutcome
    switch action {
    case .list:
      outcome = session.list()
    case .check(let word, let verbose):
      guard let exercise = Self.exercise(word, session: session, course: course) else { return .noInput }
      outcome = await session.check(exercise, verbose: verbose)
    case .watch(let word):
      guard let exercise = Self.exercise(word, session: session, course: course) else { return .noInput }
      outcome = await session.watch(keys: keys(), from: word == nil ? nil : exercise)
    case .hint(let word):
      guard let exercise = Self.exercise(word, session: session, course: course) else { return .noInput }
      outcome = session.hint(exercise)
    case .predict(let word):
      guard let exercise = Self.exercise(word, session: session, course: course) else { return .noInput }
      outcome = await session.predict(exercise)
    case .reset(let word, let confirmed):
      guard let exercise = session.find(word) else { return .noInput }
      outcome = session.reset(exercise, confirmed: confirmed)
    case .solution(let word, let force):
      guard let exercise = session.find(word) else { return .noInput }
      outcome = session.solution(exercise, force: force)
    }
    switch outcome {
    case .done: return .success
    case .notYet: return .failure
    case .needsConfirmation: return .usage
    case .noExercise: return .noInput
    }
  }
}

extension CourseCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await CourseCommand(arguments).execute(console: console, environment: .live(root: PackageRoot.url))
  }
}
