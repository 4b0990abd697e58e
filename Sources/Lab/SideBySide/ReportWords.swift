// The words `run` and `show` frame their results with, in the language the user chose.

/// The words of a report: its headings, its verdicts and counts, and a reading of each line the engine writes
/// (why a scenario failed, the screen it read). English here; the command line makes the French ones from the
/// course's translations (`LabFrench`), so this module knows no language but its own.
public struct ReportWords: Sendable {
  /// The matrix's first column.
  public var scenario: String
  /// A cell that passed, and one that failed.
  public var pass: String
  public var fail: String
  /// The heading of a failure: `FAIL todos/… [mvi]`.
  public var failure: @Sendable (_ scenario: String, _ architecture: String) -> String
  /// The heading of a trace.
  public var trace: @Sendable (_ scenario: String, _ architecture: String) -> String
  /// The closing count: `N passed, M failed`.
  public var summary: @Sendable (_ passed: Int, _ failed: Int) -> String
  /// A line of a failure's report, `FILE:LINE: REASON`, or of the screen it read.
  public var line: @Sendable (String) -> String
  /// Why a step failed, a failure's message.
  public var reason: @Sendable (String) -> String
  /// `show`: an expectation that held for every architecture played, or for the one.
  public var holdsForEvery: String
  public var holdsFor: @Sendable (_ architecture: String) -> String
  /// `show`: the start of the closing lines, before the architectures' names: `passed: `.
  public var passed: String
  public var failed: String
  /// `show`: the column of an architecture whose run stopped at an earlier statement.
  public var stoppedEarlier: String
  /// `show`: a Todo screen one architecture shows and this one doesn't.
  public var noTodoScreen: String

  public init(
    scenario: String, pass: String, fail: String,
    failure: @escaping @Sendable (String, String) -> String, trace: @escaping @Sendable (String, String) -> String,
    summary: @escaping @Sendable (Int, Int) -> String, line: @escaping @Sendable (String) -> String,
    reason: @escaping @Sendable (String) -> String, holdsForEvery: String,
    holdsFor: @escaping @Sendable (String) -> String, passed: String, failed: String, stoppedEarlier: String,
    noTodoScreen: String
  ) {
    self.scenario = scenario
    self.pass = pass
    self.fail = fail
    self.failure = failure
    self.trace = trace
    self.summary = summary
    self.line = line
    self.reason = reason
    self.holdsForEvery = holdsForEvery
    self.holdsFor = holdsFor
    self.passed = passed
    self.failed = failed
    self.stoppedEarlier = stoppedEarlier
    self.noTodoScreen = noTodoScreen
  }

  /// The words the lab writes its reports with.
  public static let english = ReportWords(
    scenario: "scenario", pass: "pass", fail: "FAIL",
    failure: { "FAIL \($0) [\($1)]" }, trace: { "trace of \($0) [\($1)]" },
    summary: { "\($0) passed, \($1) failed" }, line: { $0 }, reason: { $0 },
    holdsForEvery: "holds for every architecture", holdsFor: { "holds for \($0)" },
    passed: "passed: ", failed: "failed: ", stoppedEarlier: "(stopped earlier)", noTodoScreen: "(no Todo screen)")
}
