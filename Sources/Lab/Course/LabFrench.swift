// What the lab says about a scenario, in French: a file it can't read, a line that doesn't follow the scenario
// language, a scenario that failed and the screen it read. `run`, `show` and `list` say it with `--lang fr`, and
// the course when a learner's scenario (exercise 08) doesn't parse.

import Foundation

/// The French of the lab's own sentences about scenarios.
///
/// The lab writes them in English where it finds the problem (`LabLanguage`, `LabEngine`); this reads them back
/// and says them in French, so the scenario language and the engine stay one language. What is code stays code:
/// a statement in backticks, a keyword of the language, a token as the line wrote it, a path. The form
/// `FILE:LINE:COLUMN: error:` stays as compilers write it, because editors read it. `LabFrenchTests` parses a
/// broken variant of every statement of every scenario and fails on a message this file doesn't translate.
public enum LabFrench {
  private static let space = "\u{A0}"
  private static let thin = "\u{202F}"

  /// A quoted word of the user's, as French quotes it.
  private static func quoted(_ text: some StringProtocol) -> String { "«\(space)\(text)\(space)»" }

  // MARK: - A failed scenario

  /// A line of a failed scenario's report, `FILE:LINE: REASON` or a line of the screen it read, in French, its
  /// indentation kept; nil for another line.
  public static func failureLine(_ line: String) -> String? { ScenarioFrench.line(line) }

  /// Why a scenario failed (a failure's message, without its place), in French; nil for a reason this doesn't
  /// know.
  public static func failure(_ message: String) -> String? { ScenarioFrench.reason(message) }

  // MARK: - Choosing and reading files

  /// The French of a problem with the scenarios a command names: a mistake on the command line, or a file or
  /// folder that can't be read. Nil for a sentence this doesn't know.
  public static func problem(_ text: String) -> String? {
    if text == "a scenario's name or path can't be empty" {
      return "le nom ou le chemin d'un scénario ne peut pas être vide"
    }
    if let match = text.wholeMatch(of: /can't read the scenario folder (.+)/) {
      return "impossible de lire le dossier des scénarios \(match.1)"
    }
    if let match = text.wholeMatch(of: /the folder '(.+)' holds no \.scenario file/) {
      return "le dossier \(quoted(match.1)) ne contient aucun fichier .scenario"
    }
    if let match = text.wholeMatch(of: /no scenario is named '(.+)'; `archlab list` shows their names/) {
      return "aucun scénario ne s'appelle \(quoted(match.1))\(thin); `archlab list` donne leurs noms"
    }
    if let match = text.wholeMatch(of: /'(.+)' could be (.+); name one of them/) {
      return "\(quoted(match.1)) peut désigner \(match.2)\(thin); nommez-en un seul"
    }
    if let match = text.wholeMatch(of: /can't read (.+): (.+)/) {
      return "impossible de lire \(match.1)\(space): \(reason(String(match.2)))"
    }
    return nil
  }

  /// Why a file can't be read. The system's own words for a rarer reason stay as the system wrote them.
  private static func reason(_ text: String) -> String {
    if let match = text.wholeMatch(of: /it is larger than (\d+) MiB, the most a scenario file may hold/) {
      return "il dépasse \(match.1)\(space)Mio, la taille maximale d'un fichier de scénario"
    }
    let known = [
      "no such file": "ce fichier n'existe pas", "no such folder": "ce dossier n'existe pas",
      "permission denied": "accès refusé", "it is a folder, not a file": "c'est un dossier, pas un fichier",
    ]
    return known[text] ?? text
  }

  // MARK: - Lines that don't follow the language

  /// A report of parse problems, as `DiagnosticReport` writes it, in French: each `FILE:LINE:COLUMN: error:` line
  /// with its message in French, the source line and its caret as they are, and the count.
  public static func diagnostics(_ report: String) -> String {
    report.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      diagnostic(String(line)) ?? count(String(line)) ?? String(line)
    }.joined(separator: "\n")
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, its message in French; nil for another line.
  public static func diagnostic(_ line: String) -> String? {
    guard let match = line.wholeMatch(of: /(\S+:\d+:\d+: error: )(.+)/), let message = message(String(match.2))
    else { return nil }
    return match.1 + message
  }

  /// `N problems in M files; nothing was played.`
  private static func count(_ line: String) -> String? {
    guard let match = line.wholeMatch(of: /(\d+) problems? in (\d+) files?; nothing was played\./),
      let problems = Int(match.1), let files = Int(match.2)
    else { return nil }
    return "\(problems) problème\(problems > 1 ? "s" : "") dans \(files) fichier\(files > 1 ? "s" : "")"
      + "\(thin); rien n'a été joué."
  }

