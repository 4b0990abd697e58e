// The course speaks the learner's language to the end, and says a failure as a teacher would: what the
// check wanted beside what the code gave, only what differs, without the test framework's notation.

import Foundation
import LabDrivers
import LabEngine
import LabLanguage
import TestSupport
import Testing

@testable import LabCourse

@Suite struct FailureTextTests {
  let english = CourseWords(language: .en).failureLabels

  @Test func aComparisonShowsWhatTheCheckWantedBesideWhatTheCodeGave() {
    let text = FailureText(labels: english, verbose: false)
    #expect(text.lines(#"(state.itemsLeft → 2) == 1"#) == ["expected: 1", "got:      2"])
    #expect(
      text.lines(#"(outcome("  Buy milk ") → success("  Buy milk ")) == (.success("Buy milk") → success("Buy milk"))"#)
        == [#"expected: success("Buy milk")"#, #"got:      success("  Buy milk ")"#])
    #expect(text.lines(#"(state.id → 3) != 3"#) == ["got:      3", "not:      3"])
  }

  @Test func twoValuesOfOneTypeShowOnlyTheFieldsThatDiffer() {
    let text = FailureText(labels: english, verbose: false)
    let message =
      #"(state → Exercise02.TodosState(todos: [], isLoading: true, errorMessage: nil)) == (expected → Exercise02.TodosState(todos: [], isLoading: false, errorMessage: Optional("Couldn\'t load.")))"#
    #expect(
      text.lines(message) == [
        "isLoading:", "  expected: false", "  got:      true", "errorMessage:", "  expected: \"Couldn't load.\"",
        "  got:      nothing (nil)",
      ])
  }

  @Test func nilIsSaidInWordsAndACheckThatRefusesItWantsAValue() {
    let text = FailureText(labels: english, verbose: false)
    #expect(text.lines(#"(store.detail → nil) != nil"#) == ["expected: a value, not nil", "got:      nothing (nil)"])
    #expect(
      text.lines(#"(store.detail → nil) == "Buy milk""#) == [#"expected: "Buy milk""#, "got:      nothing (nil)"])
    let french = FailureText(labels: CourseWords(language: .fr).failureLabels, verbose: false)
    #expect(french.lines(#"(store.detail → nil) != nil"#)?.last == "obtenu\u{A0}:  rien (nil)")
  }

  @Test func theSentencesOfTheTestsSupportAreSaidInFrench() {
    let french = CourseWords(language: .fr)
    #expect(
      french.knownSentence("profile has received 0 request(s): there is no request 1 to answer") == [
        "profile n'a reçu aucune requête\u{A0}: il n'y a pas de requête n°\u{A0}1 à laquelle répondre"
      ])
    #expect(
      french.knownSentence("save has received 2 request(s): there is no request 3 to answer")?.first?.hasPrefix(
        "save n'a reçu que 2 requêtes") == true)
    #expect(french.knownSentence("save #1 can't be answered: it was answered or cancelled already") != nil)
    #expect(french.knownSentence("change holds no request to answer") == ["aucune requête change n'attend de réponse"])
    #expect(
      french.knownSentence(#"save #1 (Todo(id: todo-1, …)) was never answered: answer every request the code sends"#)
        == [
          "la requête save n°\u{A0}1 (Todo(id: todo-1, …)) n'a jamais reçu de réponse\u{A0}: répondez à chaque requête que le code envoie"
        ])
    #expect(
      french.knownSentence(#"an error was expected but none was thrown and "[]" was returned"#) == [
        "attendu\u{A0}: une erreur", "obtenu\u{A0}:  aucune erreur, et la valeur []",
      ])
    #expect(
      french.knownSentence("an error was expected but none was thrown") == [
        "attendu\u{A0}: une erreur", "obtenu\u{A0}:  aucune erreur",
      ])
    #expect(
      CourseWords(language: .en).knownSentence("save #1 can't be answered: it was answered or cancelled already") == nil
    )
    #expect(french.knownSentence("something else") == nil)
    for sentence in [
      "profile n'a reçu aucune requête", "la requête save n°\u{A0}1 ne peut plus recevoir de réponse",
      "aucune requête change n'attend de réponse",
    ] {
      #expect(CourseFrench.englishWords(in: sentence).isEmpty, "\(sentence)")
    }
  }

  @Test func twoLongValuesAreCutAroundWhereTheyFirstDiffer() throws {
    let shared = String(repeating: "x", count: 100)
    let message = #"(title → "\#(shared)-got-tail") == "\#(shared)-wanted-tail""#
    let lines = try #require(FailureText(labels: english, verbose: false).lines(message))
    #expect(lines.count == 2)
    // A string cut keeps its quotes.
    #expect(lines[0].hasPrefix(#"expected: "… "#) && lines[0].hasSuffix(#"-wanted-tail""#))
    #expect(lines[1].hasPrefix(#"got:      "… "#) && lines[1].hasSuffix(#"-got-tail""#))
    // Both lines start at the same place, so what they share lines up.
    #expect(lines[0].dropFirst(10).prefix(20) == lines[1].dropFirst(10).prefix(20))
    // A difference that a line already shows is not moved.
    let early = FailureText(labels: english, verbose: false).lines(#"(title → "ab\#(shared)") == "cd\#(shared)""#)
    #expect(early?[0].hasPrefix(#"expected: "cd"#) == true)
    #expect(early?[0].hasSuffix(#" …""#) == true)
  }

  @Test func twoListsShowWhatIsMissingAndWhatIsInExcess() {
    let text = FailureText(labels: english, verbose: false)
    let message = #"(effects → [SharedModel.Todo(id: 1), SharedModel.Todo(id: 2)]) == [.one, .three]"#
    #expect(
      text.lines(#"(todos → [Todo(id: 1), Todo(id: 2)]) == [Todo(id: 1), Todo(id: 3)]"#) == [
        "missing: Todo(id: 3)", "extra:   Todo(id: 2)",
      ])
    // Module names are left out.
    #expect(text.lines(message)?.contains("extra:   Todo(id: 1)") == true)
  }

  @Test func aLongValueIsCutUnlessTheLearnerAsksForEverything() {
    let long = String(repeating: "a", count: 100)
    let message = #"(title → "\#(long)") == "b""#
    #expect(FailureText(labels: english, verbose: false).lines(message)?[1].hasSuffix(#" …""#) == true)
    #expect(FailureText(labels: english, verbose: true).lines(message)?[1] == #"got:      "\#(long)""#)
  }

  @Test func whatIsNotAComparisonIsLeftToTheCaller() {
    #expect(FailureText(labels: english, verbose: false).lines("isDone") == nil)
    #expect(FailureText(labels: english, verbose: false).lines("save #1 was never answered") == nil)
  }

  @Test func aConditionIsShownAsTheTestWroteItThenTrueAboveFalse() {
    let message = "(source.fetches → TestSupport.HeldEndpoint<(), SharedModel.Profile>).wasCancelled(1)"
    #expect(
      FailureText(labels: english, verbose: false).lines(message) == [
        "`source.fetches.wasCancelled(1)`", "expected: true", "got:      false",
      ])
    let french = FailureText(labels: CourseWords(language: .fr).failureLabels, verbose: false)
    #expect(french.lines("!(list → [1, 2]).isEmpty")?.last == "obtenu\u{A0}:  faux")
    #expect(FailureText.asWritten("!(list → [1, (2)]).isEmpty && (a → f(1)).b(c)") == "!list.isEmpty && a.b(c)")
    // The value of a call, around a value that holds parentheses and an arrow of its own in quotes.
    #expect(
      FailureText.asWritten(#"!((title → "TODO: a (first) → b").contains("TODO") → true)"#)
        == #"!title.contains("TODO")"#)
    // An argument's value, inside the call's own parentheses, which stay.
    #expect(
      FailureText.asWritten("(state → PinState(todos: [])).isSaving(Todo.callMom.id → 3)")
        == "state.isSaving(Todo.callMom.id)")
  }
}

