// The course in English or in French: which README and hints it reads, and the words it says.

import Foundation

/// The language the course is read in.
public enum CourseLanguage: String, Sendable, CaseIterable {
  case en, fr

  /// `--lang` if given, else French when the locale says so (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
  public static func chosen(_ option: String?, environment: [String: String]) -> CourseLanguage {
    if let option, let language = CourseLanguage(rawValue: option) { return language }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      return value.hasPrefix("fr") ? .fr : .en
    }
    return .en
  }

  /// `README.md`, or `README.fr.md` in French.
  func file(_ name: String) -> String {
    switch self {
    case .en: "\(name).md"
    case .fr: "\(name).fr.md"
    }
  }
}

/// What the course says, in each language.
struct CourseWords {
  let language: CourseLanguage

  private func say(_ english: String, _ french: String) -> String { language == .fr ? french : english }

  func courseHeader(_ count: Int, guide: String) -> String {
    say(
      "The course: \(count) exercises, each a task for a lesson. \(guide) tells how it works.",
      "Le cours : \(count) exercices, chacun une tâche pour une leçon. \(guide) explique comment il marche.")
  }

  func status(_ status: CourseSession.Status) -> String {
    switch status {
    case .notStarted: say("not started", "pas commencé")
    case .inProgress: say("in progress", "en cours")
    case .done: say("done", "fait")
    case .unknown: "?"
    }
  }

  func progress(_ done: Int, of total: Int) -> String { say("\(done)/\(total) done", "\(done)/\(total) faits") }

  func next(_ folder: String, readme: String, command: String) -> String {
    say(
      "Next: \(folder). Read \(readme), then run `\(command)`.",
      "Ensuite : \(folder). Lisez \(readme), puis lancez `\(command)`.")
  }

  func nextAfterPass(_ folder: String, readme: String) -> String {
    say("Next: \(folder). Read \(readme).", "Ensuite : \(folder). Lisez \(readme).")
  }

  var everyExerciseDone: String { say("Every exercise is done.", "Tous les exercices sont faits.") }

  func checking(_ folder: String) -> String {
    say(
      "Checking \(folder): building it and running its tests…", "Vérification de \(folder) : compilation et tests…")
  }

  var firstBuild: String {
    say(
      "(The first check builds the modules the exercises use: give it a minute or two.)",
      "(La première vérification compile les modules des exercices : comptez une minute ou deux.)")
  }

  func allPass(_ count: Int, _ folder: String) -> String {
    say("All \(count) checks pass: \(folder) is done.", "Les \(count) vérifications passent : \(folder) est fait.")
  }

  func somePass(_ passing: Int, _ total: Int, readme: String) -> String {
    say(
      "\(passing) of \(total) checks \(passing == 1 ? "passes" : "pass"). \(readme) says what to change,\n"
        + "at each `// TODO:`. Then check again.",
      "\(passing) \(passing > 1 ? "vérifications" : "vérification") sur \(total) \(passing > 1 ? "passent" : "passe")."
        + " \(readme) dit quoi changer,\nà chaque `// TODO:`. Puis vérifiez à nouveau.")
  }

  func cases(_ passing: Int, _ total: Int) -> String {
    say(
      "\(passing) of \(total) cases \(passing == 1 ? "passes" : "pass")",
      "\(passing) cas sur \(total) \(passing > 1 ? "passent" : "passe")")
  }

  /// Under a failing check whose issues are not all shown.
  func more(_ count: Int, _ command: String) -> String {
    say("… and \(count) more: `\(command)` shows all", "… et \(count) de plus : `\(command)` les montre toutes")
  }

  /// Inside `watch`, the hint is a key away.
  var stuckWhileWatching: String {
    say("Stuck? Press h for a hint.", "Bloqué\u{202F}? Appuyez sur h pour un indice.")
  }

  func stuck(_ command: String) -> String {
    say("Stuck? `\(command)` gives a hint.", "Bloqué ? `\(command)` donne un indice.")
  }

  func compare(_ command: String) -> String {
    say("Compare with the reference: `\(command)`.", "Comparez avec la référence : `\(command)`.")
  }

  var lastExercise: String { say("That was the last exercise of the course.", "C'était le dernier exercice du cours.") }

  func hint(_ number: Int, of total: Int, _ folder: String) -> String {
    say("Hint \(number) of \(total) for \(folder):", "Indice \(number) sur \(total) pour \(folder) :")
  }

  func anotherHint(_ command: String) -> String { say("Another one: `\(command)`.", "Un autre : `\(command)`.") }
  var lastHint: String { say("That was the last hint.", "C'était le dernier indice.") }

  func noMoreHints(_ folder: String, _ count: Int, _ path: String) -> String {
    say(
      "No more hints for \(folder): you have seen all \(count). They are all in \(path).",
      "Plus d'indice pour \(folder) : vous avez vu les \(count). Ils sont tous dans \(path).")
  }
}
