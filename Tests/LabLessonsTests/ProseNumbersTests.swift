// Numbers in prose: a count or a measure is rendered from the repository or marked as from outside,
// a wrong one fails the check, --sync writes the right one, and a name needs nothing.

import Foundation
import LabTestSupport
import Testing

@testable import LabLessons

@MainActor
@Suite(.temporaryFolders) struct ProseNumbersTests {
  @Test func aWrongCountOfExercisesInTheReadmeFailsAndSyncRendersTheCountedOne() async throws {
    let root = try package()
    var readme = try String(contentsOf: TestPackage.root.appendingPathComponent("README.md"), encoding: .utf8)
    readme = readme.replacingOccurrences(of: "-->fifteen small real", with: "-->twelve small real")
    readme += "\nThe course has twelve exercises.\n"
    try write(readme, to: root, "README.md")
    let checker = LessonChecker(root: root) { _ in (0, "") }
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let marked = try #require(lines.firstIndex { $0.contains("-->twelve small real") }) + 1
    let planted = lines.count - 1
    // The fixture has one lesson: the README's count of lessons is wrong too, and left out here.
    let exercises = { try await checker.check().filter { $0.file == "README.md" && $0.message.contains("exercises") } }
    #expect(
      try await exercises().map(\.description) == [
        "README.md:\(planted): “twelve exercises”: a number in prose is rendered from the repository "
          + "(<!-- n: FACT -->) or marked as from outside (<!-- n: outside -->); see Lessons/README.md",
        "README.md:\(marked): it says twelve where exercises is fifteen; run `archlab lessons --sync`",
      ])
    #expect(try await checker.sync().contains("README.md"))
    let synced = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(synced.contains("<!-- n: exercises -->fifteen small real"))
    #expect(try await exercises().count == 1)
  }

  @Test func aChangedFigureOfLesson08FailsWhereTheSavedBenchRunSaysOtherwise() async throws {
    let root = try package()
    let lesson = try String(
      contentsOf: TestPackage.root.appendingPathComponent("Lessons/en/08-choosing.md"), encoding: .utf8)
    for path in ["Lessons/bench.json", "Lessons/fr/08-choosing.md"] {
      try write(
        String(contentsOf: TestPackage.root.appendingPathComponent(path), encoding: .utf8), to: root, path)
    }
    let checker = LessonChecker(root: root) { _ in (0, "") }
    let figures = { try await checker.check().filter { $0.message.contains("where bench") }.map(\.description) }
    try write(lesson, to: root, "Lessons/en/08-choosing.md")
    #expect(try await figures() == [])

    // The figure as the lesson writes it now, whatever the saved run measured.
    let marker = "bench mvvm type 1000 median -->"
    let after = try #require(lesson.range(of: marker)).upperBound
    let figure = String(lesson[after...].prefix { $0 != " " })
    let unit = String(lesson[after...].dropFirst(figure.count + 1).prefix { $0.isLetter })
    #expect(["µs", "ms"].contains(unit))
    // Another figure written at the same precision, which `--sync` keeps.
    let wrong = String(figure.map { $0.isNumber ? (figure.allSatisfy { $0 == "9" || !$0.isNumber } ? "8" : "9") : $0 })
    let written = marker + figure + " " + unit
    #expect(lesson.contains(written) && wrong != figure)
    let changed = lesson.replacingOccurrences(of: written, with: marker + wrong + " " + unit)
    try write(changed, to: root, "Lessons/en/08-choosing.md")
    let lines = changed.split(separator: "\n", omittingEmptySubsequences: false)
    let numbers = lines.indices.filter { lines[$0].contains("median -->\(wrong) ") }.map { $0 + 1 }
    #expect(!numbers.isEmpty)
    #expect(
      try await figures()
        == numbers.map {
          "Lessons/en/08-choosing.md:\($0): it says \(wrong) where bench mvvm type 1000 median is \(figure); "
            + "run `archlab lessons --sync`"
        })
    _ = try await checker.sync()
    #expect(try await figures() == [])
    let synced = try String(contentsOf: root.appendingPathComponent("Lessons/en/08-choosing.md"), encoding: .utf8)
    #expect(synced.contains(written) && !synced.contains("median -->\(wrong) "))
  }

  @Test func whatARedrawIsWrittenInCodeIsTheSavedRunsToo() async throws {
    let root = try package()
    try write(
      """
      {"measures": [{"subject": "mvi", "gesture": "type", "size": 100, "medianMicroseconds": 2.5,
        "bodies": {"TodosField": 1}}], "repetitions": 7}
      """, to: root, "Lessons/bench.json")
    try write(
      "Typing redraws <!-- n: bench redrawn mvi type 100 -->`all` in MVI, <!-- n: bench repetitions -->7 runs each.\n",
      to: root, "Course/Exercises/README.md")
    try write("enum Redrawn { case all, TodosField }\n", to: root, "Sources/Example/Redrawn.swift")
    let checker = LessonChecker(root: root) { _ in (0, "") }
    #expect(
      try await checker.check().filter { $0.file.hasPrefix("Course") }.map(\.description) == [
        "Course/Exercises/README.md:1: it says `all` where bench redrawn mvi type 100 is `TodosField`; "
          + "run `archlab lessons --sync`"
      ])
    _ = try await checker.sync()
    #expect(try await checker.check().filter { $0.file.hasPrefix("Course") }.isEmpty)
  }

  @Test func aTranslationMarksTheSameFacts() async throws {
    let root = try package()
    try write("<!-- n: exercises -->Fifteen exercises.\n", to: root, "Course/Exercises/README.md")
    try write("Quinze exercices.\n", to: root, "Course/Exercises/README.fr.md")
    let messages = try await LessonChecker(root: root) { _ in (0, "") }.check().map(\.description)
    #expect(messages.contains { $0.hasPrefix("Course/Exercises/README.fr.md:1: “Quinze exercices”") })
    #expect(
      messages.contains(
        "Course/Exercises/README.fr.md:1: its marked numbers differ from Course/Exercises/README.md's: "
          + "[] against [\"exercises\"]"))
  }

  @Test func aTableOfTheLessonsListsThemAll() async throws {
    let root = try package()
    let lesson = LessonCheckerTests.lesson(quote: "let answer = 42")
    for name in ["02-second", "03-third", "04-fourth"] {
      try write(lesson, to: root, "Lessons/en/\(name).md")
      try write(LessonCheckerTests.french(lesson), to: root, "Lessons/fr/\(name).md")
    }
    let rows = ["01-first", "02-second", "04-fourth"].map { "| [\($0)](en/\($0).md) | [\($0)](fr/\($0).md) |" }
    try write(
      "# Lessons\n\n| English | Français |\n| --- | --- |\n" + rows.joined(separator: "\n") + "\n", to: root,
      "Lessons/README.md")
    #expect(
      try await LessonChecker(root: root) { _ in (0, "") }.check().filter { $0.message.contains("leaves out") }
        .map(\.description) == [
          "Lessons/README.md:5: its table of Lessons/en leaves out 03-third.md",
          "Lessons/README.md:5: its table of Lessons/fr leaves out 03-third.md",
        ])
  }

  @Test(arguments: [
    ("There are fifteen small real exercises to do.", ["fifteen exercises"]),
    ("MVI's add takes 2.78 ms, 3× the baseline, in 200\nruns.", ["2.78 ms", "3 ×", "200 runs"]),
    ("Up to <!-- n: fuzz-steps -->30 statements, from <!-- n: outside -->24–29 µs.", []),
    ("Read lesson 05 and exercise 12; Swift 6 rules, T12 rules, P1–P6.", []),
    ("`15 exercises` in code, the lessons 02 and 03, and 05a.", []),
    ("# Fifteen exercises, a heading", []),
    ("2. Lessons follow.", []),
    ("`archlab` exits 64 on a usage error, request 2 answers first.", []),
  ])
  func aNumberThatCountsNeedsAMarkerAndANameDoesNot(text: String, counted: [String]) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(ProseNumbers(lines: lines, language: "en").unmarked.map(\.text) == counted)
  }

  @Test func frenchCountsInFrenchWords() {
    let numbers = ProseNumbers(
      lines: ["Douze leçons, quatre bogues, 2,78 ms ; la leçon 08 et la 10."], language: "fr")
    #expect(numbers.unmarked.map(\.text) == ["Douze leçons", "quatre bogues", "2,78 ms"])
  }

  @Test func aNumberIsRewrittenTheWayItWasWritten() throws {
    let word = try #require(WrittenNumber.read(Array("Thirteen"), at: 0, language: "en"))
    #expect(word.rewritten(15, language: "en") == "Fifteen")
    #expect(word.rewritten(21, language: "en") == "21")
    let french = try #require(WrittenNumber.read(Array("3,2"), at: 0, language: "fr"))
    #expect(french.rewritten(2.779, language: "fr") == "2,8")
    #expect(french.says(3.24) && !french.says(3.26))
    let thousands = try #require(WrittenNumber.read(Array("100\u{202F}000"), at: 0, language: "en"))
    #expect(thousands.value == 100_000)
  }

  // MARK: - Helpers

  /// A package with one lesson in each language and the real course's exercise folders, empty.
  private func package() throws -> URL {
    let root = try TemporaryFolders.make("numbers")
    let open = "// snippet."
    try write(
      "enum Answer {\n  \(open)example-answer\n    let answer = 42\n  \(open)end\n}\n", to: root,
      "Sources/Example/Answer.swift")
    let lesson = LessonCheckerTests.lesson(quote: "let answer = 42")
    try write(lesson, to: root, "Lessons/en/01-first.md")
    try write(LessonCheckerTests.french(lesson), to: root, "Lessons/fr/01-first.md")
    let exercises = TestPackage.root.appendingPathComponent("Course/Exercises")
    for folder in try FileManager.default.contentsOfDirectory(atPath: exercises.path)
    where folder.first?.isNumber == true {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Course/Exercises/\(folder)"), withIntermediateDirectories: true)
    }
    return root
  }

  private func write(_ text: String, to root: URL, _ path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}