@Suite struct CheckTranslationsTests {
  @Test func aPathIsANameWhateverItsFoldersAreCalled() {
    // A clone in `/tmp/before` once made a French message about this very file look English.
    #expect(CourseFrench.englishWords(in: "archlab : /tmp/before/the/x.swift n'est pas une mesure") == [])
    #expect(CourseFrench.englishWords(in: "archlab: the file /tmp/x is not a measure") == ["the", "is", "not"])
  }

  @Test func aTableGivesEachCheckItsFrenchAndCarriesWhatTheTestFilledIn() {
    let table = CheckTranslations(markdown: [
      """
      | English | Français |
      | --- | --- |
      | keeps a valid title as typed | garde tel quel un titre valide |
      | the view model stores one state, found {} | le view model garde un seul état, il en a {} |
      | a \\| b | a \\| b en français |
      """
    ])
    #expect(table.french(for: "keeps a valid title as typed") == "garde tel quel un titre valide")
    #expect(
      table.french(for: "the view model stores one state, found 3") == "le view model garde un seul état, il en a 3")
    #expect(table.french(for: "a | b") == "a | b en français")
    #expect(table.french(for: "an unknown check") == nil)
  }

  /// Every check of every exercise, and every sentence its tests say when one fails, has its French.
  @Test func everyCheckAndEveryFailureSentenceOfTheCourseHasItsFrench() throws {
    let course = Course(root: CourseFrench.root)
    #expect(course.exercises.count >= 15)
    var missing: [String] = []
    for exercise in course.exercises {
      let folder = exercise.folder
      let english = CourseFrench.englishSentences(in: course.url(course.testsPath(of: exercise)))
      let table = CheckTranslations.load(course: course, exercise: exercise)
      for sentence in english {
        guard let french = table.french(for: sentence) else {
          missing.append("\(folder): | \(sentence) |  |")
          continue
        }
        let leftover = CourseFrench.englishWords(in: french)
        if !leftover.isEmpty { missing.append("\(folder): « \(french) » still says \(leftover)") }
      }
    }
    #expect(missing.count == 0, "sentences without their French:\n\(missing.joined(separator: "\n"))")
  }

  @Test func theCourseSaysAFailureInFrenchWithNoEnglishWordOfItsOwn() {
    let words = CourseWords(language: .fr)
    let text = FailureText(labels: words.failureLabels, verbose: false)
    let lines =
      (text.lines(#"(state.itemsLeft → 2) == 1"#) ?? []) + (text.lines(#"(todos → [1, 2]) == [1, 3]"#) ?? [])
      + (text.lines("(source.fetches → HeldEndpoint<(), Profile>).wasCancelled(1)") ?? [])
      + [
        words.doesNotCompile("01-title-rules"), words.fixTheFirstError, words.crashed("signal 11"), words.aCrashIs,
        words.didNotRun("01"), words.noCheckRan("01"), words.passesButFailed(1), words.somePass(1, 7, readme: "R"),
        words.somePass(2, 7, readme: "R"), words.cases(1, 3), words.forCase("KeyValueTodoRepository"),
        words.stretch(1, 3, readme: "R"), words.stretchPasses(2), words.stretchWaits(2), words.anotherSwiftPM,
      ]
    for line in lines {
      #expect(CourseFrench.englishWords(in: line).isEmpty, "« \(line) »")
    }
    // Two booleans compared are said as a condition's verdict is, `vrai` and `faux`, not as Swift writes them.
    let booleans = text.lines("(detail.isDone → true) == (row(list)?.isDone → Optional(false))") ?? []
    #expect(booleans.contains { $0.hasSuffix(" faux") } && booleans.contains { $0.hasSuffix(" vrai") }, "\(booleans)")
    #expect(!booleans.contains { $0.contains("true") || $0.contains("false") }, "\(booleans)")
    #expect(words.cases(0, 3) == "aucun de ses 3 cas ne passe")
    // A gesture on an element the screen doesn't show, as Swift Testing reports the host's error.
    let missing = #"an error was thrown when none was expected: "no element with identifier or label "name.retry""#
    #expect(
      words.knownSentence(missing) == [
        "le geste n'a rien trouvé sur quoi agir\u{A0}: aucun élément n'a l'identifiant ou le libellé \"name.retry\""
      ])
    #expect(CourseWords(language: .en).cases(0, 3) == "none of its 3 cases passes")
    #expect(words.somePass(1, 7, readme: "R").hasPrefix("1 vérification sur 7 passe."))
    #expect(words.somePass(0, 5, readme: "R").hasPrefix("Aucune des 5 vérifications ne passe."))
    #expect(words.stretch(0, 2, readme: "R").contains("\u{A0}: aucune des 2 vérifications ne passe."))
    #expect(CourseWords(language: .en).somePass(0, 5, readme: "R").hasPrefix("None of the 5 checks passes."))
    #expect(words.somePass(2, 7, readme: "R").hasPrefix("2 vérifications sur 7 passent."))
    #expect(words.stretch(1, 3, readme: "R").contains("1 vérification sur 3 passe."))
    #expect(words.stretch(2, 3, readme: "R").contains("2 vérifications sur 3 passent."))
  }
}

