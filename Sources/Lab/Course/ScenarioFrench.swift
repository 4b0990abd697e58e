// The lab's scenario failures in French, for the checks that play scenarios (exercises 08 and 10): the engine
// writes where and why a scenario failed, and the screen as it was, in English; a French session says them in French.

import Foundation

/// The French of the lines a failed scenario gives: where and why it failed, then the
/// screen it read, as `ScenarioFailure` and `ScreenRenderer` write them.
///
/// A scenario's statements stay as written, in backticks: they are code, the same in
/// every language. What the app shows (a title, a name, one of its messages) stays as
/// the app wrote it, in quotes: the app's text is a value, not the course's words.
/// `CourseFrenchTests` plays a failure of every kind through the engine, so a sentence
/// the engine changes without this file following fails there.
enum ScenarioFrench {
  /// The French of `line`, its indentation kept; nil when it is no line a failed scenario gives.
  static func line(_ line: String) -> String? {
    let indent = String(line.prefix { $0 == " " })
    let text = String(line.dropFirst(indent.count))
    guard let french = failure(text) ?? screen(text) ?? LabFrench.diagnostic(text) else { return nil }
    return indent + french
  }

  private static let space = "\u{A0}"

  // MARK: - Where and why

  /// `FILE:LINE: REASON`.
  private static func failure(_ text: String) -> String? {
    guard let match = text.wholeMatch(of: /(\S+?):(\d+): (.+)/), let reason = reason(String(match.3)) else {
      return nil
    }
    return "`\(match.1):\(match.2)`\(space): \(reason)"
  }

  /// Why a scenario failed, as `ScenarioFailure.message` says it.
  static func reason(_ text: String) -> String? {
    if let match = text.wholeMatch(of: /expected a visible row (.+), the screen shows (.+)/) {
      return "attendu\(space): une ligne visible \(match.1)\u{202F}; à l'écran\(space): \(shown(String(match.2)))"
    }
    if let match = text.wholeMatch(of: /expected (.+), the screen shows (.+)/) {
      return "attendu\(space): `\(match.1)`\u{202F}; à l'écran\(space): \(shown(String(match.2)))"
    }
    if let match = text.wholeMatch(of: /expected (.+), the server has received (\d+)/) {
      return "attendu\(space): `\(match.1)`\u{202F}; le serveur en a reçu \(match.2)"
    }
    if let match = text.wholeMatch(of: /expected (.+), the server holds (.+)/) {
      let held = match.2 == "no todos" ? "ne garde aucun todo" : "garde \(match.2)"
      return "attendu\(space): `\(match.1)`\u{202F}; le serveur \(held)"
    }
    if let match = text.wholeMatch(of: /expected (.+), the Todos tab shows (.+)/) {
      return "attendu\(space): `\(match.1)`\u{202F}; l'onglet Todos montre \(shown(String(match.2)))"
    }
    if let match = text.wholeMatch(of: /the server can't do that: (.+)/) {
      return "le serveur ne peut pas faire cela\(space): \(server(String(match.1)))"
    }
    if let match = text.wholeMatch(of: /the server holds no todo titled (.+)/) {
      return "le serveur ne garde aucun todo intitulé \(match.1)"
    }
    if let match = text.wholeMatch(
      of:
        /(.+) neither finished nor waited on a held server answer, and made no progress in (.+) of idle time \(watchdog\)/
    ) {
      return "\(statements(String(match.1))) n'a ni fini ni attendu une réponse retenue du serveur, et n'a pas avancé "
        + "en \(duration(String(match.2))) d'inactivité (chien de garde)"
    }
    if let match = text.wholeMatch(of: /(.+) did not stop when the app was closed \(watchdog: (.+)\)/) {
      return "\(statements(String(match.1))) ne s'est pas arrêté à la fermeture de l'app "
        + "(chien de garde\(space): \(duration(String(match.2))))"
    }
    return nil
  }

  /// What a screen shows instead of what was expected, e.g. `no profile` or `name "Ada Lovelace", error "…"`.
  private static func shown(_ text: String) -> String {
    FailureText.topLevelSplit(text, separator: ", ").map(value).joined(separator: ", ")
  }

  private static let values = [
    "the loading indicator": "l'indicateur de chargement",
    "no loading indicator": "aucun indicateur de chargement",
    "no profile": "aucun profil",
    "no error": "aucune erreur",
    "no rows": "aucune ligne",
    "no row saving": "aucune ligne en cours d'enregistrement",
    "no badge": "aucun badge",
    "no Todo screen: the list": "aucun écran Todo, la liste",
    "done": "fait",
    "not done": "pas fait",
    "saving": "en cours d'enregistrement",
    "not saving": "pas en cours d'enregistrement",
  ]

