// Reads what `swift test` printed for one exercise: which checks passed, which failed and why,
// or the compiler's errors, or where the tests crashed. `archlab course check` says it in plain words.

import Foundation

/// What one run of an exercise's tests said.
struct TestReport: Equatable {
  /// One test of the exercise: a check that passed or failed.
  struct Check: Equatable {
    /// The test's name as Swift Testing prints it: `refusesAnEmptyTitle()`, or a display name in quotes.
    var name: String
    var passed: Bool
    var issues: [Issue] = []
    /// For a parameterized test, how many cases it ran: each case counts as a check of its own.
    var cases: Int?

    /// The name in words: `refuses an empty title`.
    var title: String { CheckName.words(name) }

    /// A harder, optional step (`stretchRefusesADuplicate()`): it doesn't count toward done.
    var isStretch: Bool { name.hasPrefix("stretch") || name.hasPrefix("\"stretch") }

    /// How many checks it counts for: one, or one per case.
    var count: Int { cases ?? 1 }

    /// The cases that failed, by their argument; an issue with no argument fails them all.
    var failingCases: [String] {
      var seen = Set<String>()
      return issues.compactMap(\.argument).filter { seen.insert($0).inserted }
    }

    /// How many of its checks pass.
    var passing: Int {
      if passed { return count }
      guard let cases else { return 0 }
      if issues.contains(where: { $0.argument == nil }) { return 0 }
      return max(0, cases - failingCases.count)
    }
  }

  /// Why a check failed: an expectation that did not hold, or an error thrown.
  struct Issue: Equatable {
    /// The argument of a parameterized test's case, e.g. `KeyValueTodoRepository`.
    var argument: String?
    /// Where, e.g. `TitleRulesTests.swift:12:5`.
    var location: String?
    /// What Swift Testing says, e.g. `Expectation failed: (title → "") == nil`.
    var message: String
    /// The test's own words for it, from the `#expect` comment, line by line.
    var comment: [String] = []
  }

  /// How far the run went.
  enum Outcome: Equatable {
    /// The tests ran to the end.
    case ran
    /// The code did not compile; the compiler's messages, each with the lines it quotes.
    case didNotCompile(errors: [[String]])
    /// The test process stopped in the middle: the reason it gave, and the checks still running.
    case crashed(reason: String?, running: [String])
    /// Nothing ran; the last lines of the output say why.
    case didNotRun(lastLines: [String])
  }

  var outcome: Outcome
  /// Every check that ended, in the order they ended.
  var checks: [Check]
  /// How `swift test` exited: 0 when everything it ran passed.
  var status: Int32

  /// The checks that decide whether the exercise is done: all but the stretch's.
  var mainChecks: [Check] { checks.filter { !$0.isStretch } }
  /// The stretch's checks, for learners who passed too easily.
  var stretchChecks: [Check] { checks.filter(\.isStretch) }

  /// Every check ran, and every one but the stretch's passed. `swift test` fails when a stretch check
  /// does, so its status counts only when every check passed.
  var passed: Bool {
    let main = mainChecks
    let stretchFailed = stretchChecks.contains { !$0.passed }
    return outcome == .ran && !main.isEmpty && main.allSatisfy(\.passed) && (status == 0 || stretchFailed)
  }

  /// Every check passed, the stretch's too.
  var passedWithStretch: Bool { passed && checks.allSatisfy(\.passed) }
}

extension TestReport {
  /// Reads the output of `swift test` (standard output and error together), which ended with `status`.
  ///
  /// - Parameters:
  ///   - exercisePath: the exercise's folder from the package root: compiler errors and
  ///     crash locations in it are the ones shown.
  ///   - root: the package root's path, taken off the paths shown.
  init(output: String, status: Int32, exercisePath: String, root: String) {
    var reader = TestOutputReader(exercisePath: exercisePath, root: root)
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      reader.read(String(line))
    }
    self.init(reader: reader, output: output, status: status)
  }

  /// What `reader` has read, the whole of `output`, which ended with `status`.
  init(reader: TestOutputReader, output: String, status: Int32) {
    self.status = status
    checks = reader.checks
    if reader.hasSummary {
      outcome = .ran
    } else if !reader.compilerErrors.isEmpty, !reader.hasStarted {
      outcome = .didNotCompile(errors: reader.errorsToShow)
    } else if reader.hasStarted {
      let ended = Set(reader.checks.map(\.name))
      outcome = .crashed(reason: reader.crashReason, running: reader.started.filter { !ended.contains($0) })
    } else {
      let lines = output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[") }
      outcome = .didNotRun(lastLines: Array(lines.suffix(12)))
    }
  }
}