/// The course's sentences as its tests write them, and the English words French must not keep.
enum CourseFrench {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// English words that mark a sentence as English: function words no French sentence uses.
  static let markers: Set<String> = [
    "the", "and", "is", "are", "of", "with", "when", "your", "this", "that", "not", "for", "but", "it", "its",
    "was", "were", "has", "have", "does", "doesn't", "isn't", "from", "to", "at", "once", "every", "each",
    "again", "which", "what", "should", "must", "still", "only", "before", "after", "shows", "keeps",
  ]

  /// The words of `text` outside code (backticks, quotes) and names (`walk-the-dog`, `/tmp/before/x.swift`) that
  /// are on the list of English markers.
  static func englishWords(in text: String) -> [String] {
    // A DocC link, ``Symbol``, is code as `code` is.
    let prose = text.replacingOccurrences(of: "``", with: "`").split(separator: "`", omittingEmptySubsequences: false)
      .enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
      .replacingOccurrences(of: #""[^"]*""#, with: " ", options: .regularExpression)
      .replacingOccurrences(of: #"“[^”]*”"#, with: " ", options: .regularExpression)
      .replacingOccurrences(of: #"«[^»]*»"#, with: " ", options: .regularExpression)
      // A path is a name, whatever its folders are called: where the package was cloned says nothing of French.
      .replacingOccurrences(of: #"\S*/\S*"#, with: " ", options: .regularExpression)
    // A name joined by hyphens, a folder or a todo's id, is a name, not words.
    let words = prose.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "-" }.map(String.init)
    return words.filter { markers.contains($0) }
  }

  /// Each check's name in words, and each sentence the exercise's tests give when an expectation
  /// fails (`#expect(…, "…")`, `Issue.record("…")`, `withKnownIssue("…")`), with `{}` where the test
  /// fills something in: the test files of the folder `tests`.
  static func englishSentences(in tests: URL) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: tests.path))?.filter { $0.hasSuffix(".swift") }
    var sentences: [String] = []
    for file in (files ?? []).sorted() {
      guard let text = try? String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8) else { continue }
      sentences += checkNames(in: text)
      for literal in stringLiterals(in: text) where isComment(literal.range, in: text) {
        let lines = literal.value.components(separatedBy: "\\n")
        // A sentence has words: an identifier or an address the test compares is not one.
        sentences += lines.filter { $0 != "{}" && $0.contains(" ") }
      }
    }
    var seen = Set<String>()
    return sentences.filter { seen.insert($0).inserted }
  }

  /// Every string literal of `text`, with `{}` for each interpolation, and where it stands.
  static func stringLiterals(in text: String) -> [(value: String, range: Range<String.Index>)] {
    var literals: [(String, Range<String.Index>)] = []
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index] == "\"" else {
        if text[index...].hasPrefix("//") {
          index = text[index...].firstIndex(of: "\n") ?? text.endIndex
        } else {
          index = text.index(after: index)
        }
        continue
      }
      let start = index
      index = text.index(after: index)
      var value = ""
      while index < text.endIndex, text[index] != "\"" {
        if text[index] == "\\", text.index(after: index) < text.endIndex {
          let next = text[text.index(after: index)]
          if next == "(" {
            // An interpolation: skip to its closing bracket, strings and brackets inside included.
            var depth = 0
            var inner = text.index(after: index)
            var inString = false
            while inner < text.endIndex {
              let character = text[inner]
              if character == "\"" { inString.toggle() }
              if !inString, character == "(" { depth += 1 }
              if !inString, character == ")" {
                depth -= 1
                if depth == 0 { break }
              }
              inner = text.index(after: inner)
            }
            value += "{}"
            index = inner < text.endIndex ? text.index(after: inner) : inner
            continue
          }
          value += next == "n" ? "\\n" : String(next)
          index = text.index(index, offsetBy: 2)
          continue
        }
        value.append(text[index])
        index = text.index(after: index)
      }
      let end = index < text.endIndex ? text.index(after: index) : index
      literals.append((value, start..<end))
      index = end
    }
    return literals
  }

  /// Whether the literal at `range` is a failure's words: the last argument of an expectation, or
  /// what `Issue.record` or `withKnownIssue` says.
  static func isComment(_ range: Range<String.Index>, in text: String) -> Bool {
    let before = text[..<range.lowerBound].reversed().drop { $0 == " " || $0 == "\n" }
    let after = text[range.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard after.first == ")" || after.first == "," else { return false }
    // An element of an array literal, `["Buy milk", "Call mom"]`, is a value the test compares.
    var depth = 0
    for character in text[..<range.lowerBound].reversed() {
      if character == ")" || character == "]" { depth += 1 }
      if character == "(" || character == "[" {
        if depth == 0 { if character == "[" { return false } else { break } }
        depth -= 1
      }
    }
    let opening = String(String(before.prefix(16)).reversed())
    return before.first == "," || opening.hasSuffix("Issue.record(") || opening.hasSuffix("withKnownIssue(")
  }

  /// Each `@Test`'s name in words: its display name when it has one, else its function's name.
  static func checkNames(in text: String) -> [String] {
    var names: [String] = []
    for start in text.ranges(of: "@Test") {
      var index = start.upperBound
      var display: String?
      if index < text.endIndex, text[index] == "(" {
        // The arguments, brackets and strings inside included; a display name is the first of them.
        let literals = stringLiterals(in: String(text[index...]))
        var depth = 0
        var inString = false
        while index < text.endIndex {
          let character = text[index]
          if character == "\"" { inString.toggle() }
          if !inString, character == "(" { depth += 1 }
          if !inString, character == ")" {
            depth -= 1
            if depth == 0 { break }
          }
          index = text.index(after: index)
        }
        let arguments = text[start.upperBound..<index]
        if arguments.dropFirst().first == "\"" { display = literals.first?.value }
      }
      guard let function = text[index...].firstMatch(of: #/func\s+(\w+)/#) else { continue }
      names.append(CheckName.words(display.map { "\"\($0)\"" } ?? "\(function.output.1)()"))
    }
    return names
  }
}

/// A failed scenario, as a check that plays scenarios shows it, said in French: every line the engine
/// writes, each kind of reason and each line of the screen it read, played for real so that a sentence
/// the engine changes fails here.
@MainActor
@Suite struct ScenarioFrenchTests {
  @Test(arguments: [
    // The Profile screen, then the server: its requests, its todos, and what it can't do.
    "server hold profile\nprofile open\nexpect profile name \"Grace Hopper\"",
    "server hold profile\nprofile open\nexpect profile empty",
    "profile open\nexpect profile error \"Couldn't load the profile.\"",
    "profile open\nexpect profile loading",
    "profile open\nexpect server requests profile 2",
    "expect server todos \"[ ] Buy milk\"",
    "server todos \"[ ] Walk the dog\"\nexpect server todos",
    "server release profile 2",
    "server release profile",
    "profile open\nserver release profile 1",
    "app link todos \"Buy milk\"",
    // The Todos screen, its rows, the Todo screen over it, and the badge.
    "server hold list\ntodos open\nexpect todos not-loading",
    "server todos \"[ ] Walk the dog\" \"[x] Buy milk\"\ntodos open\nexpect todos rows",
    "todos open\nexpect todos rows \"[ ] Walk the dog\"",
    "server hold save\ntodos open\ntodos add \"Walk the dog\"\nexpect todos saving",
    "todos open\nexpect todos saving \"Buy milk\"",
    "server todos \"[ ] Walk the dog\"\ntodos open\nexpect todos left 3",
    "todos open\ntodos type \"Call the bank\"\nexpect todos field \"\"",
    "todos open\nexpect todos filter active",
    "server fail list\ntodos open\nexpect todos no-error",
    "todos open\ntodos toggle \"Walk the dog\"",
    "server todos \"[ ] Walk the dog\"\ntodos open\ntodos show \"Walk the dog\"\nexpect todo closed",
    "server todos \"[ ] Walk the dog\"\ntodos open\ntodos show \"Walk the dog\"\nexpect todo title \"Buy milk\"",
    "server todos \"[ ] Walk the dog\"\ntodos open\ntodos show \"Walk the dog\"\nexpect todo done",
    "server todos \"[ ] Walk the dog\"\ntodos open\ntodos show \"Walk the dog\"\nexpect todo saving",
    "todos open\nexpect todo field \"Buy milk\"",
    "server todos \"[ ] Walk the dog\"\ntodos open\nexpect app badge 3",
    "expect app badge 3",
  ])
  func everyLineOfAFailedScenarioIsSaidInFrench(body: String) async throws {
    let scenario = try ScenarioParser.parse("scenario \"x\"\n" + body, file: "Scenarios/x.scenario")
    let architecture = try #require(Architectures.all().first { $0.name == "mvvm" })
    let failure = try #require(await Engine(architecture).play(scenario).failure, "the scenario fails")
    for line in [failure.description] + failure.screen {
      let french = ScenarioFrench.line(line)
      #expect(french != nil || Self.isTheAppsOwnText(line), "« \(line) » has no French")
      let said = french ?? line
      #expect(CourseFrench.englishWords(in: said).isEmpty, "« \(said) », from « \(line) »")
    }
  }

  /// `.ci/course` plays `course check N --lang fr` on every starting point and looks for these same words.
  @Test func theCoursesCILooksForTheSameEnglishWords() throws {
    let script = try String(contentsOf: CourseFrench.root.appendingPathComponent(".ci/course"), encoding: .utf8)
    let list = try #require(script.firstMatch(of: /english_markers="([^"]*)"/)?.1)
    let words = list.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(Set(words) == CourseFrench.markers)
  }

  @Test func theWatchdogIsSaidInFrenchToo() {
    let stuck =
      "Scenarios/x.scenario:3: `profile open` (line 3) neither finished nor waited on a held server answer,"
      + " and made no progress in 2.0 seconds of idle time (watchdog)"
    #expect(
      ScenarioFrench.line(stuck)
        == "`Scenarios/x.scenario:3`\u{A0}: `profile open` (ligne 3) n'a ni fini ni attendu une réponse retenue du"
        + " serveur, et n'a pas avancé en 2,0\u{A0}s d'inactivité (chien de garde)")
    let closed =
      "Scenarios/x.scenario:5: `todos open` (line 4) did not stop when the app was closed (watchdog: 2 seconds)"
    #expect(
      ScenarioFrench.line(closed)
        == "`Scenarios/x.scenario:5`\u{A0}: `todos open` (ligne 4) ne s'est pas arrêté à la fermeture de l'app"
        + " (chien de garde\u{A0}: 2\u{A0}s)")
    #expect(ScenarioFrench.line("keeps a valid title as typed") == nil, "a check's own words are its table's")
  }

  @Test func aCheckThatQuotesAFailedScenarioIsSaidLineByLineWithItsOwnWordsFromItsTable() {
    let table = CheckTranslations(markdown: [
      """
      | English | Français |
      | --- | --- |
      | it fails for {}, which is right (T1): {} | elle échoue pour {}, et c'est juste (T1) : {} |
      """
    ])
    let line =
      "it fails for mvi, which is right (T1): Scenarios/x.scenario:4: expected todos left 1, the screen shows"
      + " no rows"
    #expect(
      table.french(for: line)
        == "elle échoue pour mvi, et c'est juste (T1) : `Scenarios/x.scenario:4`\u{A0}: attendu\u{A0}: `todos left 1`"
        + "\u{202F}; à l'écran\u{A0}: aucune ligne")
  }

  /// Exercise 08: a learner's scenario that doesn't follow the language is said in French, line by line, as the
  /// check records it: its own sentence from the table, then each problem the parser found.
  @Test func aLearnersScenarioThatDoesNotParseIsSaidInFrench() throws {
    let parsed = Result {
      try ScenarioParser.parse("scenario \"x\"\ntodos add \"a\"\nexpect todos left", file: "s.scenario")
    }
    guard case .failure(let failure) = parsed else {
      Issue.record("the scenario parses")
      return
    }
    let lines = "\(failure)".split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines.map { ScenarioFrench.line($0) } == [
        "s.scenario:2:1: error: `todos add` sur un écran qui n'est pas ouvert\u{A0}: écrivez `todos open` avant",
        "s.scenario:3:18: error: attendu\u{A0}: le nombre de todos restants",
      ])
  }

  /// A line of the screen that is the app's own: a profile's name or email, which no course translates.
  private static func isTheAppsOwnText(_ line: String) -> Bool {
    ["  Ada Lovelace", "  ada@example.com"].contains(line)
  }
}

