// The words `run` and `show` write their reports with in a French session.

import LabCourse
import LabSideBySide

extension ReportWords {
  /// French: the verdicts and counts in French words, each line the engine writes said by `LabFrench`.
  static let french = ReportWords(
    scenario: "scénario", pass: "passe", fail: "ÉCHEC",
    failure: { "ÉCHEC \($0) [\($1)]" }, trace: { "trace de \($0) [\($1)]" },
    summary: { passed, failed in
      "\(passed) passe\(passed > 1 ? "nt" : ""), \(failed) échoue\(failed > 1 ? "nt" : "")"
    },
    line: { LabFrench.failureLine($0) ?? $0 }, reason: { LabFrench.failure($0) ?? $0 },
    holdsForEvery: "se vérifie pour chaque architecture", holdsFor: { "se vérifie pour \($0)" },
    passed: "réussite\u{A0}: ", failed: "échec\u{A0}: ", stoppedEarlier: "(arrêté plus tôt)",
    noTodoScreen: "(aucun écran Todo)")

  /// The words of `language`.
  static func of(_ language: CourseLanguage) -> ReportWords { language == .fr ? .french : .english }
}
