// Every help archlab prints is in French when asked in French: the tool's and each command's, whether asked
// with `--help` or with `help`, with the same options as the English one; and asked in English, it stays English.

import Foundation
import LabCourse
import LabTerminal
import TestSupport
import Testing

@testable import LabCommandLine

@MainActor
@Suite(.failsInsteadOfHanging) struct FrenchHelpTests {
  /// The tool (`""`) and every command.
  nonisolated static let commands = [
    "", "run", "list", "show", "play", "diagram", "compare", "fuzz", "bench", "lessons", "course",
  ]

  @Test(arguments: commands)
  func theHelpInFrenchSaysNothingInEnglish(command: String) async {
    let help = await printed(words(command) + ["--help", "--lang", "fr"])
    #expect(help.code == .success)
    #expect(help.text.contains("UTILISATION\u{A0}: archlab"))
    #expect(help.text.contains("affiche cette aide"))
    for line in help.text.split(separator: "\n") {
      #expect(CourseFrench.englishWords(in: Self.withoutOptionNames(String(line))).isEmpty, "« \(line) »")
    }
    // `help NAME --lang fr` prints the same, as does `--lang fr` before the rest.
    #expect(await printed(["help"] + words(command) + ["--lang", "fr"]).text == help.text)
    #expect(await printed(["--lang", "fr"] + words(command) + ["--help"]).text == help.text)
  }

  @Test(arguments: commands)
  func theHelpInFrenchDeclaresTheSameOptionsInTheSameOrder(command: String) async throws {
    let english = try #require(command.isEmpty ? ToolSpec.spec : ToolSpec.command(command)?.spec)
    let french = try #require(command.isEmpty ? ToolSpec.frenchSpec : ToolSpec.frenchCommand(command))
    #expect(french.isFrench)
    #expect(french.options.map(\.name) == english.options.map(\.name))
    #expect(french.options.map(\.aliases) == english.options.map(\.aliases))
    #expect(french.arguments.count == english.arguments.count)
    #expect(french.sections.count == english.sections.count)
    #expect(french.leadingSections.count == english.leadingSections.count)
    // Every help translated: none left as the English one.
    for (frenchOption, englishOption) in zip(french.options, english.options) {
      #expect(frenchOption.help != englishOption.help, "\(command) \(englishOption.name)")
    }
    for (frenchArgument, englishArgument) in zip(french.arguments, english.arguments) {
      #expect(frenchArgument.help != englishArgument.help, "\(command) \(englishArgument.name)")
    }
    // And the printed help lists them as the English one does.
    let frenchHelp = await printed(words(command) + ["--help", "--lang", "fr"]).text
    let englishHelp = await printed(words(command) + ["--help", "--lang", "en"]).text
    #expect(Self.optionNames(in: frenchHelp) == Self.optionNames(in: englishHelp))
    #expect(Self.optionNames(in: frenchHelp).count == english.options.count + 1)
  }

