// The lab speaks French when asked: every mistake on the command line, whatever the lab says about a scenario
// file it can't read or parse, and the reports of `run`, `show` and `list`, with no English word of their own.

import Foundation
import LabCourse
import LabLanguage
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@testable import LabCommandLine
@testable import LabLessons

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct FrenchLabTests {
  // MARK: - Mistakes on the command line

  /// A mistake of every kind the command line finds, each with the code it exits with.
  nonisolated static let mistakes: [(words: [String], code: ExitCode)] = [
    (["frobnicate"], .usage), (["run", "--arch", "mvc"], .usage), (["run", "--format", "xml"], .usage),
    (["run", "--arch"], .usage), (["run", "--arch="], .usage), (["run", "--colour"], .usage),
    (["list", "extra"], .usage), (["compare", "extra"], .usage), (["lessons", "extra"], .usage),
    (["fuzz", "extra"], .usage), (["fuzz", "--runs", "0"], .usage), (["fuzz", "--seed", "-1"], .usage),
    (["bench", "extra"], .usage), (["bench", "--sizes", "3"], .usage), (["bench", "--gestures", "fly"], .usage),
    (["compare", "--rules", "Z9"], .usage), (["show"], .usage), (["show", "a", "--width", "3"], .usage),
    (["diagram", "a"], .usage), (["play", "extra"], .usage),
    (["play", "--record", "/no-such-folder-here/a.scenario"], .usage),
    (["course", "chek"], .usage), (["course", "check", "1", "2"], .usage), (["course", "reset"], .usage),
    (["course", "list", "1"], .usage), (["course", "check", "--yes"], .usage),
    (["run", ""], .usage), (["run", "no-such-scenario"], .usage), (["run", "no-such-file.scenario"], .noInput),
    (["run", "--scenarios", "/no-such-folder-here"], .noInput),
    (["compare", "--from", "/no-such-file-here.json"], .noInput),
    (["bench", "--from", "/no-such-file-here.json"], .noInput),
    // This very file is no saved measure.
    (["compare", "--from", #filePath], .dataError), (["bench", "--from", #filePath], .noInput),
  ]

  @Test(arguments: mistakes.indices)
  func aMistakeOnTheCommandLineIsSaidInFrench(index: Int) async {
    let (words, code) = Self.mistakes[index]
    let french = await archlab(words + ["--lang", "fr"])
    let english = await archlab(words + ["--lang", "en"])
    #expect(french.code == code)
    #expect(english.code == code)
    #expect(french.output.isEmpty)
    #expect(french.errors.hasPrefix("archlab\u{A0}: "), "« \(french.errors) »")
    #expect(french.errors != english.errors)
    for line in french.errors.split(separator: "\n") {
      #expect(CourseFrench.englishWords(in: FrenchHelpTests.withoutOptionNames(String(line))).isEmpty, "« \(line) »")
    }
    if code == .usage { #expect(french.errors.hasSuffix("--help --lang fr` donne l'aide.\n")) }
  }

  @Test func aMistakeAboutTwoArchitecturesOrAFileIsSaidInFrench() async throws {
    let folder = try scenarioFolder([
      "profile/a.scenario": "scenario \"A\"\nprofile open\n", "profile/b.scenario": "scenario \"B\"\nprofile open\n",
      "todos/a.scenario": "scenario \"A\"\ntodos open\n", "empty/notes.txt": "no scenario here\n",
    ])
    let existing = folder.appendingPathComponent("profile/a.scenario").path
    let cases: [[String]] = [
      ["diagram", "profile/a", "--arch", "mvi,mvvm", "--scenarios", folder.path],
      ["play", "--arch", "mvi,mvvm"], ["play", "--record", existing],
      ["run", "a", "--scenarios", folder.path], ["show", "profile", "--scenarios", folder.path],
      ["run", folder.appendingPathComponent("empty").path],
    ]
    for words in cases {
      let french = await archlab(words + ["--lang", "fr"], registry: .standard)
      #expect(french.code == .usage, "\(words)")
      #expect(french.errors.hasPrefix("archlab\u{A0}: "), "« \(french.errors) »")
      let first = String(french.errors.split(separator: "\n").first ?? "")
      #expect(CourseFrench.englishWords(in: FrenchHelpTests.withoutOptionNames(first)).isEmpty, "« \(first) »")
    }
  }

  // MARK: - The scenario language's problems

  /// Every message the scenario language's reader gives for a broken variant of each line of every scenario:
  /// cut short, with a token swapped for a wrong one, with a word too many, or with a line before it gone.
  static func problems() throws -> Set<String> {
    let folder = CourseFrench.root.appendingPathComponent("Scenarios")
    let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".scenario") }.sorted()
    var messages = Set<String>()
    func parse(_ lines: [String]) {
      do {
        _ = try ScenarioParser.parse(lines.joined(separator: "\n"), file: "broken.scenario")
      } catch {
        messages.formUnion(error.diagnostics.map(\.message))
      }
    }
    let wrong = ["zz", "7", "0", "-1", "9999999", "Zz", "@", "\"s\"", "\"open", #""a\q""#, "\"[ ] A\""]
    var varied = Set<String>()
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated() where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
        var without = lines
        without.remove(at: index)
        parse(without)
        // A line of the same shape as one already varied (other titles, other numbers) gives the same messages.
        let shape = line.replacingOccurrences(of: #""[^"]*""#, with: "S", options: .regularExpression)
          .replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
        guard varied.insert(shape).inserted else { continue }
        // The lines after it add nothing to what the reader says of it.
        let before = Array(lines[..<index])
        let tokens = line.split(separator: " ").map(String.init)
        var variants = [line + " extra"] + (1..<max(1, tokens.count)).map { tokens.prefix($0).joined(separator: " ") }
        for position in tokens.indices {
          for token in wrong {
            var changed = tokens
            changed[position] = token
            variants.append(changed.joined(separator: " "))
          }
        }
        for variant in variants { parse(before + [variant]) }
      }
    }
    parse(["todos open"])
    parse(["", "# no header", ""])
    parse(["scenario \"A\"", "todos open", "scenario \"B\""])
    do {
      _ = try ScenarioParser.parse([0x73, 0xFF, 0x0A], file: "broken.scenario")
    } catch {
      messages.formUnion(error.diagnostics.map(\.message))
    }
    return messages
  }

  @Test func everyProblemOfTheScenarioLanguageIsSaidInFrench() throws {
    let messages = try Self.problems()
    #expect(messages.count > 40)
    // Every kind the reader has: the lexer's, the grammar's, a header, a screen that isn't there, UTF-8.
    for kind in [
      "no closing quote", "unknown escape", "unexpected character", "too large", "is negative", "is not a word",
      "starts with `scenario", "must come first", "this one has none", "not valid UTF-8", "expected a statement",
      "in double quotes", "must be at least",
      "at the end of the statement", "a row is written", "under the Todo screen", "on a Todo screen",
      "on a screen that was", "on a screen that is not open", "opened the",
    ] {
      #expect(messages.contains { $0.contains(kind) }, "no broken line gave a message with \(kind)")
    }
    var untranslated: [String] = []
    for message in messages.sorted() {
      guard let french = LabFrench.message(message) else {
        untranslated.append(message)
        continue
      }
      #expect(Self.englishWords(in: french).isEmpty, "« \(french) » (\(message))")
    }
    #expect(untranslated.isEmpty, "no French for:\n\(untranslated.joined(separator: "\n"))")
  }

  @Test func aFileThatDoesNotParseIsReportedInFrenchWithItsPlaceAsEditorsReadIt() async throws {
    let folder = try scenarioFolder(["todos/b.scenario": "scenario \"B\"\ntodos add \"x\"\nprofile opn\n"])
    let file = folder.appendingPathComponent("todos/b.scenario").path
    let ran = await archlab(["run", file, "--lang", "fr"])
    #expect(ran.code == .dataError)
    let lines = ran.errors.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains(": error: ") }.count == 2)
    #expect(
      lines.contains {
        $0.hasSuffix(
          ":3:9: error: attendu\u{A0}: un geste sur le profil (open, refresh, retry ou close)\u{202F}; trouvé\u{A0}: 'opn'"
        )
      })
    #expect(lines.last == "2 problèmes dans 1 fichier\u{202F}; rien n'a été joué.")
    for line in lines { #expect(CourseFrench.englishWords(in: line).isEmpty, "« \(line) »") }
  }

  /// The English words of `text` outside code, quotes and French quotes: a word the user wrote, quoted back as
  /// « The », is theirs.
  nonisolated static func englishWords(in text: String) -> [String] {
    CourseFrench.englishWords(in: text.replacingOccurrences(of: "«[^»]*»", with: " ", options: .regularExpression))
  }

  // MARK: - Reports

  nonisolated static let failing = """
    scenario "Failing"
    todos open
    todos add "Buy milk"
    expect todos rows "[ ] Buy bread"
    expect todos left 3
    """

  @Test func runReportsAFailureInFrench() async throws {
    let folder = try scenarioFolder(["todos/failing.scenario": Self.failing])
    let ran = await archlab(["run", "--scenarios", folder.path, "--lang", "fr"])
    #expect(ran.code == .failure)
    #expect(ran.output.hasPrefix("scénario"))
    #expect(ran.output.contains("ÉCHEC todos/failing [reference]"))
    #expect(
      ran.output.contains("attendu\u{A0}: `todos rows \"[ ] Buy bread\"`\u{202F}; à l'écran\u{A0}: \"[ ] Buy milk\""))
    #expect(ran.output.hasSuffix("\n0 passe, 1 échoue\n"))
    for line in ran.output.split(separator: "\n") {
      #expect(CourseFrench.englishWords(in: String(line)).isEmpty, "« \(line) »")
    }
    // JSON is for programs: the same in every language.
    let json = await archlab(["run", "--scenarios", folder.path, "--format", "json", "--lang", "fr"])
    #expect(
      json.output == (await archlab(["run", "--scenarios", folder.path, "--format", "json", "--lang", "en"])).output)
  }

  @Test func showSaysEachVerdictInFrench() async throws {
    let folder = try scenarioFolder(["todos/failing.scenario": Self.failing])
    let ran = await archlab(["show", "failing", "--scenarios", folder.path, "--lang", "fr"])
    #expect(ran.code == .failure)
    let lines = ran.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "  ✗ reference: attendu\u{A0}: `todos rows \"[ ] Buy bread\"`\u{202F}; à l'écran\u{A0}: \"[ ] Buy milk\""))
    #expect(lines.last == "échec\u{A0}: reference")
    // The title is the scenario file's, written as its statements are.
    for line in lines.dropFirst() { #expect(CourseFrench.englishWords(in: line).isEmpty, "« \(line) »") }
  }

  @Test func showSaysAnExpectationAfterAFailureWasNeverChecked() async throws {
    let folder = try scenarioFolder(["todos/failing.scenario": Self.failing])
    let ran = await archlab(["show", "failing", "--scenarios", folder.path, "--lang", "en"])
    let lines = ran.output.split(separator: "\n").map(String.init)
    let last = try #require(lines.firstIndex { $0.hasPrefix("5: expect todos left 3") })
    #expect(lines[last + 1] == "  (stopped earlier)")
    #expect(!ran.output.contains("holds for"))
  }

  @Test func listNamesEachArchitectureInFrench() async {
    let ran = await archlab(["list", "--lang", "fr"], registry: .standard)
    #expect(ran.code == .success)
    #expect(ran.output.hasPrefix("Architectures\u{A0}:\n"))
    for architecture in Registry.standard.all {
      #expect(ListCommand.frenchSummaries[architecture.summary] != nil, "\(architecture.name)")
    }
    let names = ran.output.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.dropFirst()
    #expect(names.count == Registry.standard.all.count)
    for line in names { #expect(CourseFrench.englishWords(in: String(line)).isEmpty, "« \(line) »") }
  }
}

