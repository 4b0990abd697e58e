// The shrunk scenario, written as a file `archlab run` plays: a comment names the broken rule
// and shows what each architecture showed, then the statements.

import LabLanguage

extension Fuzzer.Failure {
  /// The scenario as a `.scenario` file.
  ///
  /// - Parameter command: how to find it again, e.g. `archlab fuzz --seed 418 --runs 1`.
  public func scenarioText(command: String) -> String {
    var lines: [String] = []
    lines.append("# Found by `\(command)`,")
    lines.append("# shrunk from \(foundLength) statements to \(statements.count).")
    if isGeneratorFault {
      lines.append("# The generator made a statement the engine can't play (a fault of archlab fuzz):")
      lines.append("# \(violation.message)")
    } else {
      lines.append("# Breaks \(violation.rule.rawValue): \(violation.rule.summary).")
      lines.append("# After the last statement, \(violation.message).")
    }
    for (architecture, screen) in violation.screens {
      lines.append("#")
      lines.append("# \(architecture):")
      lines += screen.map { "#   \($0)" }
    }
    lines.append("scenario \(Scenario.quoted("fuzz: \(violation.rule.rawValue) broken (seed \(seed))"))")
    lines.append("")
    lines += statements.map(\.source)
    return lines.map { $0 + "\n" }.joined()
  }
}
