// The lesson checks: each kind of untruth is caught, and --sync mends what can be regenerated.

import Foundation
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@testable import LabLessons

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct LessonCheckerTests {
  @Test func acceptsLessonsThatQuoteTheCodeAsItIs() async throws {
    let root = try package(
      english: Self.lesson(quote: "let answer = 42"), french: Self.lesson(quote: "let answer = 42"))
    #expect(try await checker(root).check() == [])
  }

  @Test func findsAQuoteThatDiffersFromItsRegionAndSyncMendsIt() async throws {
    let root = try package(
      english: Self.lesson(quote: "let answer = 41"), french: Self.lesson(quote: "let answer = 42"))
    let checker = checker(root)
    #expect(
      try await checker.check().map(\.description) == [
        "Lessons/en/01-first.md:9: the block differs from the region example-answer in Sources/Example/Answer.swift; run `archlab lessons --sync`"
      ])
    #expect(try await checker.sync() == ["Lessons/en/01-first.md"])
    #expect(try await checker.check() == [])
  }

  @Test func findsARegionThatDoesNotExist() async throws {
    let text = Self.lesson(quote: "x").replacingOccurrences(
      of: "snippet: example-answer", with: "snippet: example-question")
    let root = try package(english: text, french: text)
    #expect(
      try await checker(root).check().map(\.message).contains("no source region is named example-question"))
  }

  @Test func findsPathsLinksAndCommandsThatLeadNowhere() async throws {
    let text = Self.lesson(
      quote: "let answer = 42",
      extra: """
        Read `Sources/Example/Missing.swift` and [the notes](../../Notes.md).

        ```sh
        swift run archlab run no-such-scenario
        swift test --filter NoSuchSuite/
        ```
        """)
    let root = try package(english: text, french: text)
    let messages = try await checker(root).check().filter { $0.file.hasSuffix("en/01-first.md") }.map(
      \.message)
    #expect(messages.contains("no file or folder Sources/Example/Missing.swift"))
    #expect(messages.contains("the link to ../../Notes.md leads nowhere"))
    #expect(messages.contains { $0.hasPrefix("`swift run archlab run no-such-scenario`: exits 64") })
    #expect(messages.contains("`swift test --filter NoSuchSuite/`: no test target or suite is named NoSuchSuite/"))
  }

  @Test func findsANameTheCodeNoLongerHas() async throws {
    let text = Self.lesson(
      quote: "let answer = 42",
      extra: """
        `Answer.answer`, in `Answer.swift`, answers; `Answer.question`, in `Question.swift`, asked.
        Combine's `sink` is named for comparison, and `let x = question` is code, not a name.

        ```swift
        let asked = question
        ```
        """)
    let root = try package(english: text, french: text)
    let messages = try await checker(root).check().filter { $0.file.hasSuffix("en/01-first.md") }.map(\.message)
    #expect(
      messages == [
        "`question`: no Swift code of the package has that name (renamed?)",
        "`Question.swift`: the package has no Swift file of that name",
      ])
    try write("# Hints\n\nCall `Answer.question`, then `answer`.\n", to: root, "Course/Exercises/01-first/HINTS.md")
    #expect(
      try await checker(root).check().filter { $0.file.hasPrefix("Course/") }.map(\.description) == [
        "Course/Exercises/01-first/HINTS.md:3: `question`: no Swift code of the package has that name (renamed?)"
      ])
  }

  @Test func findsATranslationThatDiffersInStructure() async throws {
    let english = Self.lesson(quote: "let answer = 42")
    let french = english.replacingOccurrences(of: "### Why", with: "## Pourquoi")
    let root = try package(english: english, french: french)
    #expect(
      try await checker(root).check().map(\.description) == [
        "Lessons/fr/01-first.md:1: its headings differ from the English lesson's"
      ])
  }

  @Test func findsAGeneratedTableThatIsStale() async throws {
    let text = Self.lesson(
      quote: "let answer = 42", extra: "<!-- archlab compare --format markdown -->\n| a stale | table |\n<!-- end -->")
    let root = try package(english: text, french: text)
    #expect(
      try await checker(root).check().map(\.message).contains(
        "the output of `archlab compare --format markdown` has changed; run `archlab lessons --sync`"))
  }

  @Test func findsALessonWithoutItsOpeningOrClosingSections() async throws {
    let text = Self.lesson(quote: "let answer = 42").replacingOccurrences(of: "## Exercises", with: "## More")
      .replacingOccurrences(of: "## Objectives", with: "## Goals")
    let root = try package(english: text, french: text)
    let messages = try await checker(root).check().map(\.message)
    #expect(
      messages.contains(
        "a lesson ends with ## What carries over, ## Exercises, ## Recap, ## Check your understanding, in that order"))
    #expect(messages.contains("a lesson opens with ## Objectives"))
  }

  @Test func findsALessonThatIsTooLong() async throws {
    let text = Self.lesson(
      quote: "let answer = 42",
      extra: Array(repeating: "A line.", count: LessonChecker.longestLesson).joined(separator: "\n"))
    let root = try package(english: text, french: text)
    #expect(
      try await checker(root).check().map(\.description).contains {
        $0.hasPrefix("Lessons/en/01-first.md:1: this lesson has ")
          && $0.hasSuffix(" lines before its questions; a lesson has 460 at most")
      })
  }

  @Test func theQuestionsDoNotCountTowardsALessonsLength() async throws {
    let many = (1...3).map { _ in Self.questions }.joined(separator: "\n") + Array(repeating: "\n", count: 460).joined()
    let text = Self.lesson(quote: "let answer = 42", questions: many)
    let root = try package(english: text, french: text)
    let messages = try await checker(root).check().map(\.message)
    #expect(!messages.contains { $0.contains("lines before its questions") })
    // Nine questions, though: too many.
    #expect(messages.contains("a lesson asks 3 to 5 questions; this one asks 9"))
  }

  @Test func findsALessonThatDoesNotSayHowLongItTakes() async throws {
    let text = Self.lesson(quote: "let answer = 42").replacingOccurrences(of: "**Time:** about 10 minutes.", with: "")
    let root = try package(english: text, french: text)
    #expect(
      try await checker(root).check().map(\.description).contains(
        "Lessons/en/01-first.md:1: under its title a lesson says how long it takes: **Time:** about N minutes."))
  }

  @Test func findsAQuestionWithTwoRightAnswersOrAnUnexplainedChoice() async throws {
    let twoRight = Self.questions.replacingOccurrences(
      of: "**Not quite.** The region it names", with: "**Right.** The region it names")
    let unexplained = twoRight.replacingOccurrences(
      of: "**Not quite.** A block that differs from its region is reported as stale.", with: "**Not quite.** No.")
    let text = Self.lesson(quote: "let answer = 42", questions: unexplained)
    let root = try package(english: text, french: text)
    let messages = try await checker(root).check().map(\.message)
    #expect(
      messages.filter { $0 == "a question has exactly one choice explained as **Right.**; this one has 2" }.count == 3)
    #expect(messages.contains("this choice's explanation says too little to teach anything"))
    #expect(
      messages.contains("its questions differ from the English lesson's: their number, their choices or the right ones")
        == false)
  }

  @Test func findsALessonWhoseRightAnswersAreTooOftenTheLongest() async throws {
    let longWrong = "<details><summary>C. Whatever the writer typed, however long ago they pasted it.</summary>"
    let shortWrong = "<details><summary>C. Whatever.</summary>"
    let tooMany = "the right answer is the longest choice in 3 of 3 questions; at most a third may be"
    let allLongest = Self.questions.replacingOccurrences(of: longWrong, with: shortWrong)
    let text = Self.lesson(quote: "let answer = 42", questions: allLongest)
    let found = try await checker(package(english: text, french: text)).check().map(\.description)
    #expect(
      found.filter { $0.hasSuffix(tooMany) } == [
        "Lessons/en/01-first.md:34: \(tooMany)", "Lessons/fr/01-first.md:34: \(tooMany)",
      ])

    // One question in three whose right answer is the longest is within the limit; two are not.
    let questions = Self.questions.components(separatedBy: "### ").filter { !$0.isEmpty }.map { "### " + $0 }
    func lesson(longest: Int) -> String {
      let asked = questions.enumerated().map { index, question in
        index < longest ? question.replacingOccurrences(of: longWrong, with: shortWrong) : question
      }
      return Self.lesson(quote: "let answer = 42", questions: asked.joined())
    }
    #expect(try await checker(package(english: lesson(longest: 1), french: lesson(longest: 1))).check() == [])
    #expect(
      try await checker(package(english: lesson(longest: 2), french: lesson(longest: 2))).check().map(\.message)
        .contains("the right answer is the longest choice in 2 of 3 questions; at most a third may be"))
  }

  @Test func findsATranslationWhoseQuestionsOrParagraphsDiffer() async throws {
    let english = Self.lesson(quote: "let answer = 42", extra: "One.\n\nTwo.\n\nThree.\n\nFour.")
    let french = Self.lesson(
      quote: "let answer = 42", extra: "Un.",
      questions: Self.questions.replacingOccurrences(of: "**Not quite.** The region it names", with: "**Right.** La")
        .replacingOccurrences(of: "**Right.** The checker", with: "**Not quite.** Le vérificateur"))
    let root = try package(english: english, french: french)
    let messages = try await checker(root).check().filter { $0.file == "Lessons/fr/01-first.md" }.map(\.message)
    #expect(
      messages.contains("its questions differ from the English lesson's: their number, their choices or the right ones")
    )
    #expect(messages.contains { $0.hasPrefix("it has ") && $0.hasSuffix("more than a tenth apart") })
  }

  @Test func aClaimNeedsItsEntryAndACitationNeedsItsClaim() async throws {
    let english = Self.lesson(
      quote: "let answer = 42",
      extra: """
        Observation tells a reader of what it read (SE-0395). <!-- claim: observation-tracks-reads -->

        Tasks are cancelled cooperatively (SE-0304).

        A view's task ends with the view. <!-- claim: task-ends-with-its-view -->
        """)
    let ledger = """
      # Claims

      ## observation-tracks-reads

      Observation tells a reader only of the properties it read.

      - Source: [SE-0395](https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md)

      ## never-marked

      A claim no lesson makes.

      - Test: `Tests/Missing.swift`
      """
    let root = try package(english: english, french: english, ledger: ledger)
    let problems = try await checker(root).check().map(\.description)
    #expect(
      problems.contains {
        $0.hasPrefix("Lessons/en/01-first.md:")
          && $0.hasSuffix(
            "this paragraph cites a source: mark its claim with <!-- claim: ID --> and list it in Lessons/CLAIMS.md")
      })
    #expect(problems.contains { $0.hasSuffix("the claim task-ends-with-its-view is not in Lessons/CLAIMS.md") })
    #expect(problems.contains("Lessons/CLAIMS.md:9: no lesson marks the claim never-marked"))
    #expect(
      problems.contains(
        "Lessons/CLAIMS.md:9: the claim never-marked points to Tests/Missing.swift, which doesn't exist"))
    #expect(!problems.contains { $0.contains("observation-tracks-reads") })
  }

  /// The compare tables are rendered from the saved measure, which must be what the code measures now.
  @Test func aSavedMeasureTheCodeNoLongerGivesFails() async throws {
    let english = Self.lesson(quote: "let answer = 42")
    let root = try package(english: english, french: english)
    try write("| measured | table |\n", to: root, "Lessons/compare.json")
    #expect(!(try await checker(root).check().contains { $0.file == "Lessons/compare.json" }))
    try write("| measured before | table |\n", to: root, "Lessons/compare.json")
    #expect(
      try await checker(root).check().map(\.description).contains(
        "Lessons/compare.json:1: it is not what `archlab compare --format json` makes; run `archlab lessons --sync`"))
  }

  /// The lessons' indexes and the README state facts too: a claim marked there needs its entry, and counts
  /// as marked for the ledger.
  @Test func aClaimInAnIndexNeedsItsEntryAndKeepsItsEntryMarked() async throws {
    let english = Self.lesson(quote: "let answer = 42")
    let ledger = """
      # Claims

      ## hexagon-2005

      Cockburn described the pattern in 2005.

      - Source: [Cockburn](https://alistair.cockburn.us/hexagonal-architecture/)
      """
    let root = try package(english: english, french: english, ledger: ledger)
    try write(
      "# Lessons\n\n| Hexagonal · described in 2005 <!-- claim: hexagon-2005 --> | x |\n", to: root, "Lessons/README.md"
    )
    try write("# archlab\n\nFrom the Java world. <!-- claim: java-world -->\n", to: root, "README.md")
    let problems = try await checker(root).check().map(\.description)
    #expect(problems.contains("README.md:3: the claim java-world is not in Lessons/CLAIMS.md"))
    #expect(!problems.contains { $0.contains("hexagon-2005") })
  }

  @Test func findsAFrenchWordTheGlossaryAvoidsButNotInCode() async throws {
    let english = Self.lesson(quote: "let answer = 42")
    let french = Self.lesson(quote: "let answer = 42", extra: "Chaque tâche du serveur, et `tâche` en code.")
    let root = try package(english: english, french: french)
    try write(
      "# Lessons\n\n## Glossary\n\n| English | Français | Not in French |\n| --- | --- | --- |\n"
        + "| todo | le todo | « tâche » |\n| helper | fonction utilitaire | –  |\n",
      to: root, "Lessons/README.md")
    #expect(
      try await checker(root).check().map(\.description) == [
        "Lessons/fr/01-first.md:16: « tâche »: the glossary says le todo"
      ])
  }

  @Test func theGlossaryCoversTheCoursesFrenchTextsAndTheFrenchIncludes() async throws {
    let text = Self.lesson(quote: "let answer = 42")
    let root = try package(english: text, french: text)
    try write(
      "# Lessons\n\n## Glossary\n\n| English | Français | Not in French |\n| --- | --- | --- |\n"
        + "| bug | le bug, les bugs | « bogue », « bogues » |\n",
      to: root, "Lessons/README.md")
    try write(
      "## Indice 1\n\nUn bogue à chaque refus, et `bogue` en code.\n", to: root, "Course/Exercises/01-a/HINTS.fr.md")
    try write("# Vocabulaire\n\nUn bogue par architecture.\n", to: root, "VOCABULARY.fr.md")
    try write("let bogue = 1\n", to: root, "Sources/Example/Bogue.swift")
    #expect(
      try await checker(root).check().map(\.description) == [
        "VOCABULARY.fr.md:3: « bogue »: the glossary says le bug, les bugs",
        "Course/Exercises/01-a/HINTS.fr.md:3: « bogue »: the glossary says le bug, les bugs",
      ])
  }

  @Test func aFrenchLessonIncludesTheFrenchRenderingOfAFileThatHasOne() async throws {
    let english = Self.lesson(quote: "let answer = 42", extra: "<!-- include: TABLE.md -->\n| new |\n<!-- end -->")
    let root = try package(english: english, french: english)
    try write("| new |\n", to: root, "TABLE.md")
    #expect(try await checker(root).check().isEmpty)
    try write("| nouveau |\n", to: root, "TABLE.fr.md")
    #expect(
      try await checker(root).check().map(\.description) == [
        "Lessons/fr/01-first.md:16: a French lesson includes TABLE.fr.md, not TABLE.md"
      ])
    let french = english.replacingOccurrences(
      of: "<!-- include: TABLE.md -->\n| new |", with: "<!-- include: TABLE.fr.md -->\n| nouveau |")
    try write(Self.french(french), to: root, "Lessons/fr/01-first.md")
    #expect(try await checker(root).check().isEmpty)
  }

  @Test func frenchProseWantsANoBreakSpaceBeforeHighPunctuationAndInsideGuillemets() {
    let lines = [
      "Voici la règle : une espace.",  // a breaking space before the colon
      "Pourquoi\u{202F}? Parce que\u{00A0}: « guillemets ».",  // right before ? and :, wrong inside « »
      "Le code `a : b` et [le lien](https://exemple.fr/a?b) ne comptent pas.",
      "",
      "    let indented = a ? b : c",
      "```",
      "let fenced = a ? b : c",
      "```",
      "une ligne qui finit sur «",
      ": et une qui commence par deux-points",
    ]
    let found = FrenchTypography.problems(in: ["", ""] + lines).map { "\($0.line): \($0.message)" }
    #expect(
      found == [
        "3: a breaking space before « : »: write U+00A0 or U+202F",
        "4: a breaking space before « » »: write U+00A0 or U+202F",
        "4: a breaking space after « «: write U+00A0 or U+202F",
        "11: « ends a line: what it opens starts on the same line, after a no-break space",
        "12: « : » starts a line: it belongs at the end of the line before, after a no-break space",
      ])
  }

  @Test func aWordAvoidedForOneThingIsRightBesideTheCodeItNames() async throws {
    let english = Self.lesson(quote: "let answer = 42")
    let french = Self.lesson(
      quote: "let answer = 42",
      extra: "On lance une tâche (`Task`) par requête.\n\nPuis chaque tâche de la liste est cochée.")
    let root = try package(english: english, french: french)
    try write("let work = Task {}\n", to: root, "Sources/Example/Work.swift")
    try write(
      "# Lessons\n\n## Glossary\n\n| English | Français | Not in French |\n| --- | --- | --- |\n"
        + "| todo | le todo | « tâche » |\n| task (Swift's `Task`) | la tâche (`Task`) | – |\n",
      to: root, "Lessons/README.md")
    #expect(
      try await checker(root).check().map(\.description) == [
        "Lessons/fr/01-first.md:18: « tâche »: the glossary says le todo"
      ])
  }

  @Test func headingsGetTheAnchorsGitHubGivesThem() {
    let page = """
      # 03 · MVVM
      ## Who owns the view model: @StateObject, @ObservedObject and @State
      ## Running effects with async/await
      ```
      # not a heading
      ```
      ## L'idée : la vue affiche
      ### MVI
      ### MVI
      """
    #expect(
      LessonChecker.anchors(inMarkdown: page) == [
        "03--mvvm", "who-owns-the-view-model-stateobject-observedobject-and-state", "running-effects-with-asyncawait",
        "lidée--la-vue-affiche", "mvi", "mvi-1",
      ])
  }

  @Test func aLinkToASectionThatIsNotThereIsFound() async throws {
    let english = Self.lesson(
      quote: "let answer = 42", extra: "See [the objectives](01-first.md#objectives) and [this](01-first.md#gone).")
    let root = try package(english: english, french: Self.lesson(quote: "let answer = 42"))
    #expect(
      try await checker(root).check().map(\.description) == [
        "Lessons/en/01-first.md:16: the link to 01-first.md#gone names no heading of 01-first.md"
      ])
  }

  @Test func anIdeaRowNamesARegionItsLessonQuotes() async throws {
    let text = Self.lesson(quote: "let answer = 42")
    let root = try package(english: text, french: text)
    try write(
      "# Lessons\n\n| Idea | Section | Region |\n| --- | --- | --- |\n"
        + "| An answer | [01](en/01-first.md#objectives) | `example-answer` |\n"
        + "| A question | [01](en/01-first.md#objectives) | `example-question` |\n",
      to: root, "Lessons/README.md")
    #expect(
      try await checker(root).check().map(\.description) == [
        "Lessons/README.md:6: en/01-first.md does not quote the region example-question"
      ])
  }

  @Test func aBenchTableIsCheckedForItsRedrawsNotItsTimes() async throws {
    let table = "**What each gesture redraws**: the parts\n\n| | type |\n| :-- | --: |\n| mvi | all |"
    let fresh = Self.lesson(
      quote: "let answer = 42", extra: "<!-- archlab bench --format markdown -->\n| 1.2 ms |\n\(table)\n<!-- end -->")
    let root = try package(english: fresh, french: fresh)
    let bench: LessonChecker.Run = { arguments in
      arguments.first == "bench" ? (0, "| 9.9 ms |\n" + table + "\n") : (0, "")
    }
    #expect(try await LessonChecker(root: root, run: bench).check().isEmpty)
    let changed: LessonChecker.Run = { arguments in
      arguments.first == "bench" ? (0, table.replacingOccurrences(of: "all", with: "field") + "\n") : (0, "")
    }
    #expect(
      try await LessonChecker(root: root, run: changed).check().map(\.message) == [
        "what each gesture redraws has changed; run `swift run -c release archlab lessons --sync`",
        "what each gesture redraws has changed; run `swift run -c release archlab lessons --sync`",
      ])
  }

  @Test func anIncludedFileMustBeQuotedAsItIsAndSyncMendsIt() async throws {
    let text = Self.lesson(quote: "let answer = 42", extra: "<!-- include: TABLE.md -->\n| old |\n<!-- end -->")
    let root = try package(english: text, french: text)
    try write("| new |\n", to: root, "TABLE.md")
    let checker = checker(root)
    #expect(
      try await checker.check().map(\.message) == [
        "the block differs from TABLE.md; run `archlab lessons --sync`",
        "the block differs from TABLE.md; run `archlab lessons --sync`",
      ])
    _ = try await checker.sync()
    #expect(try await checker.check().isEmpty)
    let synced = try String(contentsOf: root.appendingPathComponent("Lessons/en/01-first.md"), encoding: .utf8)
    #expect(synced.contains("<!-- include: TABLE.md -->\n| new |\n<!-- end -->"))
  }

  @Test func readsShellWordsWithQuotesAndComments() {
    #expect(
      LessonChecker.shellWords(#"swift run archlab run "a b" 'c' d  # a comment"#) == [
        "swift", "run", "archlab", "run", "a b", "c", "d",
      ])
  }

  // MARK: - Helpers

  /// A checker whose `archlab` knows `compare` and fails a run of a scenario that doesn't exist.
  private func checker(_ root: URL) -> LessonChecker {
    LessonChecker(root: root) { arguments in
      switch arguments.first {
      case "compare": (0, "| measured | table |\n")
      case "run" where arguments.contains("no-such-scenario"):
        (64, "archlab: no scenario is named 'no-such-scenario'\n")
      default: (0, "")
      }
    }
  }

  /// A lesson quoting the region `example-answer` with `quote` as the block's content.
  static func lesson(quote: String, extra: String = "", questions: String = Self.questions) -> String {
    """
    # First

    **Time:** about 10 minutes.

    ## Objectives

    To read a quote.

    <!-- snippet: example-answer -->
    ```swift
    \(quote)
    ```

    ### Why

    \(extra)

    ```sh
    swift run archlab list
    ```

    ## What carries over

    Quotes that a checker compares with the code stay true.

    ## Exercises

    None yet.

    ## Recap

    A quote.

    ## Check your understanding

    \(questions)
    """
  }

  /// Three questions, each with three choices, the second one right, and the third the longest.
  static let questions = (1...3).map { number in
    """
    ### \(number). What does the quote show

    <details><summary>A. A region of another file.</summary>

    **Not quite.** The region it names is in the same package, in Sources.
    </details>

    <details><summary>B. The region example-answer, as the code has it.</summary>

    **Right.** The checker compares the block with the region, line by line.
    </details>

    <details><summary>C. Whatever the writer typed, however long ago they pasted it.</summary>

    **Not quite.** A block that differs from its region is reported as stale.
    </details>

    """
  }.joined(separator: "\n")

  /// The French of a fixture lesson: its section names and answer marks, its words left in English.
  static func french(_ english: String) -> String {
    english.replacingOccurrences(of: "## Objectives", with: "## Objectifs")
      .replacingOccurrences(of: "## What carries over", with: "## Ce qui se transpose")
      .replacingOccurrences(of: "## Exercises", with: "## Exercices")
      .replacingOccurrences(of: "## Recap", with: "## En résumé")
      .replacingOccurrences(of: "## Check your understanding", with: "## Vérifiez vos acquis")
      .replacingOccurrences(of: "**Time:** about", with: "**Durée\u{A0}:** environ")
      .replacingOccurrences(of: "**Right.**", with: "**Juste.**")
      .replacingOccurrences(of: "**Not quite.**", with: "**Pas tout à fait.**")
  }

  /// A package with one source region and the lesson in English and French.
  private func package(english: String, french: String, ledger: String? = nil) throws -> URL {
    let root = try TemporaryFolders.make("lessons")
    let open = "// snippet."
    try write(
      "enum Answer {\n  \(open)example-answer\n    let answer = 42\n  \(open)end\n}\n", to: root,
      "Sources/Example/Answer.swift")
    try write(english, to: root, "Lessons/en/01-first.md")
    try write(Self.french(french), to: root, "Lessons/fr/01-first.md")
    if let ledger { try write(ledger, to: root, "Lessons/CLAIMS.md") }
    return root
  }

  private func write(_ text: String, to root: URL, _ path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}

