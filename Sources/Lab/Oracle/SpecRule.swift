// The rules of FEATURE.md by their codes, so `archlab fuzz` can say how often its scenarios reached each one:
// a rule the generator never reaches is a rule nobody checks.

/// A rule of FEATURE.md, named by its code: P for the Profile screen, T for the Todos screen, L for leaving
/// a screen, N for the Todo screen, navigation and links, S for state shared across tabs.
public enum SpecRule: String, CaseIterable, Sendable, Codable, Comparable {
  case p1 = "P1"
  case p2 = "P2"
  case p3 = "P3"
  case p4 = "P4"
  case p5 = "P5"
  case p6 = "P6"
  case t1 = "T1"
  case t2 = "T2"
  case t3 = "T3"
  case t4 = "T4"
  case t5 = "T5"
  case t6 = "T6"
  case t7 = "T7"
  case t8 = "T8"
  case t9 = "T9"
  case t10 = "T10"
  case t11 = "T11"
  case t12 = "T12"
  case l1 = "L1"
  case l2 = "L2"
  case l3 = "L3"
  case n1 = "N1"
  case n2 = "N2"
  case n3 = "N3"
  case n4 = "N4"
  case n5 = "N5"
  case n6 = "N6"
  case n7 = "N7"
  case n8 = "N8"
  case s1 = "S1"

  public static func < (lhs: SpecRule, rhs: SpecRule) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// What the reference model counts as reaching the rule: the step where the rule decides what happens.
  public var reachedWhen: String {
    switch self {
    case .p1: "opening the Profile screen loads it"
    case .p2: "opening the Profile screen asks for nothing, a profile being shown or on its way"
    case .p3: "a profile arrives and shows"
    case .p4: "a refresh or retry asks again"
    case .p5: "a profile load fails, or a retry clears its error"
    case .p6: "a profile load replaces one on its way"
    case .t1: "the list loads, fails, or a retry replaces a load on its way"
    case .t2: "the title rules refuse an add"
    case .t3: "a valid add is sent, or a refused add is rolled back"
    case .t4: "a toggle is sent"
    case .t5: "a deletion is sent"
    case .t6: "a change is ignored: its row saving, or the list loading"
    case .t7: "the filter is chosen"
    case .t8: "the counter differs from the visible rows: a filter hides some, or a deletion is on its way"
    case .t9: "clear completed sends"
    case .t10: "a gesture that sends clears an error shown"
    case .t11: "the list loads after a restart"
    case .t12: "a reload lands while changes are on their way, or a refusal lands after a reload"
    case .l1: "leaving a screen stops its load"
    case .l2: "a change is answered while the list is away"
    case .l3: "the Todos screen comes back"
    case .n1: "a row is shown, or the Todo screen goes back"
    case .n2: "the Todo screen's field is typed in"
    case .n3: "a change of the todo shown is answered while its Todo screen is open"
    case .n4: "a Save on the Todo screen is checked"
    case .n5: "the Todo screen toggles or deletes"
    case .n6: "the error line changes while the Todo screen is open"
    case .n7: "a Todo screen closes because its todo left the list"
    case .n8: "a link arrives, known or not"
    case .s1: "the badge shows while the list is away, or after a failed reload"
    }
  }
}