  @Test func everyTextOfEveryHelpHasItsFrenchAndEveryFrenchTextAnEnglishOne() throws {
    for command in ToolSpec.commands {
      #expect(command.spec.untranslated == [], "archlab \(command.spec.name ?? "")")
    }
    var tool = ToolSpec.spec
    tool.leadingSections = []  // the list of commands, made from their declarations
    #expect(tool.untranslated == [])
    #expect(FrenchHelp.text(ToolSpec.helpAbstract) != nil)
    // No French is left over for a text no declaration has any more.
    let url = try #require(FrenchHelp.file)
    let table = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: String])
    let specs = ToolSpec.commands.map { $0.spec } + [ToolSpec.spec]
    var used: Set<String> = ["COMMANDS", ToolSpec.helpAbstract, ToolSpec.helpSynopsis]
    for spec in specs {
      used.formUnion([spec.title, spec.abstract, spec.discussion].compactMap { $0 })
      used.formUnion(spec.arguments.map(\.help) + spec.options.map(\.help) + spec.options.compactMap(\.value))
      used.formUnion([spec.synopsis] + spec.arguments.map(\.name) + [spec.usageTail].compactMap { $0 })
      used.formUnion(spec.sections.flatMap { [$0.title, $0.text] })
      used.formUnion(spec.leadingSections.flatMap { [$0.title, $0.text] })
    }
    #expect(Set(table.keys).subtracting(used).sorted() == [])
  }

  @Test func theToolsHelpInFrenchListsEachCommandWithItsFrenchAbstract() async {
    let help = await printed(["--help", "--lang", "fr"]).text
    #expect(help.hasPrefix("archlab : "))
    for command in ToolSpec.commands {
      let (french, english) = (command.frenchSpec, command.spec)
      #expect(french.name == english.name)
      #expect(french.abstract != english.abstract, "\(english.name ?? "")")
      #expect(help.contains(CommandSpec.row(french.synopsis, french.abstract)), "\(english.name ?? "")")
    }
  }

  @Test(arguments: commands)
  func theHelpInFrenchFollowsFrenchTypographyAndTheGlossary(command: String) async throws {
    let help = await printed(words(command) + ["--help", "--lang", "fr"]).text
    // A no-break space before a colon and inside « », a narrow one before ; ? and !
    for mark in [" :", " ;", " ?", " !", "« ", " »", " ;", " ?", " !"] {
      #expect(!help.contains(mark), "« \(mark) » in the help of \(command)")
    }
    // No word that Lessons/README.md's glossary keeps out of French.
    let glossary = try String(
      contentsOf: CourseFrench.root.appendingPathComponent("Lessons/README.md"), encoding: .utf8)
    let banned = Self.wordsKeptOut(glossary: glossary)
    #expect(banned.contains("magasin"))
    let prose = " " + Self.words(of: help).joined(separator: " ") + " "
    for word in banned {
      #expect(!prose.contains(" \(word) "), "« \(word) » in the help of \(command)")
    }
  }

  @Test(arguments: commands)
  func theHelpInEnglishStaysEnglish(command: String) async throws {
    let english = try #require(command.isEmpty ? ToolSpec.spec : ToolSpec.command(command)?.spec)
    #expect(await printed(words(command) + ["--help", "--lang", "en"]).text == english.help)
    #expect(await printed(["help"] + words(command) + ["--lang", "en"]).text == english.help)
    #expect(english.help.contains("USAGE: archlab"))
  }

  /// Without `--lang`, the locale chooses: English unless it is French, on whatever machine runs the test.
  @Test func withoutLangTheHelpIsInTheLanguageOfTheLocale() async {
    let localeIsFrench = CourseLanguage.chosen(nil, environment: ProcessInfo.processInfo.environment) == .fr
    let help = await printed(["--help"]).text
    #expect(help == (localeIsFrench ? ToolSpec.frenchSpec.help : ToolSpec.spec.help))
    let english = await printed(["--help", "--lang", "en"]).text
    #expect(english == ToolSpec.spec.help)
    #expect(english.hasPrefix("archlab: one feature built in MVI"))
    #expect(!english.contains("UTILISATION"))
  }

  @Test func anUnknownCommandsHelpIsRefusedInTheLanguageAsked() async {
    let french = await printed(["help", "frob", "--lang", "fr"])
    #expect(french.code == .usage)
    #expect(french.text == "archlab : aucune commande ne s'appelle « frob »\n`archlab --help --lang fr` les liste.\n")
    let english = await printed(["help", "frob", "--lang", "en"])
    #expect(english.code == .usage)
    #expect(english.text == "archlab: no help for unknown command 'frob'\nRun `archlab --help` for usage.\n")
  }

  // MARK: - Helpers

  @Test func theUsageLinesNameTheirPlaceholdersInFrench() async {
    #expect(await printed(["--help", "--lang", "fr"]).text.contains("UTILISATION\u{A0}: archlab [COMMANDE] [OPTIONS]"))
    #expect(await printed(["--help", "--lang", "fr"]).text.contains("  run [FICHIER|NOM…]    joue"))
    let run = await printed(["run", "--help", "--lang", "fr"]).text
    #expect(run.contains("UTILISATION\u{A0}: archlab run [FICHIER|NOM ...] [--arch NOMS]"))
    #expect(run.contains("\n  FICHIER|NOM           un fichier"))
  }

  /// Every command takes `--lang`, wherever it stands, and speaks French with `--lang fr`: `list`, `run`, and
  /// `compare`, whose tables the French lessons print.
  @Test(arguments: [["list"], ["compare", "--rules", "P6"], ["run", "profile/opening-shows-loading-then-profile"]])
  func everyCommandTakesLang(command: [String]) async {
    let english = await printed(command + ["--lang", "en"])
    #expect(english.code == .success)
    let before = await printed(["--lang", "en"] + command)
    #expect(before.code == english.code)
    #expect(before.text == english.text)
    let french = await printed(command + ["--lang", "fr"])
    #expect(french.code == english.code)
    #expect(french.text != english.text)
    let wrong = await printed(command + ["--lang", "de"])
    #expect(wrong.code == .usage)
    #expect(wrong.text.contains("--lang is en or fr, not 'de'"))
  }

  private func words(_ command: String) -> [String] { command.isEmpty ? [] : [command] }

  /// What `archlab WORDS` prints, errors included, and how it ends.
  private func printed(_ words: [String]) async -> (code: ExitCode, text: String) {
    let collected = Collected()
    let code = await Archlab.main(words, console: .collecting(into: collected))
    return (code, collected.text)
  }

  /// `line` without the options it names (`--from`), which stay as they are in every language.
  static func withoutOptionNames(_ line: String) -> String {
    line.replacingOccurrences(of: #"(?<![\w-])--?[a-z][a-z-]*"#, with: " ", options: .regularExpression)
  }

  /// The options the help lists, each as its spellings (`--verbose -v`), without its value.
  static func optionNames(in help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == "OPTIONS:" || $0 == "OPTIONS\u{A0}:" }) else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }.filter { $0.hasPrefix("  -") }.map { line in
      let column = line.dropFirst(2).components(separatedBy: "  ")[0]
      return column.split(whereSeparator: { $0 == " " || $0 == "," }).filter { $0.hasPrefix("-") }
        .joined(separator: " ")
    }
  }

  /// The words of the glossary's third column, « between guillemets », in lower case.
  static func wordsKeptOut(glossary: String) -> [String] {
    let table = glossary.components(separatedBy: "## Glossary").dropFirst().first ?? ""
    return table.split(separator: "\n").filter { $0.hasPrefix("|") }.flatMap { row -> [String] in
      let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 3 else { return [] }
      return cells[3].matches(of: /«\s*([^»]+?)\s*»/).map { words(of: String($0.output.1)).joined(separator: " ") }
    }
  }

  /// The words of `text` in lower case: letters and apostrophes.
  static func words(of text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
  }
}