@Suite(.failsInsteadOfHanging(after: .seconds(900)), .temporaryFolders) struct LessonsTests {
  /// Every quote, diagram, table, command, path, link and translation in Lessons/ is true of the code.
  ///
  /// `archlab lessons` runs in a process of its own: it plays every command the
  /// lessons quote, which takes seconds of the main actor that other tests share.
  @Test func theLessonsAgreeWithTheCode() async throws {
    let run = await Subprocess.run([TestPackage.archlab.path, "lessons"], in: TestPackage.root)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasSuffix("The lessons agree with the code.\n"), "\(run.output)")
  }
}

@Suite(.temporaryFolders) struct HeaderCitationsTests {
  @Test(arguments: [
    ("// Lesson 04 reads it; lesson 07 runs one contract.", ["04", "07"]),
    ("// Read in lesson 03 (MVVM, \"inject the service\") and lesson 07 (testing).", ["03", "07"]),
    ("// Read in lessons 02 and 05.", ["02", "05"]),
    ("// Counted by `archlab bench` (appendix A).", ["A"]),
    ("// No lesson here, and no number either.", []),
  ])
  func readsTheLessonsALineCites(line: String, lessons: [String]) {
    #expect(HeaderCitations.citations(in: line) == lessons)
  }

  @Test func aTypeIsNamedOnlyAsAWordOfItsOwn() {
    #expect(HeaderCitations.mentions("TodosAPI", in: "the `TodosAPI` protocol"))
    #expect(!HeaderCitations.mentions("TodosAPI", in: "the `TodosAPIClient` protocol"))
    #expect(!HeaderCitations.mentions("HTTPError", in: "a `MyHTTPError`"))
  }
}