/// A solution's comments in French: each block found, said again in French at its place, the code as it was.
@Suite struct SolutionCommentsTests {
  let source = """
    // Exercise 01, solved: the title rules.
    // Lesson 01.

    /// The title as typed, trimmed:
    ///
    ///     TitleRules.validate(" a ")
    ///
    /// - Throws: ``TitleError/empty`` when nothing is left.
    struct TitleRules {
      // MARK: - Rules
      let limit = 200  // T2: the longest title
      let url = "archlab://todos"  // a link, and no comment
    }
    """

  @Test func aBlockIsAParagraphAndAListItemAMarkOrACommentAfterCodeIsOneOfItsOwn() {
    #expect(
      SolutionComments.blocks(of: source) == [
        "Exercise 01, solved: the title rules. Lesson 01.", "The title as typed, trimmed:",
        "- Throws: ``TitleError/empty`` when nothing is left.", "MARK: - Rules", "T2: the longest title",
      ])
  }

  @Test func eachBlockIsSaidInFrenchAtItsPlaceAndTheCodeStaysAsItWas() {
    let table = SolutionComments(
      markdown: """
        | English | Français |
        | --- | --- |
        | Exercise 01, solved: the title rules. Lesson 01. | Exercice 01, résolu\u{A0}: les règles du titre. Leçon 01. |
        | The title as typed, trimmed: | Le titre tel que tapé, sans espaces autour\u{A0}: |
        | - Throws: ``TitleError/empty`` when nothing is left. | - Throws: ``TitleError/empty`` s'il ne reste rien. |
        | MARK: - Rules | MARK: - Règles |
        | T2: the longest title | T2\u{A0}: le titre le plus long |
        """)
    #expect(
      table.translated(source)
        == """
        // Exercise 01, résolu\u{A0}: les règles du titre. Leçon 01.

        /// Le titre tel que tapé, sans espaces autour\u{A0}:
        ///
        ///     TitleRules.validate(" a ")
        ///
        /// - Throws: ``TitleError/empty`` s'il ne reste rien.
        struct TitleRules {
          // MARK: - Règles
          let limit = 200  // T2\u{A0}: le titre le plus long
          let url = "archlab://todos"  // a link, and no comment
        }
        """.replacingOccurrences(of: "Exercise 01, résolu", with: "Exercice 01, résolu"))
  }

  @Test func aLongBlockIsWrappedNoWiderThanItWas() {
    let lines = SolutionComments.wrap(String(repeating: "mot ", count: 40), prefix: "  ///", width: 90)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("  /// mot") && $0.count <= 90 })
  }

  @Test func aBlockALittleLongerThanItsLinesLeavesNoWordAlone() {
    // 43 words of three letters: two lines of 90 hold 42 of them, and a greedy wrap leaves the last alone.
    let lines = SolutionComments.wrap(String(repeating: "mot ", count: 43), prefix: "  ///", width: 90)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= 90 })
    let words = lines.map { $0.split(separator: " ").count - 1 }
    #expect(words == [15, 15, 13], "the lines as even as the width allows, the last one included: \(words)")
  }

  /// Every comment of every solution has its French, and only those: a comment changed in English
  /// without its French fails here.
  @Test func everyCommentOfEverySolutionHasItsFrenchAndOnlyThose() throws {
    let solutions = CourseFrench.root.appendingPathComponent("Course/Solutions")
    let folders = try FileManager.default.contentsOfDirectory(atPath: solutions.path).filter {
      $0.first?.isNumber == true
    }
    #expect(folders.count >= 15)
    var problems: [String] = []
    for folder in folders.sorted() {
      let base = solutions.appendingPathComponent(folder)
      let markdown =
        (try? String(contentsOf: base.appendingPathComponent(SolutionComments.file), encoding: .utf8)) ?? ""
      let table = SolutionComments(markdown: markdown)
      let rows = markdown.split(separator: "\n").map { CheckTranslations.cells(of: String($0)) }
        .filter { $0.count == 2 && $0[0] != "English" && !$0[0].hasPrefix("---") }.map { $0[0] }
      var blocks: [String] = []
      for file in swiftFiles(under: base) {
        let text = try String(contentsOf: file, encoding: .utf8)
        blocks += SolutionComments.blocks(of: text)
        // The French changes the comments and nothing else.
        #expect(code(of: table.translated(text)) == code(of: text), "\(folder)/\(file.lastPathComponent)")
      }
      for block in blocks {
        guard let french = table.french(for: block) else {
          problems.append("\(folder): | \(block) |  |")
          continue
        }
        let english = CourseFrench.englishWords(in: french)
        if !english.isEmpty { problems.append("\(folder): « \(french) » still says \(english)") }
      }
      for row in rows where !blocks.contains(row) { problems.append("\(folder): no comment says « \(row) » now") }
    }
    #expect(problems.count == 0, "\(problems.count) problems:\n\(problems.prefix(30).joined(separator: "\n"))")
  }

  private func swiftFiles(under folder: URL) -> [URL] {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL]
    return (files ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }

  /// The lines of `text` that are code, each without a comment after it.
  private func code(of text: String) -> [String] {
    SolutionComments.pieces(of: text).compactMap {
      switch $0 {
      case .verbatim(let line):
        line.contains("//") && line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? nil : line
      case .block: nil
      case .trailing(let code, _): code
      }
    }
  }
}