/// FEATURE.fr.md, the spec in French for the course's French learners, says what FEATURE.md says: the same
/// sections, the same rules in the same order, the same code; and the French documents' links into it land.
@MainActor @Suite(.temporaryFolders) struct FeatureTranslationTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: CourseFrench.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theFrenchSpecHasTheSameSectionsRulesAndCode() throws {
    let english = try Self.read("FEATURE.md")
    let french = try Self.read("FEATURE.fr.md")
    #expect(LessonDocument(french).headings.map(\.level) == LessonDocument(english).headings.map(\.level))
    let rules = { (text: String) in text.matches(of: /\*\*([A-Z]\d+)\*\*/).map { String($0.1) } }
    #expect(rules(english).count >= 30)
    #expect(rules(french) == rules(english))
    // Code, statements and the app's messages are the same in every language; a wrapped span is one span.
    let code = { (text: String) in
      text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { !$0.offset.isMultiple(of: 2) }
        .map { $0.element.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }
    #expect(code(french) == code(english))
    for paragraph in french.components(separatedBy: "\n\n") {
      let words = FrenchLabTests.englishWords(in: paragraph)
      #expect(words.isEmpty, "« \(paragraph) » says \(words)")
    }
  }

  @Test func everyLinkIntoTheSpecLandsOnAHeading() throws {
    let anchors = try [
      "FEATURE.md": LessonChecker.anchors(inMarkdown: Self.read("FEATURE.md")),
      "FEATURE.fr.md": LessonChecker.anchors(inMarkdown: Self.read("FEATURE.fr.md")),
    ]
    let root = CourseFrench.root
    let documents = (FileManager.default.enumerator(atPath: root.path)?.allObjects ?? []).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".md") && ($0.hasPrefix("Course/") || $0.hasPrefix("Lessons/")) && !$0.contains(".build") }
    var links = 0
    for document in documents {
      let text = try Self.read(document)
      for match in text.matches(of: /\]\((?:\.\.\/)*(FEATURE(?:\.fr)?\.md)#([^)]+)\)/) {
        links += 1
        #expect(anchors[String(match.1)]?.contains(String(match.2)) == true, "\(document): \(match.0)")
      }
    }
    #expect(links >= 5)
  }
}

