// The words of a bench report, in English or in French: the French lessons print their tables in French.

import Foundation

/// The language a bench report is written in.
public enum BenchLanguage: Sendable {
  case english, french
}

/// Every word and number format of a bench report that depends on its language.
struct BenchWords: Sendable {
  var measuredOn: @Sendable (_ machine: String, _ build: String?, _ date: String?) -> String
  var medianLead: String
  var medianRest: @Sendable (_ size: String) -> String
  var rangeNote: @Sendable (_ repetitions: Int) -> [String]
  var growthLead: String
  var growthRest: @Sendable (_ smallest: String, _ largest: String) -> String
  var perGestureRest: String
  var growth: String
  var aloneLead: String
  var aloneRest: @Sendable (_ size: String) -> String
  var wholeLead: String
  var wholeRest: @Sendable (_ size: String) -> String
  var redrawsLead: String
  var redrawsRest: String
  var memoryLead: String
  var memoryRest: @Sendable (_ size: String) -> String
  var peak: String
  var notMeasured: String
  var none: String
  var mebibytes: String
  var summary: @Sendable (BenchGesture) -> String
  /// A gesture's column: its name in `--gestures` in English, a verb in French.
  var gesture: @Sendable (BenchGesture) -> String
  /// The decimal separator, and what goes between a number and its unit.
  var decimalSeparator: String
  var unitSpace: String

  /// `1.4` as this language writes it, with its unit if any: `1.4 ms`, `1,4 ms`.
  func number(_ formatted: String, unit: String? = nil) -> String {
    let number = formatted.replacingOccurrences(of: ".", with: decimalSeparator)
    return unit.map { number + unitSpace + $0 } ?? number
  }

  static func of(_ language: BenchLanguage) -> BenchWords { language == .french ? .french : .english }

  static let english = BenchWords(
    measuredOn: { machine, build, date in
      "Measured on \(machine), \(build ?? "unknown") build\(date.map { " on \($0)" } ?? "")."
    },
    medianLead: "Median time per gesture",
    medianRest: { " with \($0) todos, its render included (× baseline)" },
    rangeNote: { repetitions in
      [
        "Each figure is the median of \(repetitions) repetitions, the fastest and the slowest in brackets;",
        "≈ marks a ratio whose range meets the baseline's: that difference may be noise.",
      ]
    },
    growthLead: "Growth", growthRest: { " of that time from \($0) to \($1) todos" },
    perGestureRest: ", median time per gesture", growth: "growth",
    aloneLead: "The gesture alone",
    aloneRest: { " with \($0) todos: the baseline's without building its screen; an app renders within its gesture" },
    wholeLead: "The whole screen",
    wholeRest: { " with \($0) todos: the gesture, then the whole screen read again, every row" },
    redrawsLead: "What each gesture redraws",
    redrawsRest: ": the views whose body the gesture evaluated (`TodoRow ×2`: two rows)",
    memoryLead: "Memory", memoryRest: { " with \($0) todos: growth of resident memory to its peak" },
    peak: "peak", notMeasured: "Not measured (no views whose bodies to count): ", none: "none",
    mebibytes: "MiB", summary: \.summary, gesture: \.rawValue, decimalSeparator: ".", unitSpace: " ")

  /// French, as a French developer writes it: a decimal comma, a no-break space before a unit and before
  /// a colon or a semicolon (U+00A0, U+202F), and mebibytes as « Mio ».
  static let french = BenchWords(
    measuredOn: { machine, build, date in
      let machine = machine.replacing(/(\d+) cores?\b/) { "\($0.output.1)\u{A0}cœur\($0.output.1 == "1" ? "" : "s")" }
      return "Mesuré sur \(machine), compilation \(build ?? "inconnue")\(date.map { ", le \($0)" } ?? "")."
    },
    medianLead: "Temps médian par geste",
    medianRest: { " avec \($0) todos, rendu compris (× baseline)" },
    rangeNote: { repetitions in
      [
        "Chaque valeur est la médiane de \(repetitions) répétitions, la plus rapide et la plus lente entre crochets\u{202F};",
        "≈ marque un rapport dont l'intervalle recoupe celui de la baseline\u{A0}: cet écart peut n'être que du bruit.",
      ]
    },
    growthLead: "Croissance", growthRest: { " de ce temps de \($0) à \($1) todos" },
    perGestureRest: ", temps médian par geste", growth: "croissance",
    aloneLead: "Le geste seul",
    aloneRest: {
      " avec \($0) todos\u{A0}: pour la baseline, le geste sans la construction de l'écran\u{202F}; une app, elle, fait son rendu pendant le geste"
    },
    wholeLead: "L'écran entier",
    wholeRest: { " avec \($0) todos\u{A0}: le geste, puis tout l'écran relu, ligne par ligne" },
    redrawsLead: "Ce que chaque geste redessine",
    redrawsRest: "\u{A0}: les vues dont le geste a évalué le body (`TodoRow ×2`\u{A0}: deux lignes)",
    memoryLead: "Mémoire",
    memoryRest: { " avec \($0) todos\u{A0}: croissance de la mémoire résidente jusqu'à son pic" },
    peak: "pic", notMeasured: "Non mesuré (aucune vue dont compter les body)\u{A0}: ", none: "aucune",
    mebibytes: "Mio", summary: \.frenchSummary, gesture: \.frenchName,
    decimalSeparator: ",", unitSpace: "\u{A0}")
}

extension BenchGesture {
  /// Its column in a report in French.
  var frenchName: String {
    switch self {
    case .type: "taper"
    case .add: "ajouter"
    case .toggle: "cocher"
    case .delete: "supprimer"
    case .filter: "filtrer"
    case .refresh: "recharger"
    case .show: "afficher"
    case .rename: "renommer"
    }
  }

  /// What it does, for a report in French.
  var frenchSummary: String {
    switch self {
    case .type: "taper un caractère"
    case .add: "ajouter un todo"
    case .toggle: "cocher une ligne"
    case .delete: "supprimer une ligne"
    case .filter: "changer de filtre"
    case .refresh: "recharger la liste"
    case .show: "ouvrir l'écran Todo d'une ligne"
    case .rename: "renommer une ligne sur son écran Todo"
    }
  }
}