  private static let named = [
    ("name ", "le nom "), ("email ", "l'e-mail "), ("error ", "l'erreur "), ("field ", "le champ "),
    ("filter ", "le filtre "), ("title ", "le titre "), ("the Todo screen of ", "l'écran Todo de "),
    ("the badge ", "le badge "), ("saving ", "en cours d'enregistrement\(space): "),
  ]

  private static func value(_ text: String) -> String {
    if let french = values[text] { return french }
    // The rows, each quoted already, or the counter the app writes (`2 items left`), quoted as the app's text.
    if text.first == "\"" { return text }
    if text.first?.isNumber == true { return "“\(text)”" }
    for (english, french) in named where text.hasPrefix(english) {
      return french + text.dropFirst(english.count)
    }
    return text
  }

  /// `STATEMENT` (line N), …: the statements the watchdog names, as code.
  private static func statements(_ text: String) -> String {
    text.replacing(/\(line (\d+)\)/) { "(ligne \($0.1))" }
  }

  /// A duration as Swift writes it, `2.0 seconds`, as a French reader writes it: `2,0 s`.
  private static func duration(_ text: String) -> String {
    guard let match = text.wholeMatch(of: /(\d+)(?:\.(\d+))? seconds?/) else { return text }
    return match.2.map { "\(match.1),\($0)\(space)s" } ?? "\(match.1)\(space)s"
  }

  /// Why the scripted server can't carry out a statement.
  private static func server(_ text: String) -> String {
    if let match = text.wholeMatch(of: /no answer from (\w+) is held/) {
      return "aucune réponse de \(match.1) n'est retenue"
    }
    if let match = text.wholeMatch(of: /(\w+) has received (\d+) requests?, not (\d+)/) {
      return "\(match.1) \(received(Int(match.2) ?? 0))\(space): il n'y a pas de requête n°\u{A0}\(match.3)"
    }
    if let match = text.wholeMatch(of: /the answer to (\w+) #(\d+) is not held/) {
      return "la réponse à la requête \(match.1) n°\u{A0}\(match.2) n'est pas retenue"
    }
    return text
  }

  /// What an endpoint has received, `count` requests, after its name: `n'a reçu que 2 requêtes`.
  static func received(_ count: Int) -> String {
    count == 0 ? "n'a reçu aucune requête" : "n'a reçu que \(count) requête\(count > 1 ? "s" : "")"
  }

  // MARK: - The screen

  private static func screen(_ text: String) -> String? {
    if let match = text.wholeMatch(of: /(\w+) ⟳ loading/) { return "\(match.1) ⟳ chargement en cours" }
    if let french = ["(no profile)": "(aucun profil)", "(no rows)": "(aucune ligne)", "(no todos)": "(aucun todo)"][
      text]
    {
      return french
    }
    // The screens' titles are the app's names for them, the same in every language the course speaks.
    if ["Profile", "Todos", "Todos › Todo"].contains(text) { return text }
    if text == "Server" { return "Serveur" }
    if let match = text.wholeMatch(of: /requests: (.*)/) { return "requêtes\(space): \(match.1)" }
    if let match = text.wholeMatch(of: /held: (.*)/) { return "en attente\(space): \(match.1)" }
    if let match = text.wholeMatch(of: /Todos tab badge: (.*)/) {
      return "badge de l'onglet Todos\(space): " + (match.1 == "none" ? "aucun" : String(match.1))
    }
    if let match = text.wholeMatch(of: /! (.*)/) { return "! “\(match.1)”" }
    if let match = text.wholeMatch(of: /> (.*)_/) { return "> “\(match.1)”_" }
    if let match = text.wholeMatch(of: /((?:\d+ )?\[[ x]\]) (.*?)( …saving)?/) {
      return "\(match.1) “\(match.2)”" + (match.3 == nil ? "" : " …enregistrement en cours")
    }
    if let match = text.wholeMatch(of: /(.+) · filter: (.*)/) { return "“\(match.1)” · filtre\(space): \(match.2)" }
    // `show` folds a long list: `⋮ 96 more rows`, `⋮ 3 rows as before`.
    if let match = text.wholeMatch(of: /⋮ (\d+) more rows/) { return "⋮ \(match.1) lignes de plus" }
    if let match = text.wholeMatch(of: /⋮ (\d+) rows? as before/), let count = Int(match.1) {
      return "⋮ \(count) ligne\(count > 1 ? "s" : "") comme avant"
    }
    if text == "(no Todo screen)" { return "(aucun écran Todo)" }
    return nil
  }
}