/// Reads the output line by line, remembering what each line belongs to; `course check` feeds it
/// each line as it comes, to tell each check the moment it ends.
struct TestOutputReader {
  let exercisePath: String
  let root: String

  private(set) var checks: [TestReport.Check] = []
  private(set) var started: [String] = []
  private(set) var hasStarted = false
  private(set) var hasSummary = false
  private(set) var compilerErrors: [[String]] = []
  private(set) var crashReason: String?
  private var hasCrashLocation = false
  private var issues: [String: [TestReport.Issue]] = [:]

  /// What the lines that follow continue: an issue's message or comment, or a compiler error's quote.
  private enum Context {
    case none
    /// An issue of `test`; once `inComment`, indented lines continue its comment, else its message.
    case issue(test: String, inComment: Bool)
    case compilerError
  }

  private var context = Context.none

  init(exercisePath: String, root: String) {
    self.exercisePath = exercisePath
    self.root = root.hasSuffix("/") ? root : root + "/"
  }

  /// The compiler errors in the exercise's own files, else all of them; each once.
  var errorsToShow: [[String]] {
    let own = compilerErrors.filter { $0[0].hasPrefix(exercisePath + "/") }
    var seen = Set<String>()
    return (own.isEmpty ? compilerErrors : own).filter { seen.insert($0[0]).inserted }
  }

  mutating func read(_ line: String) {
    if line.firstMatch(of: Self.summary) != nil {
      hasSummary = true
      context = .none
    } else if let match = line.wholeMatch(of: Self.result) {
      let name = String(match.1)
      checks.append(
        TestReport.Check(
          name: name, passed: match.3 == "passed", issues: issues[name] ?? [], cases: match.2.flatMap { Int($0) }))
      context = .none
    } else if let match = line.wholeMatch(of: Self.issue) {
      let name = String(match.1)
      let issue = TestReport.Issue(
        argument: match.2.map { Self.argumentValue(String($0)) }, location: match.3.map(String.init),
        message: String(match.4))
      issues[name, default: []].append(issue)
      context = .issue(test: name, inComment: false)
    } else if let match = line.wholeMatch(of: Self.started) {
      hasStarted = true
      let name = String(match.1)
      if name != "run", !name.hasPrefix("case passing") { started.append(name) }
      context = .none
    } else if case .issue(let name, _) = context, line.hasPrefix("↳ ") {
      addToComment(of: name, line)
      context = .issue(test: name, inComment: true)
    } else if case .issue = context, line.hasPrefix("± ") {
      return  // a diff of the two sides, which the message already shows
    } else if case .issue(let name, let inComment) = context, line.hasPrefix("  ") {
      // An expectation written over several lines is quoted over several lines too.
      inComment ? addToComment(of: name, line) : addToMessage(of: name, line)
    } else if let match = line.wholeMatch(of: Self.compilerError) {
      compilerErrors.append([relative(String(match.1)) + String(match.2)])
      context = .compilerError
    } else if case .compilerError = context, line.wholeMatch(of: Self.quote) != nil {
      compilerErrors[compilerErrors.count - 1].append(line)
    } else if let match = line.firstMatch(of: Self.fatalError) {
      crashReason = String(match.1)
      context = .none
    } else if let reason = crashReason, !hasCrashLocation, let match = line.firstMatch(of: Self.frame),
      match.1.contains("/\(exercisePath)/")
    {
      // The first frame in the exercise's own code says where it crashed.
      crashReason = "\(reason), at \(relative(String(match.1)))"
      hasCrashLocation = true
      context = .none
    } else {
      context = .none
    }
  }

  private mutating func addToMessage(of name: String, _ line: String) {
    guard var list = issues[name], !list.isEmpty else { return }
    let text = line.drop { $0 == " " }
    let message = list[list.count - 1].message
    let opensAGroup = message.hasSuffix("(") || message.hasSuffix("[")
    list[list.count - 1].message = message + (opensAGroup ? "" : " ") + text
    issues[name] = list
  }

  private mutating func addToComment(of name: String, _ line: String) {
    guard var list = issues[name], !list.isEmpty else { return }
    let text = line.hasPrefix("↳ ") ? String(line.dropFirst(2)) : line
    // Swift Testing also quotes the `//` comments above an `#expect`; the test's own words are enough.
    if line.hasPrefix("↳ "), text.hasPrefix("//") { return }
    list[list.count - 1].comment.append(text)
    issues[name] = list
  }

