// The rules `archlab fuzz` checks after every step: the architectures agree, and FEATURE.md's invariants hold.

/// A rule the oracle checks after every statement.
public enum Rule: String, CaseIterable, Sendable, Codable {
  /// Every architecture shows the same screens and leaves the server in the same state.
  case sameBehaviour = "same"
  /// Every architecture shows what the reference model of FEATURE.md predicts, and leaves the server as it does.
  case spec = "spec"
  /// Every gesture finishes, or waits on an answer the server holds.
  case settles = "settles"
  /// Once the list has loaded and nothing is pending, the rows are the server's todos (T12).
  case listEqualsServer = "T12"
  /// No todo is shown twice (T12).
  case noRowTwice = "T12-twice"
  /// The counter is the number of todos not done (T8).
  case counter = "T8"
  /// The visible rows are those the filter lets through (T7).
  case filter = "T7"
  /// A row is marked saving exactly while its change is on its way to the server (T3, T4, L2).
  case savingMark = "saving"
  /// With nothing pending, no loading indicator shows (P1, T1, L1).
  case atRest = "rest"
  /// The error line is empty or one of FEATURE.md's messages (T10, P5).
  case errorLine = "T10"
  /// Nothing typed is lost: the field is what was typed, emptied by an add, given back by its failure (T2, T3).
  case nothingTypedLost = "T3"
  /// The Todo screen shows its todo as its row does, and the list's error line (N3, N6).
  case oneSourceOfTruth = "N3"
  /// The badge is the counter, or nothing (S1).
  case badge = "S1"

  /// The rule of FEATURE.md it belongs to, e.g. `T12` for both of T12's checks: shrinking keeps
  /// a scenario that breaks the same rule of the spec, whichever of its checks sees it first.
  public var specRule: String {
    String(rawValue.prefix { $0 != "-" })
  }

  /// Whether breaking `other` is breaking this rule, for shrinking: the same rule of the spec, or the
  /// reference model and one of the invariants it implies. The model sees every invariant broken, and an
  /// invariant may see the model's finding first once a held answer that delayed it is gone.
  public func isMet(by other: Rule) -> Bool {
    if specRule == other.specRule { return true }
    let apart: Set<Rule> = [.sameBehaviour, .settles]
    return (self == .spec || other == .spec) && !apart.contains(self) && !apart.contains(other)
  }

  /// The rule in a sentence, for reports and the comment of a shrunk scenario.
  public var summary: String {
    switch self {
    case .sameBehaviour: "every architecture shows the same screens and leaves the server in the same state"
    case .spec:
      "every architecture shows what the reference model of FEATURE.md predicts, and leaves the server as it does"
    case .settles: "every gesture finishes or waits on an answer the server holds"
    case .listEqualsServer:
      "once the list has loaded and no request is pending, the rows are exactly the server's todos (FEATURE.md, T12)"
    case .noRowTwice: "no todo appears twice (FEATURE.md, T12)"
    case .counter: "the counter is the number of todos not done, whatever the filter (FEATURE.md, T8)"
    case .filter: "the rows shown are those the filter lets through (FEATURE.md, T7)"
    case .savingMark:
      "a row is marked saving exactly while its change is on its way to the server (FEATURE.md, T3, T4, L2)"
    case .atRest: "with no request pending, no loading indicator shows (FEATURE.md, P1, T1, L1)"
    case .errorLine: "the error line is empty or one of FEATURE.md's messages (T10, P5)"
    case .oneSourceOfTruth:
      "the Todo screen shows its todo's title, done mark and saving mark as its row does, and the list's error line (FEATURE.md, N3, N6)"
    case .badge: "the Todos tab's badge is the counter once the list has loaded, or nothing (FEATURE.md, S1)"
    case .nothingTypedLost:
      "the field holds what was typed, empties on a valid add, and gets a failed add's title back if empty (FEATURE.md, T2, T3)"
    }
  }
}

/// A rule found broken after a statement.
public struct Violation: Equatable, Sendable {
  public var rule: Rule
  /// What was seen, e.g. `the screen shows "[ ] b" "[ ] a", the server holds "[ ] a" "[ ] b"`.
  public var message: String
  /// Each architecture's screens when it broke, by architecture name.
  public var screens: [(architecture: String, lines: [String])]

  public init(rule: Rule, message: String, screens: [(architecture: String, lines: [String])]) {
    self.rule = rule
    self.message = message
    self.screens = screens
  }

  public static func == (lhs: Violation, rhs: Violation) -> Bool {
    lhs.rule == rhs.rule && lhs.message == rhs.message
      && lhs.screens.map(\.architecture) == rhs.screens.map(\.architecture)
      && lhs.screens.map(\.lines) == rhs.screens.map(\.lines)
  }
}
