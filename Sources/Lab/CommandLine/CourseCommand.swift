// `archlab course`: the exercises with their status, and `check`, `hint`, `reset` and `solution` for one of them.

import Foundation
import LabCourse
import LabTerminal

/// `archlab course [check|hint|reset|solution] [N] [--yes|--force]`
@MainActor
struct CourseCommand {
  enum Action: Equatable {
    case list
    case check(String)
    case hint(String)
    case reset(String, confirmed: Bool)
    case solution(String, force: Bool)
  }

  var action: Action

  init(_ arguments: [String]) throws(UsageError) {
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
      action = .check(try Self.exerciseWord(rest, command: command))
    case "hint":
      action = .hint(try Self.exerciseWord(rest, command: command))
    case "reset":
      let parsed = try Arguments(rest, valued: [], flags: ["--yes", "-y"])
      action = .reset(
        try Self.exerciseWord(parsed.positional, command: command),
        confirmed: !parsed.flags.isDisjoint(with: ["--yes", "-y"]))
    case "solution":
      let parsed = try Arguments(rest, valued: [], flags: ["--force"])
      action = .solution(
        try Self.exerciseWord(parsed.positional, command: command), force: parsed.flags.contains("--force"))
    default:
      throw UsageError(message: "unknown course command '\(command)'; the commands are check, hint, reset and solution")
    }
  }

  /// The one exercise named in `words`, which hold nothing else.
  private static func exerciseWord(_ words: [String], command: String, required: Bool = true) throws(UsageError)
    -> String
  {
    if let option = words.first(where: { $0.hasPrefix("-") }) {
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

  func execute(console: Console, environment: CourseEnvironment) async -> ExitCode {
    let course = Course(root: environment.root)
    guard !course.exercises.isEmpty else {
      console.writeError(
        "archlab: no exercise found in \(environment.root.appendingPathComponent("Course/Exercises").path)\n")
      return .noInput
    }
    let session = CourseSession(course: course, environment: environment, console: console)
    switch action {
    case .list:
      return session.list()
    case .check(let word):
      guard let exercise = session.find(word) else { return .noInput }
      return await session.check(exercise)
    case .hint(let word):
      guard let exercise = session.find(word) else { return .noInput }
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