  private func relative(_ path: String) -> String {
    path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// `adapter → KeyValueTodoRepository` gives `KeyValueTodoRepository`; several arguments stay as they are.
  private static func argumentValue(_ text: String) -> String {
    let parts = text.components(separatedBy: " → ")
    return parts.count == 2 ? parts[1] : text
  }

  // MARK: - Lines

  /// `✔ Test keepsATitle() passed after 0.001 seconds.`, `✘ Test x(_:) with 2 test cases failed after …`
  nonisolated(unsafe) private static let result =
    #/\S+ Test (.+?)(?: with (\d+) test cases?)? (passed|failed) after .*/#
  /// `✘ Test x() recorded an issue with 1 argument a → b at File.swift:3:5: Expectation failed: …`
  nonisolated(unsafe) private static let issue =
    #/\S+ Test (.+?) recorded an issue(?: with \d+ arguments? (.+?))?(?: at (\S+?:\d+:\d+))?: (.*)/#
  /// `✘ Test run with 11 tests in 1 suite failed after …`
  nonisolated(unsafe) private static let summary = #/^\S+ Test run with \d+ tests?/#
  /// `◇ Test keepsATitle() started.`
  nonisolated(unsafe) private static let started = #/\S+ Test (.+) started\./#
  /// `/path/Exercises/01-x/Sources/A.swift:3:5: error: cannot find 'x' in scope`
  nonisolated(unsafe) private static let compilerError = #/(/.+?)(:\d+:\d+: error: .*)/#
  /// The source the compiler quotes under an error: ` 7 | let x = 1`, `   | `- error: …`, `   :`
  nonisolated(unsafe) private static let quote = #/\s*\d*\s*[|:].*/#
  /// `Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`
  nonisolated(unsafe) private static let fatalError = #/Fatal error: (.*)/#
  /// A backtrace frame: `… in archlabPackageTests.xctest at /path/Sources/A.swift:6:50`
  nonisolated(unsafe) private static let frame = #/ at (/\S+?:\d+):\d+$/#
}

/// The name of a check, as the learner reads it.
enum CheckName {
  /// `refusesAnEmptyTitle()` gives `refuses an empty title`; `keeps100Characters()` gives
  /// `keeps 100 characters`; a display name in quotes is kept as it is.
  static func words(_ name: String) -> String {
    if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { return String(name.dropFirst().dropLast()) }
    let base = name.split(separator: "(").first.map(String.init) ?? name
    var words: [String] = []
    var current = ""
    let characters = Array(base)
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord: Bool
      if let previous, !current.isEmpty {
        if character.isUppercase {
          // A capital starts a word after a small letter or a digit, and ends an acronym when a
          // small letter follows it (MVIStore: MVI, Store), unless that letter is a plural's s (IDs).
          let pluralS = next == "s" && (index + 2 >= characters.count || characters[index + 2].isUppercase)
          startsWord = !previous.isUppercase || (next?.isLowercase == true && !pluralS)
        } else if character.isNumber {
          startsWord = !previous.isNumber
        } else {
          startsWord = previous.isNumber
        }
      } else {
        startsWord = false
      }
      if startsWord {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { word in
      let capitals = word.filter(\.isUppercase).count
      let lowered = capitals >= 2 ? word : word.lowercased()
      return contractions[lowered] ?? lowered
    }.joined(separator: " ")
  }

  /// A function's name can't hold an apostrophe: `doesntShowAnError` is read `doesn't show an error`.
  static let contractions = [
    "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't", "arent": "aren't",
    "wasnt": "wasn't", "werent": "weren't", "cant": "can't", "couldnt": "couldn't", "wont": "won't",
    "wouldnt": "wouldn't", "shouldnt": "shouldn't", "hasnt": "hasn't", "havent": "haven't", "neednt": "needn't",
  ]

  /// The names of the `@Test` functions in `source`, in the order they are declared.
  static func declared(in source: String) -> [String] {
    var names: [String] = []
    var awaitingFunction = false
    for line in source.split(separator: "\n") {
      let text = line.drop { $0 == " " }
      if text.contains("@Test") {
        awaitingFunction = true
      }
      if awaitingFunction, let function = text.range(of: "func ") {
        let rest = text[function.upperBound...]
        names.append(String(rest.prefix { $0 != "(" && $0 != "<" }))
        awaitingFunction = false
      }
    }
    return names
  }
}
