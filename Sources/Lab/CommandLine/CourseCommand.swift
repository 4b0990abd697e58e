// `archlab course`: the exercises with their status; `check`, `watch`, `hint`, `reset` and `solution`.

import Foundation
import LabCourse
import LabTerminal

/// `archlab course [check [N] [--verbose] | watch | hint [N] | reset N [--yes] | solution N [--force]] [--lang en|fr]`
@MainActor
struct CourseCommand {
  enum Action: Equatable {
    case list
    /// nil: the current exercise, the first one not done.
    case check(String?, verbose: Bool)
    case watch
    case hint(String?)
    case reset(String, confirmed: Bool)
    case solution(String, force: Bool)
  }

  var action: Action
  /// `--lang`, if given: else the locale decides.
  var language: String?

  init(_ arguments: [String]) throws(UsageError) {
    var arguments = arguments
    if let index = arguments.firstIndex(where: { $0 == "--lang" || $0.hasPrefix("--lang=") }) {
      let word = arguments[index]
      let value: String
      if word.hasPrefix("--lang=") {
        value = String(word.dropFirst("--lang=".count))
        arguments.remove(at: index)
      } else {
        guard index + 1 < arguments.count else { throw UsageError(message: "--lang needs a value: en or fr") }
        value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
      }
      guard CourseLanguage(rawValue: value) != nil else {
        throw UsageError(message: "--lang is en or fr, not '\(value)'")
      }
      language = value
    }
    guard let command = arguments.first else {
      action = .list
      return
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "list":
      _ = try Self.exerciseWord(rest, command: command, required: false)
      action = .list
    case "check":
      let verbose = rest.contains("--verbose") || rest.contains("-v")
      action = .check(
        try Self.optionalExercise(rest.filter { $0 != "--verbose" && $0 != "-v" }, command: command), verbose: verbose)
    case "watch":
      _ = try Self.exerciseWord(rest, command: command, required: false)
      action = .watch
    case "hint":
      action = .hint(try Self.optionalExercise(rest, command: command))
    case "reset":
      let parsed = try Arguments(rest.map(Self.protectingNegativeNumbers), valued: [], flags: ["--yes", "-y"])
      action = .reset(
        Self.restoringNegativeNumbers(try Self.exerciseWord(parsed.positional, command: command)),
        confirmed: !parsed.flags.isDisjoint(with: ["--yes", "-y"]))
    case "solution":
      let parsed = try Arguments(rest.map(Self.protectingNegativeNumbers), valued: [], flags: ["--force"])
      action = .solution(
        Self.restoringNegativeNumbers(try Self.exerciseWord(parsed.positional, command: command)),
        force: parsed.flags.contains("--force"))
    default:
      throw UsageError(
        message: "unknown course command '\(command)'; the commands are check, watch, hint, reset and solution")
    }
  }

  /// A negative number is a name no exercise has, not an option: `check -1` says so with 66, as `check 11` does.
  private static func isNumber(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)
  }

  private static func protectingNegativeNumbers(_ word: String) -> String { isNumber(word) ? "\u{1}" + word : word }
  private static func restoringNegativeNumbers(_ word: String) -> String {
    word.hasPrefix("\u{1}") ? String(word.dropFirst()) : word
  }

  /// The exercise named in `words`, or nil for the current one.
  private static func optionalExercise(_ words: [String], command: String) throws(UsageError) -> String? {
    words.isEmpty ? nil : try exerciseWord(words, command: command)
  }

  /// The one exercise named in `words`, which hold nothing else.
  private static func exerciseWord(_ words: [String], command: String, required: Bool = true) throws(UsageError)
    -> String
  {
    if let option = words.first(where: { $0.hasPrefix("-") && !isNumber($0) && !$0.hasPrefix("\u{1}") }) {
      throw UsageError(message: "unknown option '\(option)' for course \(command)")
    }
    guard required else {
      guard words.isEmpty else { throw UsageError(message: "course \(command) takes no arguments") }
      return ""
    }
    guard let word = words.first else {
      throw UsageError(message: "course \(command) needs an exercise, e.g. `archlab course \(command) 1`")
    }
    guard words.count == 1 else {
      throw UsageError(message: "course \(command) takes one exercise, found \(words.count)")
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
    switch action {
    case .list:
      return session.list()
    case .check(let word, let verbose):
      guard let exercise = Self.exercise(word, session: session, course: course) else { return .noInput }
      return await session.check(exercise, verbose: verbose)
    case .watch:
      return await session.watch(keys: keys())
    case .hint(let word):
      guard let exercise = Self.exercise(word, session: session, course: course) else { return .noInput }
      return session.hint(exercise)
    case .reset(let word, let confirmed):
      guard let exercise = session.find(word) else { return .noInput }
      return session.reset(exercise, confirmed: confirmed)
    case .solution(let word, let force):
      guard let exercise = session.find(word) else { return .noInput }
      return session.solution(exercise, force: force)
    }
  }
}