  /// The French of a message of the scenario language's reader; nil for one it doesn't know.
  public static func message(_ text: String) -> String? {
    lexer(text) ?? grammar(text) ?? screens(text)
  }

  private static func lexer(_ text: String) -> String? {
    switch text {
    case "this string has no closing quote": return "cette chaîne n'a pas de guillemet fermant"
    case "this line is not valid UTF-8 text": return "cette ligne n'est pas du texte UTF-8 valide"
    case #"a scenario file starts with `scenario "TITLE"`"#:
      return #"un fichier de scénario commence par `scenario "TITLE"`"#
    case #"the `scenario "TITLE"` header must come first, and only once"#:
      return #"l'en-tête `scenario "TITLE"` vient en premier, et une seule fois"#
    case #"a scenario file starts with `scenario "TITLE"`; this one has none"#:
      return #"un fichier de scénario commence par `scenario "TITLE"`"# + "\(thin); celui-ci n'en a pas"
    default: break
    }
    if let match = text.wholeMatch(of: /unknown escape '(.+)': only \\" and \\\\ are escapes/) {
      return "échappement inconnu \(quoted(match.1))\(space): seuls \\\" et \\\\ sont des échappements"
    }
    if let match = text.wholeMatch(of: /unexpected character '(.+)'/) {
      return "caractère inattendu \(quoted(match.1))"
    }
    if let match = text.wholeMatch(of: /the number (\d+) is too large: numbers go up to (\d+)/) {
      return "le nombre \(match.1) est trop grand\(space): les nombres vont jusqu'à \(match.2)"
    }
    if let match = text.wholeMatch(of: /(.+) is negative: numbers here are whole numbers from 0/) {
      return "\(match.1) est négatif\(space): les nombres sont ici des entiers à partir de 0"
    }
    if let match = text.wholeMatch(
      of: /'(.+)' is not a word: words are lowercase letters, digits and '-', starting with a letter/)
    {
      return
        "\(quoted(match.1)) n'est pas un mot\(space): un mot ne contient que des minuscules, des chiffres et des "
        + "«\(space)-\(space)», et commence par une lettre"
    }
    return nil
  }