/// A French lesson prints `compare` and `bench` tables in French, and they stand where the English lesson's do.
@MainActor @Suite(.temporaryFolders) struct FrenchGeneratedTablesTests {
  @Test func aBlockThatAsksForFrenchStandsForTheEnglishLessonsBlock() {
    let marker = "<!-- archlab compare --from Lessons/compare.json --format markdown"
    let english = LessonDocument("\(marker) -->\n| x |\n<!-- end -->\n")
    let french = LessonDocument("\(marker) --lang fr -->\n| y |\n<!-- end -->\n")
    let other = LessonDocument(
      "<!-- archlab compare --from Lessons/compare.json --format text --lang fr -->\n<!-- end -->\n")
    #expect(french.markerSequence == english.markerSequence, "`--lang fr` is the translation's, not a difference")
    #expect(other.markerSequence != english.markerSequence, "another command is one")
  }

  @Test func everyTableAFrenchLessonGeneratesIsInFrench() throws {
    let folder = CourseFrench.root.appendingPathComponent("Lessons/fr")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
    var tables = 0
    for file in files {
      let document = LessonDocument(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
      for block in document.blocks {
        guard case .command(let words) = block.kind, ["compare", "bench"].contains(words.first ?? "") else { continue }
        tables += 1
        #expect(
          LessonChecker.language(words) == ["--lang", "fr"],
          "Lessons/fr/\(file): `archlab \(words.joined(separator: " "))`")
      }
    }
    #expect(tables > 0, "the French lessons show the measures")
  }
}
