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
      "Le cours\u{A0}: \(count) exercices, chacun une tâche pour une leçon. \(guide) explique comment il marche.")
  }

  func status(_ status: CourseSession.Status) -> String {
    switch status {
    case .notStarted: say("not started", "pas commencé")
    case .inProgress: say("in progress", "en cours")
    case .done: say("done", "fait")
    case .unknown: "?"
    }
  }

  /// How many exercises have `status`, the status agreeing with the number: « 1 fait », « 7 faits ».
  func tally(_ status: CourseSession.Status, _ count: Int) -> String {
    guard language == .fr, count > 1 else { return "\(count) \(self.status(status))" }
    switch status {
    case .notStarted: return "\(count) pas commencés"
    case .done: return "\(count) faits"
    case .inProgress, .unknown: return "\(count) \(self.status(status))"
    }
  }

  func progress(_ done: Int, of total: Int) -> String { say("\(done)/\(total) done", "\(done)/\(total) faits") }

  func next(_ folder: String, readme: String, command: String) -> String {
    say(
      "Next: \(folder). Read \(readme), then run `\(command)`.",
      "Ensuite\u{A0}: \(folder). Lisez \(readme), puis lancez `\(command)`.")
  }

  func nextAfterPass(_ folder: String, readme: String) -> String {
    say("Next: \(folder). Read \(readme).", "Ensuite\u{A0}: \(folder). Lisez \(readme).")
  }

  var everyExerciseDone: String { say("Every exercise is done.", "Tous les exercices sont faits.") }

  func checking(_ folder: String) -> String {
    say(
      "Checking \(folder): building it and running its tests…", "Vérification de \(folder)\u{A0}: compilation et tests…"
    )
  }

  var firstBuild: String {
    say(
      "(The first check builds the modules the exercises use: give it a minute or two.)",
      "(La première vérification compile les modules des exercices\u{A0}: comptez une minute ou deux.)")
  }

  func allPass(_ count: Int, _ folder: String) -> String {
    guard count != 1 else {
      return say("Its one check passes: \(folder) is done.", "Son unique vérification passe\u{A0}: \(folder) est fait.")
    }
    return say(
      "All \(count) checks pass: \(folder) is done.", "Les \(count) vérifications passent\u{A0}: \(folder) est fait.")
  }

  func somePass(_ passing: Int, _ total: Int, readme: String) -> String {
    say(
      "\(checksPassing(passing, total)). \(readme) says what to change,\nat each `// TODO:`. Then check again.",
      "\(checksPassing(passing, total)). \(readme) dit quoi changer,\nà chaque `// TODO:`. Puis vérifiez à nouveau.")
  }

  /// `text` with its first letter in lower case, to go on after a colon.
  private func lowercasedFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }

  /// How many of `total` checks pass, as a sentence without its full stop: « 2 vérifications sur 5
  /// passent », and « aucune des 5 vérifications ne passe » rather than « 0 vérification sur 5 passe ».
  func checksPassing(_ passing: Int, _ total: Int) -> String {
    guard passing > 0 else {
      return total == 1
        ? say("The one check doesn't pass", "L'unique vérification ne passe pas")
        : say("None of the \(total) checks passes", "Aucune des \(total) vérifications ne passe")
    }
    return say(
      "\(passing) of \(total) \(total == 1 ? "check" : "checks") \(passing == 1 ? "passes" : "pass")",
      "\(passing) \(passing > 1 ? "vérifications" : "vérification") sur \(total) \(passing > 1 ? "passent" : "passe")")
  }

  func cases(_ passing: Int, _ total: Int) -> String {
    guard passing > 0 else { return say("none of its \(total) cases passes", "aucun de ses \(total) cas ne passe") }
    return say(
      "\(passing) of \(total) cases \(passing == 1 ? "passes" : "pass")",
      "\(passing) cas sur \(total) \(passing > 1 ? "passent" : "passe")")
  }

  /// Under a failing check whose issues are not all shown.
  func more(_ count: Int, _ command: String) -> String {
    say("… and \(count) more: `\(command)` shows all", "… et \(count) de plus\u{A0}: `\(command)` les montre toutes")
  }

  /// Inside `watch`, the hint is a key away.
  var stuckWhileWatching: String {
    say("Stuck? Press h for a hint.", "Bloqué\u{202F}? Appuyez sur h pour un indice.")
  }

  func stuck(_ command: String) -> String {
    say("Stuck? `\(command)` gives a hint.", "Bloqué\u{202F}? `\(command)` donne un indice.")
  }

  func compare(_ command: String) -> String {
    say("Compare with the reference: `\(command)`.", "Comparez avec la référence\u{A0}: `\(command)`.")
  }

  var lastExercise: String { say("That was the last exercise of the course.", "C'était le dernier exercice du cours.") }

  func hint(_ number: Int, of total: Int, _ folder: String) -> String {
    say("Hint \(number) of \(total) for \(folder):", "Indice \(number) sur \(total) pour \(folder)\u{A0}:")
  }

  func anotherHint(_ command: String) -> String { say("Another one: `\(command)`.", "Un autre\u{A0}: `\(command)`.") }
  func nothingToPredict(_ folder: String) -> String {
    say("\(folder) asks for no prediction.", "\(folder) ne demande pas de prédiction.")
  }

  var writePrediction: String {
    say(
      "Write your prediction, then two empty lines (or Ctrl-D):",
      "Écrivez votre prédiction, puis deux lignes vides (ou Ctrl-D)\u{A0}:")
  }

  func noPredictionWritten(_ command: String) -> String {
    say(
      "No prediction written: the answer stays hidden until there is one. Write it, then run `\(command)` again.",
      "Aucune prédiction écrite\u{A0}: la réponse reste cachée tant qu'il n'y en a pas. Écrivez-la, puis relancez `\(command)`."
    )
  }

  func predictionKept(_ path: String) -> String {
    say("Your prediction is kept in \(path).", "Votre prédiction est gardée dans \(path).")
  }

  var yourPrediction: String { say("Your prediction:", "Votre prédiction\u{A0}:") }

  /// What `course predict` tells of the checks it ran: how many pass, not which.
  func predictedChecks(_ passing: Int, _ total: Int, check command: String) -> String {
    say(
      "On the code as it is, \(lowercasedFirst(checksPassing(passing, total))). `\(command)` says which, and what each tried.",
      "Sur le code tel qu'il est, \(lowercasedFirst(checksPassing(passing, total))). `\(command)` dit lesquelles, et ce que chacune a essayé."
    )
  }

  var lastHint: String { say("That was the last hint.", "C'était le dernier indice.") }

  func noMoreHints(_ folder: String, _ count: Int, _ path: String) -> String {
    say(
      "No more hints for \(folder): you have seen all \(count). They are all in \(path).",
      "Plus d'indice pour \(folder)\u{A0}: vous avez vu les \(count). Ils sont tous dans \(path).")
  }

  /// How a failed comparison is labelled, padded to one width.
  var failureLabels: FailureText.Labels {
    language == .fr
      ? FailureText.Labels(
        wanted: "attendu\u{A0}:", got: "obtenu\u{A0}: ", not: "pas\u{A0}:    ", missing: "manque\u{A0}:",
        extra: "en trop\u{A0}:", nothing: "rien (nil)", aValue: "une valeur, pas nil", isTrue: "vrai",
        isFalse: "faux")
      : FailureText.Labels(
        wanted: "expected:", got: "got:     ", not: "not:     ", missing: "missing:", extra: "extra:  ",
        nothing: "nothing (nil)", aValue: "a value, not nil", isTrue: "true", isFalse: "false")
  }

  /// The sentences the tests' support and Swift Testing write, said in the learner's language and
  /// laid out as the comparisons are; nil for any other message.
  func knownSentence(_ message: String) -> [String]? {
    let labels = failureLabels
    if let match = message.wholeMatch(of: /an error was expected but none was thrown and "(.*)" was returned/) {
      return [
        "\(labels.wanted) \(say("an error", "une erreur"))",
        "\(labels.got) \(say("no error, and the value", "aucune erreur, et la valeur")) \(match.1)",
      ]
    }
    if message == "an error was expected but none was thrown" {
      return ["\(labels.wanted) \(say("an error", "une erreur"))", "\(labels.got) \(say("no error", "aucune erreur"))"]
    }
    if let match = message.wholeMatch(of: /an error was thrown when none was expected: "(.*)"/) {
      // A gesture on an element the screen doesn't show: the host says which one it looked for.
      if let element = match.1.firstMatch(of: /no element with identifier or label "([^"]*)/) {
        return [
          say(
            "the gesture found nothing to act on: no element has the identifier or label \"\(element.1)\"",
            "le geste n'a rien trouvé sur quoi agir\u{A0}: aucun élément n'a l'identifiant ou le libellé \"\(element.1)\""
          )
        ]
      }
      return [
        say(
          "an error was thrown where none was expected: \(match.1)",
          "une erreur a été levée là où aucune n'était attendue\u{A0}: \(match.1)")
      ]
    }
    guard language == .fr else { return nil }
    if let match = message.wholeMatch(of: /(\w+) has received (\d+) request\(s\): there is no request (\d+) to answer/)
    {
      let received = ScenarioFrench.received(Int(match.2) ?? 0)
      return ["\(match.1) \(received)\u{A0}: il n'y a pas de requête n°\u{A0}\(match.3) à laquelle répondre"]
    }
    if let match = message.wholeMatch(of: /(\w+) #(\d+) can't be answered: it was answered or cancelled already/) {
      return [
        "la requête \(match.1) n°\u{A0}\(match.2) ne peut plus recevoir de réponse\u{A0}: elle en a déjà reçu une, ou elle a été annulée"
      ]
    }
    if let match = message.wholeMatch(of: /(\w+) holds no request to answer/) {
      return ["aucune requête \(match.1) n'attend de réponse"]
    }
    if let match = message.wholeMatch(
      of: /(\w+) #(\d+) \((.*)\) was never answered: answer every request the code sends/)
    {
      return [
        "la requête \(match.1) n°\u{A0}\(match.2) (\(match.3)) n'a jamais reçu de réponse\u{A0}: répondez à chaque requête que le code envoie"
      ]
    }
    return nil
  }

  /// Before an issue of one case of a parameterized check.
  /// The case a line is about: its argument, in backticks when it is a name such as a scenario's rather than words.
  func forCase(_ argument: String) -> String {
    let shown = argument.contains(" ") ? argument : "`\(argument)`"
    return say("for \(shown): ", "pour \(shown)\u{A0}: ")
  }

  func doesNotCompile(_ folder: String) -> String {
    say(
      "\(folder) doesn't compile yet. The compiler says:", "\(folder) ne compile pas encore. Le compilateur dit\u{A0}:")
  }

  var fixTheFirstError: String {
    say(
      "Fix the first error first: the others often follow from it. Then check again.",
      "Corrigez d'abord la première erreur\u{A0}: les autres en découlent souvent. Puis vérifiez à nouveau.")
  }

  func crashed(_ reason: String?) -> String {
    say(
      "The tests stopped before the end: the test process crashed" + (reason.map { ": \($0)." } ?? "."),
      "Les tests se sont arrêtés avant la fin\u{A0}: le processus de test a planté"
        + (reason.map { "\u{A0}: \($0)." } ?? "."))
  }

  func wasRunning(_ checks: String) -> String {
    say("It was running: \(checks).", "Il exécutait\u{A0}: \(checks).")
  }

  var aCrashIs: String {
    say(
      "A crash is code that stops instead of failing a check: a force unwrap of nil, an index out of\n"
        + "range, a fatalError. Find it, then check again.",
      "Un plantage, c'est du code qui s'arrête au lieu de faire échouer une vérification\u{A0}: un\n"
        + "déballage forcé de nil, un index hors limites, un fatalError. Trouvez-le, puis vérifiez à nouveau.")
  }

  func didNotRun(_ folder: String) -> String {
    say(
      "The tests of \(folder) did not run. The last lines of `swift test`:",
      "Les tests de \(folder) n'ont pas tourné. Les dernières lignes de `swift test`\u{A0}:")
  }

  func noCheckRan(_ folder: String) -> String {
    say("No check ran for \(folder).", "Aucune vérification n'a tourné pour \(folder).")
  }

  func passesButFailed(_ status: Int32) -> String {
    say(
      "Every check passes, but `swift test` ended with status \(status): run it to see why.",
      "Toutes les vérifications passent, mais `swift test` a fini avec le code \(status)\u{A0}: lancez-le pour voir pourquoi."
    )
  }

  /// When another SwiftPM holds the course's build folder.
  var anotherSwiftPM: String {
    say(
      "Another `swift build` or `swift test` is using Course/.build, and this check waits for it to end.\n"
        + "If none should be running (a check stopped earlier may have left one), find it with\n"
        + "`pgrep -fl swift-build` and stop it with `kill PID`.",
      "Un autre `swift build` ou `swift test` utilise Course/.build, et cette vérification attend qu'il finisse.\n"
        + "Si aucun ne devrait tourner (une vérification arrêtée plus tôt a pu en laisser un), trouvez-le avec\n"
        + "`pgrep -fl swift-build` et arrêtez-le avec `kill PID`.")
  }

  /// After every check passed: the stretch, and how far it is.
  func stretch(_ passing: Int, _ total: Int, readme: String) -> String {
    say(
      "Stretch, if that came too easily: \(lowercasedFirst(checksPassing(passing, total)))."
        + " The Stretch section of \(readme) says what it asks; the exercise is done without it.",
      "Pour aller plus loin, si c'était trop facile\u{A0}: \(lowercasedFirst(checksPassing(passing, total)))."
        + " La section «\u{A0}Pour aller plus loin\u{A0}» de"
        + " \(readme) dit ce qu'elle demande\u{202F}; l'exercice est fini sans elle.")
  }

  func stretchPasses(_ total: Int) -> String {
    say(
      "The stretch passes too: \(total) more \(total == 1 ? "check" : "checks").",
      "La partie «\u{A0}pour aller plus loin\u{A0}» passe aussi\u{A0}: \(total) \(total > 1 ? "vérifications" : "vérification") de plus."
    )
  }

  /// While the exercise's own checks fail, the stretch's wait, and are not shown.
  func stretchWaits(_ count: Int) -> String {
    say(
      "(\(count) stretch \(count == 1 ? "check waits" : "checks wait") until these pass.)",
      "(\(count) \(count > 1 ? "vérifications" : "vérification") pour aller plus loin \(count > 1 ? "attendent" : "attend") que celles-ci passent.)"
    )
  }

  /// A colon between a check and what follows it: French puts a no-break space before it.
  var colon: String { say(": ", "\u{A0}: ") }

  func noExercise(_ word: String, _ list: String) -> String {
    say(
      "archlab: no exercise is named '\(word)'; `\(list)` lists them",
      "archlab\u{A0}: aucun exercice ne s'appelle «\u{A0}\(word)\u{A0}»\u{202F}; `\(list)` les liste")
  }

  func cantRead(_ path: String) -> String {
    say("archlab: can't read \(path)", "archlab\u{A0}: impossible de lire \(path)")
  }

  func cantReset(_ folder: String, _ reason: String) -> String {
    say(
      "archlab: can't reset \(folder): \(reason)",
      "archlab\u{A0}: impossible de remettre \(folder) à zéro\u{A0}: \(reason)")
  }

  func cantSaveProgress(_ path: String, _ reason: String) -> String {
    say(
      "archlab: can't save the course's progress in \(path): \(reason)",
      "archlab\u{A0}: impossible d'enregistrer la progression du cours dans \(path)\u{A0}: \(reason)")
  }

  func holdsNoFiles(_ path: String) -> String {
    say("archlab: \(path) holds no files", "archlab\u{A0}: \(path) ne contient aucun fichier")
  }

  /// After the last hint.
  func solutionOncePassed(_ command: String) -> String {
    say(
      "Once the exercise passes, `\(command)` shows the reference.",
      "Une fois l'exercice réussi, `\(command)` montre la référence.")
  }

  func stopped(_ seconds: Int, _ names: String, hint: String) -> String {
    say(
      "Stopped after \(seconds) second\(seconds == 1 ? "" : "s") with no check ending: \(names) was still running.\n"
        + "A check that never ends usually awaits what never comes: an answer a fake holds and nobody\n"
        + "releases, a task that awaits itself (an `await` on the task it runs in), or a loop whose\n"
        + "condition never changes. Look at the code that check calls, then check again.\n"
        + "(ARCHLAB_COURSE_TIME_LIMIT=SECONDS changes the limit.)\n" + hint,
      "Arrêté après \(seconds) seconde\(seconds > 1 ? "s" : "") sans qu'aucune vérification se termine\u{A0}: \(names) tournait encore.\n"
        + "Une vérification qui ne finit jamais attend d'ordinaire ce qui ne vient jamais\u{A0}: une réponse qu'un faux\n"
        + "garde sans jamais la rendre, une tâche (`Task`) qui s'attend elle-même (un `await` sur la tâche où il tourne),\n"
        + "ou une boucle dont la condition ne change pas. Regardez le code qu'appelle cette vérification, puis vérifiez à nouveau.\n"
        + "(ARCHLAB_COURSE_TIME_LIMIT=SECONDES change la limite.)\n" + hint)
  }

  func alreadyAtStart(_ folder: String) -> String {
    say(
      "\(folder) is at its starting point already: there is nothing to reset.",
      "\(folder) est déjà à son point de départ\u{A0}: il n'y a rien à remettre à zéro.")
  }

  func resetPutsBack(_ folder: String) -> String {
    say(
      "Reset puts \(folder) back at its starting point:",
      "La remise à zéro ramène \(folder) à son point de départ\u{A0}:")
  }

  func resetChange(isAdded: Bool, _ path: String) -> String {
    isAdded ? say("deletes \(path)", "supprime \(path)") : say("restores \(path)", "rétablit \(path)")
  }

  func resetNeedsATerminal(_ command: String) -> String {
    say(
      "archlab: reset discards your changes, so it asks first, and there is no terminal to ask on.\n"
        + "Run `\(command)` to reset anyway.",
      "archlab\u{A0}: la remise à zéro efface vos changements, elle demande donc d'abord, et il n'y a pas de terminal où demander.\n"
        + "Lancez `\(command)` pour remettre à zéro quand même.")
  }

  func resetQuestion(_ code: String) -> String {
    say(
      "Reset \(code)? This discards your changes [y/N] ",
      "Remettre \(code) à zéro\u{202F}? Vos changements seront effacés [o/N] ")
  }

  /// The answers that say yes to a question.
  var yes: Set<String> { language == .fr ? ["o", "oui", "y", "yes"] : ["y", "yes"] }

  var nothingChanged: String { say("Nothing was changed.", "Rien n'a changé.") }

  func backAtStart(_ folder: String) -> String {
    say("\(folder) is back at its starting point.", "\(folder) est revenu à son point de départ.")
  }

  func solutionHidden(_ folder: String, check: String, hint: String, force: String) -> String {
    say(
      "\(folder) hasn't passed its checks yet, so its solution stays hidden: finding the fix\n"
        + "yourself is where the learning is. `\(check)` says what is left,\n"
        + "and `\(hint)` gives a hint.\n" + "To look anyway: `\(force)`.",
      "\(folder) n'a pas encore passé ses vérifications, sa solution reste donc cachée\u{A0}: c'est en trouvant\n"
        + "la correction vous-même que l'on apprend. `\(check)` dit ce qui reste,\n"
        + "et `\(hint)` donne un indice.\n" + "Pour regarder quand même\u{A0}: `\(force)`.")
  }

  var whatDiffers: String { say("What differs from yours:", "Ce qui diffère de votre version\u{A0}:") }

  /// After a pass: the result stays, and the next exercise waits for its key.
  func watchingAfterPass(_ path: String, next: String) -> String {
    say(
      "Press n for the next exercise, \(next). Saving a file of \(path) checks it again.  Keys: n next · h hint · q quit",
      "Appuyez sur n pour l'exercice suivant, \(next). Enregistrer un fichier de \(path) le vérifie à nouveau.  Touches\u{A0}: n suivant · h indice · q quitter"
    )
  }

  func watching(_ path: String) -> String {
    say(
      "Watching \(path): save a file to check it again.  Keys: h hint · n next exercise · q quit",
      "Surveillance de \(path)\u{A0}: enregistrez un fichier pour le vérifier à nouveau.  Touches\u{A0}: h indice · n exercice suivant · q quitter"
    )
  }
}