  /// What the grammar expected, in the words it names it with.
  private static let expected: [String: String] = [
    "a statement": "une instruction",
    "a server statement": "une instruction du serveur",
    "a profile gesture": "un geste sur le profil",
    "a todos gesture": "un geste sur la liste",
    "a todo gesture": "un geste sur l'écran Todo",
    "what the app does": "ce que fait l'app",
    #"a link: profile, todos, todos "TITLE" or a link in quotes"#:
      #"un lien : profile, todos, todos "TITLE" ou un lien entre guillemets"#.replacingOccurrences(
        of: " :", with: "\u{A0}:"),
    "what to expect": "ce qu'il faut vérifier",
    "what the app shows": "ce que montre l'app",
    "what the profile screen shows": "ce que montre l'écran Profile",
    "what the todos screen shows": "ce que montre l'écran Todos",
    "what the todo screen shows": "ce que montre l'écran Todo",
    // The list of choices follows, in parentheses: it says `todos ou requests` once.
    "what the server holds: todos or requests": "ce que garde le serveur",
    "an endpoint": "un endpoint",
    "a filter": "un filtre",
    "a row number": "un numéro de ligne",
    "the scenario's title": "le titre du scénario",
    "the profile's name": "le nom du profil",
    "the profile's email": "l'e-mail du profil",
    "the text to type": "le texte à taper",
    "the new title": "le nouveau titre",
    "the name": "le nom",
    "the email": "l'e-mail",
    "the error message": "le message d'erreur",
    "the number of items left": "le nombre de todos restants",
    "the field's text": "le texte du champ",
    "the title": "le titre",
    "the badge's number, or none": "le nombre du badge, ou `none`",
    "the number of requests": "le nombre de requêtes",
    "how many requests fail": "le nombre de requêtes qui échouent",
    "the request's number": "le numéro de la requête",
    "a row: its title in quotes, or its position from 1":
      "une ligne, par son titre entre guillemets ou sa position à partir de 1",
    "a title in quotes": "un titre entre guillemets",
    #"a row written "[ ] TITLE" or "[x] TITLE""#: #"une ligne écrite "[ ] TITLE" ou "[x] TITLE""#,
  ]

  private static func grammar(_ text: String) -> String? {
    if let match = text.wholeMatch(of: /unexpected (.+) at the end of the statement/) {
      return "\(match.1) en trop à la fin de l'instruction"
    }
    if let match = text.wholeMatch(of: /a row is written "\[ \] TITLE" or "\[x\] TITLE", not (.+)/) {
      return #"une ligne s'écrit "[ ] TITLE" ou "[x] TITLE", pas "# + match.1
    }
    if let match = text.wholeMatch(of: /(.+) must be at least (\d+), not (.+)/), let what = expected[String(match.1)] {
      return "\(what) doit valoir au moins \(match.2), pas \(match.3)"
    }
    guard text.hasPrefix("expected ") else { return nil }
    // The longest name first: `the badge's number, or none` holds a comma as `, found` does.
    for (english, french) in expected.sorted(by: { $0.key.count > $1.key.count }) {
      guard text.hasPrefix("expected \(english)") else { continue }
      var rest = text.dropFirst("expected \(english)".count)
      var said = french
      if let list = rest.prefixMatch(of: /\ \(([^()]+)\)/) {
        said += " (" + choices(String(list.1)) + ")"
        rest = rest.dropFirst(list.0.count)
      }
      if rest.hasPrefix(" in double quotes") {
        said += " entre guillemets droits"
        rest = rest.dropFirst(" in double quotes".count)
      }
      if rest.isEmpty { return "attendu\(space): \(said)" }
      guard let found = rest.wholeMatch(of: /, found (.+)/) else { continue }
      return "attendu\(space): \(said)\(thin); trouvé\(space): \(found.1)"
    }
    return nil
  }

  /// `open, close or retry`: the language's words, the last after `ou`.
  private static func choices(_ list: String) -> String {
    guard let range = list.range(of: " or ", options: .backwards) else { return list }
    return list.replacingCharacters(in: range, with: " ou ")
  }

  // MARK: - A gesture on a screen that isn't there

  private static func screens(_ text: String) -> String? {
    if let match = text.wholeMatch(of: /(`[^`]+`) under the Todo screen (.+): write `todo back` before it/) {
      return "\(match.1) sous l'écran Todo \(since(String(match.2)))\(space): écrivez `todo back` avant"
    }
    if let match = text.wholeMatch(of: /(`[^`]+`) on a Todo screen (.+): write `todos show ROW` before it/) {
      return "\(match.1) sur un écran Todo \(since(String(match.2)))\(space): écrivez `todos show ROW` avant"
    }
    if let match = text.wholeMatch(of: /(`[^`]+`) on a screen (.+): write (`[a-z]+ open`) before it/) {
      return "\(match.1) sur un écran \(since(String(match.2)))\(space): écrivez \(match.3) avant"
    }
    return nil
  }

  /// Why a screen is not there, e.g. `that was closed at line 7`, in French.
  private static func since(_ text: String) -> String {
    if text == "that is not open" { return "qui n'est pas ouvert" }
    if let match = text.wholeMatch(of: /that the (link|delete) at line (\d+) may have (opened|closed)/) {
      let cause = match.1 == "link" ? "le lien" : "la suppression"
      let what = match.3 == "opened" ? "ouvert" : "fermé"
      return "que \(cause) de la ligne \(match.2) a peut-être \(what)"
    }
    if let match = text.wholeMatch(of: /opened at line (\d+)/) { return "ouvert à la ligne \(match.1)" }
    if let match = text.wholeMatch(of: /that was left when (.+) opened the (Profile|Todos) tab/) {
      return "quitté quand \(cause(String(match.1))) a ouvert l'onglet \(match.2)"
    }
    if let match = text.wholeMatch(of: /that was closed (by the restart|by the link|with the list|) ?at line (\d+)/) {
      let how = [
        "by the restart": "par le redémarrage", "by the link": "par le lien", "with the list": "avec la liste",
      ]
      return "fermé " + (how[String(match.1)].map { "\($0) de la ligne \(match.2)" } ?? "à la ligne \(match.2)")
    }
    return text
  }

  /// What opened a tab: `the link at line 4`, or a statement at a line.
  private static func cause(_ text: String) -> String {
    if let match = text.wholeMatch(of: /the link at line (\d+)/) { return "le lien de la ligne \(match.1)" }
    if let match = text.wholeMatch(of: /(`[^`]+`) at line (\d+)/) { return "\(match.1), ligne \(match.2)," }
    return text
  }
}
