// `--help --lang fr`: every declaration's help in French, read through Foundation from the French strings of
// this module (Resources/fr.lproj/Help.strings), keyed by the English text. A declaration is written once, in
// English; its French is looked up, never written again beside it.

import Foundation

/// The French of the help texts, as Foundation reads it from this module's `fr.lproj`.
enum FrenchHelp {
  private static let table = "Help"
  private static let french = Bundle.module.path(forResource: "fr", ofType: "lproj").flatMap(Bundle.init(path:))

  /// The file Foundation reads the table from.
  static var file: URL? { french?.url(forResource: table, withExtension: "strings") }

  /// The French of `english`, or nil when the table has none.
  static func text(_ english: String) -> String? {
    guard !english.isEmpty else { return english }
    // A key Foundation doesn't know comes back as the value given for a missing one.
    let missing = "\u{0}"
    let found = french?.localizedString(forKey: english, value: missing, table: table)
    return found == missing ? nil : found
  }
}

extension CommandSpec {
  /// This declaration in French: the same arguments and options in the same order, each text a reader reads
  /// in French. A text with no French stays English, and ``untranslated`` names it.
  var inFrench: CommandSpec {
    var french = self
    french.isFrench = true
    french.title = title.map(Self.french)
    french.abstract = Self.french(abstract)
    french.discussion = Self.french(discussion)
    // The placeholders of the usage line are words a reader reads too: `[COMMANDE]`, `FICHIER|NOM`.
    french.synopsis = Self.frenchValue(synopsis)
    french.usageTail = usageTail.map(Self.frenchValue)
    for index in french.arguments.indices {
      french.arguments[index].help = Self.french(arguments[index].help)
      french.arguments[index].name = Self.frenchValue(arguments[index].name)
    }
    for index in french.options.indices {
      french.options[index].help = Self.french(options[index].help)
      french.options[index].value = options[index].value.map(Self.frenchValue)
    }
    french.sections = sections.map { (Self.french($0.title), Self.french($0.text)) }
    french.leadingSections = leadingSections.map { (Self.french($0.title), Self.french($0.text)) }
    return french
  }

  /// The texts of this declaration that have no French, in the order the help prints them.
  var untranslated: [String] {
    let texts =
      [title, abstract, discussion].compactMap { $0 } + arguments.map(\.help) + options.map(\.help)
      + sections.flatMap { [$0.title, $0.text] } + leadingSections.flatMap { [$0.title, $0.text] }
    return texts.filter { FrenchHelp.text($0) == nil }
  }

  private static func french(_ english: String) -> String { FrenchHelp.text(english) ?? english }

  /// A placeholder (an option's value, an argument, a synopsis) is named in French where the table says so
  /// (`LANG` is `LANGUE`); the others stay.
  private static func frenchValue(_ english: String) -> String { FrenchHelp.text(english) ?? english }
}

extension Subcommand {
  static var frenchSpec: CommandSpec { spec.inFrench }
}

extension ToolSpec {
  /// The French declaration of the command `name`, if there is one.
  static func frenchCommand(_ name: String) -> CommandSpec? {
    command(name)?.frenchSpec
  }

  /// ``spec`` in French: `archlab --help --lang fr`, each command listed with its French abstract.
  static var frenchSpec: CommandSpec {
    var french = spec.inFrench
    let help = FrenchHelp.text(helpAbstract) ?? helpAbstract
    let helpSynopsis = FrenchHelp.text(helpSynopsis) ?? helpSynopsis
    french.leadingSections = [
      (
        french.leadingSections[0].title,
        commandList(commands.map { $0.frenchSpec }, help: help, helpSynopsis: helpSynopsis)
      )
    ]
    return french
  }
}
