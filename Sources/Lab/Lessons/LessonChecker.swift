// Keeps the lessons true: quoted code, generated diagrams and measures, commands, paths, links and translations.
// `archlab lessons` runs these checks; `archlab lessons --sync` regenerates what can be regenerated.

import Foundation
import LabSourceTree

/// Checks and regenerates the lessons of a package.
///
/// It runs the `archlab` commands the lessons quote through ``run``, which the
/// command line hands it: the checker knows the lessons, not the commands.
@MainActor
public struct LessonChecker {
  /// Something in a lesson that is not true of the package.
  public struct Problem: CustomStringConvertible, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  /// How `archlab ARGUMENTS` ended and what it printed, standard output and error together.
  public typealias Run = @MainActor (_ arguments: [String]) async -> (status: Int32, output: String)

  let root: URL
  let run: Run

  /// A checker of the lessons below `root`, running quoted commands with `run`.
  public init(root: URL, run: @escaping Run) {
    self.root = root
    self.run = run
  }
  let languages = ["en", "fr"]
  /// The longest a lesson or an appendix may be, in lines, in English, up to its questions.
  nonisolated static let longestLesson = 460
  /// The longest in each language: French says the same in about a tenth more words, so a tenth more lines.
  static func longestLesson(in language: String) -> Int {
    language == "fr" ? longestLesson + longestLesson / 10 : longestLesson
  }

  /// Every problem in Lessons/, in file order.
  public func check() async throws -> [Problem] {
    let snippets = try SnippetIndex(root: root)
    var problems: [Problem] = snippets.duplicates.sorted { $0.key < $1.key }.map { name, files in
      Problem(file: files[0], line: 1, message: "the region \(name) is defined in \(files.joined(separator: " and "))")
    }
    var documents: [String: [String: LessonDocument]] = [:]
    let avoided = avoided
    let lessons = try lessonFiles()
    let names = CodeNames(root: root)
    problems += HeaderCitations(root: root).problems(lessons: lessons)
    for (path, text) in lessons {
      let document = LessonDocument(text)
      problems += document.problems.map { Problem(file: path, line: $0.line, message: $0.message) }
      problems += await staleBlocks(in: document, file: path, snippets: snippets)
      problems += await commandProblems(in: document, file: path)
      problems += pathProblems(in: document, file: path)
      // The ledger quotes its sources, in their own names.
      if path != ClaimsLedger.path { problems += nameProblems(in: document, file: path, names: names) }
      problems += tableProblems(in: document, file: path)
      let parts = path.split(separator: "/")
      if parts.count == 3, languages.contains(String(parts[1])) {
        documents[String(parts[2]), default: [:]][String(parts[1])] = document
        problems += structureProblems(document, file: path, language: String(parts[1]))
        if parts[1] == "fr" {
          problems += glossaryProblems(document, file: path, avoided: avoided)
          problems += frenchIncludeProblems(document, file: path)
          // Generated and included blocks quote English output as it is.
          let quoted = Set(document.blocks.flatMap { Array($0.content) })
          problems += FrenchTypography.problems(in: document.lines, skipping: quoted).map {
            Problem(file: path, line: $0.line, message: $0.message)
          }
        }
      }
    }
    problems += translationProblems(documents)
    problems += listProblems(lessons)
    problems += claimProblems(documents)
    let written = SolutionQuotes.written(root: root)
    for (name, translations) in documents.sorted(by: { $0.key < $1.key }) {
      for (language, document) in translations.sorted(by: { $0.key < $1.key }) {
        for quote in SolutionQuotes.quotes(in: document, of: written) {
          problems.append(
            Problem(
              file: "Lessons/\(language)/\(name)", line: quote.line,
              message:
                "it quotes what exercise \(quote.written.exercise) asks the learner to write (\(quote.written.file)): quote other code, or change the exercise"
            ))
        }
      }
    }
    problems += frenchFilesProblems()
    problems += courseNameProblems(names)
    problems += try numberProblems()
    // A measure made from the code itself is checked where the package keeps one.
    for (path, words) in Self.generatedFiles where hasSavedRun(words) && (Self.savedRun(words) != nil || exists(path)) {
      guard let output = await generated(words) else {
        problems.append(
          Problem(file: path, line: 1, message: "`archlab \(words.joined(separator: " "))` does not succeed"))
        continue
      }
      let written = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      if written != output.joined(separator: "\n") + "\n" {
        problems.append(
          Problem(
            file: path, line: 1,
            message: "it is not what `archlab \(words.joined(separator: " "))` makes; run `archlab lessons --sync`"))
      }
    }
    return problems
  }

  /// French typography in the French files around the lessons (their index, the course's READMEs, hints
  /// and checks), and the glossary's words in the course's.
  private func frenchFilesProblems() -> [Problem] {
    let fileManager = FileManager.default
    var paths = ["Lessons/README.fr.md", "Course/Exercises/README.fr.md"] + Self.frenchIncludes
    let exercises = root.appendingPathComponent("Course/Exercises")
    let folders = ((try? fileManager.contentsOfDirectory(atPath: exercises.path)) ?? []).sorted()
    for folder in folders where folder.first?.isNumber == true {
      paths += ["README.fr.md", "HINTS.fr.md", "CHECKS.fr.md", "PREDICTION.fr.md"].map {
        "Course/Exercises/\(folder)/\($0)"
      }
      // The checks' French lies beside them, apart from the exercise (where a learner writes its tests, in it).
      paths.append("Course/Checks/\(folder)/CHECKS.fr.md")
    }
    let avoided = avoided
    return paths.flatMap { path -> [Problem] in
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return [] }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let typography = FrenchTypography.problems(in: lines).map {
        Problem(file: path, line: $0.line, message: $0.message)
      }
      // The index's glossary names the words to avoid: it may use them.
      let words =
        path == "Lessons/README.fr.md" ? [] : glossaryProblems(LessonDocument(text), file: path, avoided: avoided)
      return typography + words
    }
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The French renderings of files the lessons include, checked as French prose.
  static let frenchIncludes = ["VOCABULARY.fr.md"]

  /// A French lesson includes a file's French rendering, `NAME.fr.md`, when the package has one.
  private func frenchIncludeProblems(_ document: LessonDocument, file: String) -> [Problem] {
    document.blocks.compactMap { block -> Problem? in
      guard case .include(let path) = block.kind else { return nil }
      let french = LessonDocument.french(of: path)
      guard french != path, exists(french) else { return nil }
      return Problem(file: file, line: block.line, message: "a French lesson includes \(french), not \(path)")
    }
  }

  /// Whether the saved run a command reads is in the package: a lesson tree without one has no chart to check.
  private func hasSavedRun(_ words: [String]) -> Bool {
    Self.savedRun(words).map { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) } ?? true
  }

  /// Files the lessons show that a command makes, with that command: the measure of the code that
  /// their compare tables are rendered from, and the bench's chart, made from its saved run.
  static let generatedFiles: [(path: String, words: [String])] = [
    ("Lessons/compare.json", ["compare", "--format", "json"]),
    ("Lessons/bench.svg", ["bench", "--from", "Lessons/bench.json", "--format", "svg"]),
  ]

  /// The French words the glossary says to avoid, read from its third column.
  private var avoided: [Glossary.Avoided] {
    guard let text = try? String(contentsOf: root.appendingPathComponent("Lessons/README.md"), encoding: .utf8) else {
      return []
    }
    return Glossary(markdown: text).avoided
  }

  /// Regenerates every quoted and generated block; returns the files it changed.
  public func sync() async throws -> [String] {
    let snippets = try SnippetIndex(root: root)
    var changed: [String] = []
    // First the saved measures, which the lessons' blocks are rendered from.
    // A measure made from the code itself is checked where the package keeps one.
    for (path, words) in Self.generatedFiles where hasSavedRun(words) && (Self.savedRun(words) != nil || exists(path)) {
      guard let output = await generated(words) else { continue }
      let text = output.joined(separator: "\n") + "\n"
      let url = root.appendingPathComponent(path)
      if (try? String(contentsOf: url, encoding: .utf8)) != text {
        try Data(text.utf8).write(to: url, options: .atomic)
        changed.append(path)
      }
    }
    for (path, text) in try lessonFiles() {
      let document = LessonDocument(text)
      var fresh: [Int: [String]] = [:]
      for block in document.blocks {
        fresh[block.line] = await expected(block, snippets: snippets)
      }
      let updated = document.replacingBlocks { fresh[$0.line] ?? nil }
      if updated != text {
        try Data(updated.utf8).write(to: root.appendingPathComponent(path), options: .atomic)
        changed.append(path)
      }
    }
    for (path, text) in try proseFiles() {
      let updated = withNumbersRendered(text, file: path)
      if updated != text {
        try Data(updated.utf8).write(to: root.appendingPathComponent(path), options: .atomic)
        if !changed.contains(path) { changed.append(path) }
      }
    }
    return changed
  }

  // MARK: - Numbers in prose

  /// The Markdown whose prose states numbers: the lessons and their index, the README, the course's READMEs
  /// and the answers to its predictions.
  private func proseFiles() throws -> [(path: String, text: String)] {
    var files = try lessonFiles().filter { $0.path != ClaimsLedger.path }
    var paths = ["README.md", "Course/Exercises/README.md", "Course/Exercises/README.fr.md"]
    let exercises = root.appendingPathComponent("Course/Exercises")
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []).sorted()
    for folder in folders where folder.first?.isNumber == true {
      paths += ["README.md", "README.fr.md", "PREDICTION.md", "PREDICTION.fr.md"].map {
        "Course/Exercises/\(folder)/\($0)"
      }
    }
    for path in paths {
      if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
        files.append((path, text))
      }
    }
    return files
  }

  /// French for a file below `fr/` or named `*.fr.md`, English otherwise.
  static func language(of path: String) -> String {
    path.contains("/fr/") || path.hasSuffix(".fr.md") ? "fr" : "en"
  }

  /// The numbers of a prose file's text, its generated and included blocks left out.
  static func numbers(in text: String, file: String) -> ProseNumbers {
    let document = LessonDocument(text)
    var skipped = Set<Int>()
    for block in document.blocks { skipped.formUnion((block.line - 1)..<(block.content.upperBound + 1)) }
    return ProseNumbers(lines: document.lines, language: language(of: file), skipping: skipped)
  }

  /// A number in prose that counts something of the repository or gives a measure is rendered from
  /// it and agrees with it, or is marked as a fact from outside; a translation says the same numbers.
  private func numberProblems() throws -> [Problem] {
    let facts = RepositoryFacts(root: root)
    var problems: [Problem] = []
    let files = try proseFiles()
    var factsByFile: [String: [String]] = [:]
    for (path, text) in files {
      let numbers = Self.numbers(in: text, file: path)
      factsByFile[path] = numbers.marked.map(\.fact) + numbers.markedCode.map(\.fact)
      for line in numbers.markersWithoutNumber {
        problems.append(Problem(file: path, line: line, message: "no number follows this `<!-- n: … -->`"))
      }
      for number in numbers.unmarked {
        problems.append(
          Problem(
            file: path, line: number.line,
            message:
              "“\(number.text)”: a number in prose is rendered from the repository (<!-- n: FACT -->) or marked as "
              + "from outside (<!-- n: outside -->); see Lessons/README.md"))
      }
      for code in numbers.markedCode {
        guard let right = facts.text(code.fact) else {
          problems.append(Problem(file: path, line: code.line, message: "no fact is named \(code.fact)"))
          continue
        }
        if code.text != right {
          problems.append(
            Problem(
              file: path, line: code.line,
              message: "it says `\(code.text)` where \(code.fact) is `\(right)`; run `archlab lessons --sync`"))
        }
      }
      for number in numbers.marked where ![ProseNumbers.outside, ProseNumbers.listed].contains(number.fact) {
        guard let value = facts.value(number.fact, unit: number.unit) else {
          problems.append(Problem(file: path, line: number.line, message: "no fact is named \(number.fact)"))
          continue
        }
        if !number.number.says(value) {
          let right = number.number.rewritten(value, language: Self.language(of: path))
          problems.append(
            Problem(
              file: path, line: number.line,
              message:
                "it says \(number.number.text) where \(number.fact) is \(right); run `archlab lessons --sync`"))
        }
      }
    }
    for (path, french) in factsByFile.sorted(by: { $0.key < $1.key }) {
      let english: String
      if path.hasPrefix("Lessons/fr/") {
        english = "Lessons/en/" + path.dropFirst("Lessons/fr/".count)
      } else if path.hasSuffix(".fr.md") {
        english = path.dropLast(".fr.md".count) + ".md"
      } else {
        continue
      }
      guard let facts = factsByFile[english] else { continue }
      if facts.sorted() != french.sorted() {
        problems.append(
          Problem(
            file: path, line: 1,
            message: "its marked numbers differ from \(english)'s: \(french.sorted()) against \(facts.sorted())"))
      }
    }
    return problems
  }

  /// `text` with each number a marker names rewritten from its fact.
  func withNumbersRendered(_ text: String, file: String) -> String {
    let facts = RepositoryFacts(root: root)
    let numbers = Self.numbers(in: text, file: file)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var replacements: [(line: Int, range: Range<Int>, text: String)] = []
    for number in numbers.marked {
      guard let value = facts.value(number.fact, unit: number.unit), !number.number.says(value) else { continue }
      let text = number.number.rewritten(value, language: Self.language(of: file))
      replacements.append((number.line, number.number.start..<number.number.end, text))
    }
    for code in numbers.markedCode {
      guard let right = facts.text(code.fact), right != code.text else { continue }
      replacements.append((code.line, code.start..<code.end, right))
    }
    // From the end of each line, so that the offsets before stay true.
    for replacement in replacements.sorted(by: { ($0.line, $0.range.lowerBound) > ($1.line, $1.range.lowerBound) }) {
      var characters = Array(lines[replacement.line - 1])
      characters.replaceSubrange(replacement.range, with: Array(replacement.text))
      lines[replacement.line - 1] = String(characters)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - The checks

  private func staleBlocks(in document: LessonDocument, file: String, snippets: SnippetIndex) async -> [Problem] {
    var problems: [Problem] = []
    for block in document.blocks {
      let written = Array(document.lines[block.content])
      switch block.kind {
      case .snippet(let name):
        guard let region = snippets.regions[name] else {
          problems.append(Problem(file: file, line: block.line, message: "no source region is named \(name)"))
          continue
        }
        if written != region.lines {
          problems.append(
            Problem(
              file: file, line: block.line,
              message: "the block differs from the region \(name) in \(region.file); run `archlab lessons --sync`"))
        }
      case .include(let path):
        guard let lines = included(path) else {
          problems.append(Problem(file: file, line: block.line, message: "no file \(path) to include"))
          continue
        }
        if written != lines {
          problems.append(
            Problem(
              file: file, line: block.line, message: "the block differs from \(path); run `archlab lessons --sync`"))
        }
      case .command(let words) where words.first == "bench" && !words.contains("--from"):
        // Timings vary from run to run: what must hold is what each gesture redraws, which does not.
        // 100 todos, as in the saved runs: a list longer than the window of rows a List builds (R26).
        guard let output = await generated(["bench", "--format", "markdown", "--sizes", "100", "--repetitions", "1"])
        else {
          problems.append(Problem(file: file, line: block.line, message: "`archlab bench` does not succeed"))
          continue
        }
        if Self.redrawTable(written) != Self.redrawTable(output) || Self.redrawTable(written).isEmpty {
          problems.append(
            Problem(
              file: file, line: block.line,
              message: "what each gesture redraws has changed; run `swift run -c release archlab lessons --sync`"))
        }
      case .command(let words):
        guard let output = await generated(words) else {
          problems.append(
            Problem(file: file, line: block.line, message: "`archlab \(words.joined(separator: " "))` does not succeed")
          )
          continue
        }
        if written != output {
          problems.append(
            Problem(
              file: file, line: block.line,
              message:
                "the output of `archlab \(words.joined(separator: " "))` has changed; run `archlab lessons --sync`"))
        }
        // A saved run renders the same in every language; what it says each gesture redraws must
        // still be what the code redraws.
        if words.first == "bench", let run = Self.savedRun(words),
          let live = await generated(
            ["bench", "--format", "markdown", "--sizes", "100", "--repetitions", "1"] + Self.language(words)),
          Self.redrawTable(output) != Self.redrawTable(live)
        {
          problems.append(
            Problem(
              file: file, line: block.line,
              message:
                "what each gesture redraws has changed since the saved run; measure again: "
                + "swift run -c release archlab bench --format json > \(run)"))
        }
      }
    }
    return problems
  }

  private func expected(_ block: LessonDocument.Block, snippets: SnippetIndex) async -> [String]? {
    switch block.kind {
    case .snippet(let name): snippets.regions[name]?.lines
    case .include(let path): included(path)
    case .command(let words) where words.first == "bench" && !words.contains("--from"):
      // Only numbers from a release build are worth printing in a lesson; a saved run renders the
      // same in any build.
      Self.isReleaseBuild ? await generated(words) : nil
    case .command(let words): await generated(words)
    }
  }

  /// The lines of the file at `path` from the package root: what an include marker stands for.
  private func included(_ path: String) -> [String]? {
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  static var isReleaseBuild: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  /// `--lang fr` if the command says it, so that a saved run and a live one are read in one language.
  static func language(_ words: [String]) -> [String] {
    guard let index = words.firstIndex(of: "--lang"), words.indices.contains(index + 1) else { return [] }
    return ["--lang", words[index + 1]]
  }

  /// The file a bench command reads its saved run from: the word after `--from`.
  static func savedRun(_ words: [String]) -> String? {
    words.firstIndex(of: "--from").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
  }

  /// The lines of the table that says what each gesture redraws, in a bench's Markdown.
  static func redrawTable(_ lines: [String]) -> [String] {
    let titles = ["What each gesture redraws", "Ce que chaque geste redessine"]
    guard let start = lines.firstIndex(where: { line in titles.contains { line.contains($0) } }) else { return [] }
    return Array(lines[(start + 1)...].drop { $0.isEmpty }.prefix { $0.hasPrefix("|") })
  }

  /// The lines a generating marker stands for, or nil if the command fails.
  private func generated(_ words: [String]) async -> [String]? {
    guard ["diagram", "compare", "bench"].contains(words.first ?? "") else { return nil }
    let (code, output) = await run(words)
    guard code == 0 else { return nil }
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Every `swift run archlab …` line must work as printed; `swift test --filter X` must name a test target or suite.
  private func commandProblems(in document: LessonDocument, file: String) async -> [Problem] {
    var problems: [Problem] = []
    for (line, text) in document.commands {
      let words = Self.shellWords(text)
      if words.starts(with: ["swift", "run", "archlab"]) {
        if let problem = await commandProblem(Array(words.dropFirst(3))) {
          problems.append(Problem(file: file, line: line, message: "`\(text)`: \(problem)"))
        }
      } else if words.starts(with: ["swift", "test"]), let index = words.firstIndex(of: "--filter"),
        index + 1 < words.count
      {
        let filter = words[index + 1]
        let names = filter.split(whereSeparator: { "./()".contains($0) }).map(String.init)
        if !names.contains(where: testNameExists) {
          problems.append(
            Problem(file: file, line: line, message: "`\(text)`: no test target or suite is named \(filter)"))
        }
      }
    }
    return problems
  }

  private func commandProblem(_ words: [String]) async -> String? {
    switch words.first {
    case "course":
      if words.count >= 3, let number = Int(words[2]) {
        let exercises =
          (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Course/Exercises").path))
          ?? []
        if !exercises.contains(where: { $0.hasPrefix(String(format: "%02d-", number)) }) {
          return "there is no exercise \(words[2])"
        }
      }
      return nil
    case "lessons":
      return nil
    default:
      let (code, output) = await run(words)
      return code == 0 ? nil : "exits \(code): \(output.split(separator: "\n").first ?? "")"
    }
  }

  private func testNameExists(_ name: String) -> Bool {
    let tests = root.appendingPathComponent("Tests")
    if FileManager.default.fileExists(atPath: tests.appendingPathComponent(name).path) { return true }
    return Self.swiftTexts(in: tests).contains { text in
      ["struct \(name)", "class \(name)", "enum \(name)", "func \(name)"].contains { text.contains($0) }
    }
  }

  /// Paths in backticks and relative links must exist.
  private func pathProblems(in document: LessonDocument, file: String) -> [Problem] {
    var problems: [Problem] = []
    let folder = root.appendingPathComponent(file).deletingLastPathComponent()
    let roots = ["Sources/", "Tests/", "Scenarios/", "Lessons/", "Course/"]
    for (offset, line) in document.proseLines {
      for path in Self.backticked(in: line) where roots.contains(where: path.hasPrefix) {
        let bare = String(path.prefix { $0 != ":" && $0 != " " && $0 != "#" })
        if !FileManager.default.fileExists(atPath: root.appendingPathComponent(bare).path) {
          problems.append(Problem(file: file, line: offset + 1, message: "no file or folder \(bare)"))
        }
      }
      for target in Self.linkTargets(in: line) {
        if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
        let bare = String(target.prefix { $0 != "#" })
        let destination = folder.appendingPathComponent(bare).standardizedFileURL
        if !FileManager.default.fileExists(atPath: destination.path) {
          problems.append(Problem(file: file, line: offset + 1, message: "the link to \(target) leads nowhere"))
        } else if let hash = target.firstIndex(of: "#"), bare.hasSuffix(".md"),
          let text = try? String(contentsOf: destination, encoding: .utf8),
          !Self.anchors(inMarkdown: text).contains(String(target[target.index(after: hash)...]))
        {
          problems.append(
            Problem(file: file, line: offset + 1, message: "the link to \(target) names no heading of \(bare)"))
        }
      }
    }
    return problems
  }

  /// The names the course's texts write in backticks that the package's code doesn't have: its index,
  /// and each exercise's task, hints and prediction, in both languages.
  private func courseNameProblems(_ names: CodeNames) -> [Problem] {
    let exercises = root.appendingPathComponent("Course/Exercises")
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []).sorted()
    var paths = ["Course/Exercises/README.md", "Course/Exercises/README.fr.md"]
    for folder in folders where folder.first?.isNumber == true {
      for name in ["README", "HINTS", "PREDICTION"] {
        paths += ["\(name).md", "\(name).fr.md"].map { "Course/Exercises/\(folder)/\($0)" }
      }
    }
    return paths.flatMap { path -> [Problem] in
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return [] }
      return nameProblems(in: LessonDocument(text), file: path, names: names)
    }
  }

  /// The names written in backticks outside code blocks that the package's code doesn't have.
  private func nameProblems(in document: LessonDocument, file: String, names: CodeNames) -> [Problem] {
    document.proseLines.flatMap { offset, line in
      names.problems(in: line).map { Problem(file: file, line: offset + 1, message: $0) }
    }
  }

  /// A table that lists the lessons, or the exercises, lists them all: one that links to three of a
  /// language's lessons (not to their sections) links to every one, and one that links to three
  /// exercises' READMEs, to every exercise's.
  private func listProblems(_ files: [(path: String, text: String)]) -> [Problem] {
    let fileManager = FileManager.default
    let lists = languages.map { "Lessons/\($0)" } + ["Course/Exercises"]
    var problems: [Problem] = []
    for (path, text) in files {
      let folder = root.appendingPathComponent(path).deletingLastPathComponent()
      var linked: [String: (line: Int, items: Set<String>)] = [:]
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.hasPrefix("|") {
        for target in Self.linkTargets(in: String(line)) where !target.contains("#") && target.hasSuffix(".md") {
          let url = folder.appendingPathComponent(target).standardizedFileURL
          let relative = url.path.dropFirst(root.standardizedFileURL.path.count + 1)
          for list in lists where relative.hasPrefix(list + "/") {
            let item = relative.dropFirst(list.count + 1).split(separator: "/").first.map(String.init) ?? ""
            linked[list, default: (offset + 1, [])].items.insert(item)
          }
        }
      }
      for (list, found) in linked.sorted(by: { $0.key < $1.key }) where found.items.count >= 3 {
        let names = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(list).path)) ?? []
        let all = Set(names.filter { list.hasPrefix("Lessons") ? $0.hasSuffix(".md") : $0.first?.isNumber == true })
        let missing = all.subtracting(found.items).sorted()
        if !missing.isEmpty {
          problems.append(
            Problem(
              file: path, line: found.line,
              message: "its table of \(list) leaves out \(missing.joined(separator: ", "))"))
        }
      }
    }
    return problems
  }

  /// A table row that links to a lesson and names a region in backticks, such as a row of the
  /// index of ideas, is true only if that lesson quotes that region.
  private func tableProblems(in document: LessonDocument, file: String) -> [Problem] {
    var problems: [Problem] = []
    let folder = root.appendingPathComponent(file).deletingLastPathComponent()
    for (offset, line) in document.lines.enumerated() where line.hasPrefix("|") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let lesson = cells.lazy.flatMap(Self.linkTargets).first(where: { $0.contains(".md#") }) else { continue }
      let regions = cells.filter { cell in
        cell.hasPrefix("`") && cell.hasSuffix("`")
          && cell.dropFirst().dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
          && cell.contains("-")
      }.map { String($0.dropFirst().dropLast()) }
      guard !regions.isEmpty else { continue }
      let url = folder.appendingPathComponent(String(lesson.prefix { $0 != "#" })).standardizedFileURL
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }  // pathProblems says so.
      let quoted = Set(
        LessonDocument(text).blocks.compactMap { block -> String? in
          if case .snippet(let name) = block.kind { return name }
          return nil
        })
      for region in regions where !quoted.contains(region) {
        problems.append(
          Problem(
            file: file, line: offset + 1, message: "\(lesson.prefix { $0 != "#" }) does not quote the region \(region)")
        )
      }
    }
    return problems
  }

  /// The anchors a Markdown page's headings get, as GitHub makes them: lower case, punctuation
  /// dropped, each space a hyphen, and `-1`, `-2` after a repeated one.
  static func anchors(inMarkdown text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          if scalar == "-" || scalar == "_" { return Character(scalar) }
          return CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// A numbered lesson opens with its time and its objectives, and ends with what carries over,
  /// exercises, a recap and questions; none is too long, its questions left out.
  private func structureProblems(_ document: LessonDocument, file: String, language: String) -> [Problem] {
    guard file.hasSuffix(".md"), !file.hasSuffix("README.md"), file != ClaimsLedger.path else { return [] }
    var problems: [Problem] = []
    guard let words = LessonWords.byLanguage[language] else { return problems }
    let quiz = LessonQuiz(lines: document.lines, heading: words.questions)
    var count = document.lines.last == "" ? document.lines.count - 1 : document.lines.count
    if let questions = quiz.sectionLine { count = questions - 1 }
    let longest = Self.longestLesson(in: language)
    if count > longest {
      problems.append(
        Problem(
          file: file, line: 1,
          message: "this lesson has \(count) lines before its questions; a lesson has \(longest) at most"))
    }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard name.first?.isNumber == true else { return problems }
    let sections = document.headings.filter { $0.level == 2 }.map(\.text)
    if sections.first != words.opening {
      problems.append(Problem(file: file, line: 1, message: "a lesson opens with ## \(words.opening)"))
    }
    if Array(sections.suffix(words.closing.count)) != words.closing {
      let closing = words.closing.map { "## \($0)" }.joined(separator: ", ")
      problems.append(Problem(file: file, line: 1, message: "a lesson ends with \(closing), in that order"))
    }
    if !Self.hasTime(document.lines.prefix(5), words: words) {
      problems.append(
        Problem(
          file: file, line: 1,
          message: "under its title a lesson says how long it takes: \(words.timePrefix)N\(words.timeUnit)"))
    }
    problems += quiz.problems(words: words).map { Problem(file: file, line: $0.line, message: $0.message) }
    return problems
  }

  /// Whether one of `lines` is a time estimate, such as `**Time:** about 40 minutes.`
  static func hasTime(_ lines: ArraySlice<String>, words: LessonWords) -> Bool {
    lines.contains { line in
      guard line.hasPrefix(words.timePrefix), line.hasSuffix(words.timeUnit) else { return false }
      let minutes = line.dropFirst(words.timePrefix.count).dropLast(words.timeUnit.count)
      return Int(minutes).map { $0 > 0 } ?? false
    }
  }

  /// The pages besides the lessons whose claims the ledger holds: the lessons' indexes and the READMEs.
  static let claimingIndexes = ["Lessons/README.md", "Lessons/README.fr.md", "README.md"]

  /// Claims: each marked one is in the ledger, each paragraph that cites a proposal or Apple's
  /// documentation marks one, and the ledger holds only sourced claims some lesson marks.
  private func claimProblems(_ documents: [String: [String: LessonDocument]]) -> [Problem] {
    var problems: [Problem] = []
    let ledgerText = try? String(contentsOf: root.appendingPathComponent(ClaimsLedger.path), encoding: .utf8)
    let ledger = ClaimsLedger(ledgerText ?? "")
    let listed = Set(ledger.entries.map(\.id))
    var marked = Set<String>()
    for (name, translations) in documents.sorted(by: { $0.key < $1.key }) {
      for (language, document) in translations.sorted(by: { $0.key < $1.key }) {
        let file = "Lessons/\(language)/\(name)"
        let prose = LessonProse(document)
        for claim in prose.claims {
          marked.insert(claim.id)
          if !listed.contains(claim.id) {
            problems.append(
              Problem(file: file, line: claim.line, message: "the claim \(claim.id) is not in \(ClaimsLedger.path)"))
          }
        }
        for line in prose.unmarkedCitations {
          problems.append(
            Problem(
              file: file, line: line,
              message:
                "this paragraph cites a source: mark its claim with <!-- claim: ID --> and list it in \(ClaimsLedger.path)"
            ))
        }
      }
    }
    // The indexes and the READMEs state facts too, in a table's cells as much as in paragraphs.
    for file in Self.claimingIndexes {
      guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
      for (offset, line) in text.components(separatedBy: "\n").enumerated() {
        for id in LessonProse.claims(in: line) {
          marked.insert(id)
          if !listed.contains(id) {
            problems.append(
              Problem(file: file, line: offset + 1, message: "the claim \(id) is not in \(ClaimsLedger.path)"))
          }
        }
      }
    }
    guard ledgerText != nil else { return problems }
    let root = root
    problems += ledger.problems(marked: marked) { path in
      FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }.map { Problem(file: ClaimsLedger.path, line: $0.line, message: $0.message) }
    return problems
  }

  /// French lessons use the glossary's words, not the ones it lists to avoid (outside code).
  private func glossaryProblems(
    _ document: LessonDocument, file: String, avoided: [Glossary.Avoided]
  )
    -> [Problem]
  {
    var problems: [Problem] = []
    var inFence = false
    for (offset, line) in document.lines.enumerated() {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
      if inFence || line.trimmingCharacters(in: .whitespaces).hasPrefix("<!--") { continue }
      let prose = Self.withoutCode(line).lowercased()
      // A line, with the ones around it, that names the code the word stands for may use it.
      let around = document.lines[max(0, offset - 1)...min(document.lines.count - 1, offset + 1)].joined(separator: " ")
      for entry in avoided where Glossary.contains(prose, word: entry.word.lowercased()) {
        if entry.allowedBeside.contains(where: { Glossary.contains(around, word: $0) }) { continue }
        problems.append(
          Problem(file: file, line: offset + 1, message: "« \(entry.word) »: the glossary says \(entry.instead)"))
      }
    }
    return problems
  }

  /// `line` without its spans in backticks.
  nonisolated static func withoutCode(_ line: String) -> String {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset.isMultiple(of: 2) }
      .map(\.element).joined(separator: " ")
  }

  /// The same files in every language, with the same headings' levels and the same markers in the same order.
  private func translationProblems(_ documents: [String: [String: LessonDocument]]) -> [Problem] {
    var problems: [Problem] = []
    for (name, translations) in documents.sorted(by: { $0.key < $1.key }) {
      for language in languages where translations[language] == nil {
        problems.append(Problem(file: "Lessons/\(language)/\(name)", line: 1, message: "this lesson is missing"))
      }
      guard let english = translations["en"] else { continue }
      for (language, other) in translations where language != "en" {
        let file = "Lessons/\(language)/\(name)"
        if other.headings.map(\.level) != english.headings.map(\.level) {
          problems.append(Problem(file: file, line: 1, message: "its headings differ from the English lesson's"))
        }
        if other.markerSequence != english.markerSequence {
          problems.append(
            Problem(file: file, line: 1, message: "its quoted and generated blocks differ from the English lesson's"))
        }
        problems += Self.parityProblems(english, other, language: language).map {
          Problem(file: file, line: 1, message: $0)
        }
      }
    }
    return problems
  }

  /// What a translation must keep: as many paragraphs, within a tenth; the same questions with as
  /// many choices, the same one right; the same claims, in order.
  static func parityProblems(_ english: LessonDocument, _ other: LessonDocument, language: String) -> [String] {
    var problems: [String] = []
    let (englishProse, otherProse) = (LessonProse(english), LessonProse(other))
    let (expected, found) = (englishProse.paragraphs.count, otherProse.paragraphs.count)
    if abs(found - expected) * 10 > expected {
      problems.append("it has \(found) paragraphs, the English lesson \(expected): more than a tenth apart")
    }
    if otherProse.claims.map(\.id) != englishProse.claims.map(\.id) {
      problems.append("its claims differ from the English lesson's")
    }
    guard let englishWords = LessonWords.byLanguage["en"], let words = LessonWords.byLanguage[language] else {
      return problems
    }
    let englishQuiz = LessonQuiz(lines: english.lines, heading: englishWords.questions)
    let quiz = LessonQuiz(lines: other.lines, heading: words.questions)
    let shape = { (quiz: LessonQuiz, right: String) in
      quiz.questions.map { question in
        question.choices.map { $0.explanation.first?.hasPrefix(right) == true }
      }
    }
    if shape(quiz, words.right) != shape(englishQuiz, englishWords.right) {
      problems.append("its questions differ from the English lesson's: their number, their choices or the right ones")
    }
    return problems
  }

  // MARK: - Helpers

  /// Every Markdown file below Lessons/, as (path from the root, text), sorted.
  private func lessonFiles() throws -> [(path: String, text: String)] {
    let folder = root.appendingPathComponent("Lessons")
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    let base = root.standardizedFileURL.path + "/"
    var files: [(path: String, text: String)] = []
    for case let url as URL in enumerator where url.pathExtension == "md" {
      let path = String(url.standardizedFileURL.path.dropFirst(base.count))
      files.append((path, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The text of every `.swift` file below `folder`.
  private static func swiftTexts(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { item in
      guard let url = item as? URL, url.pathExtension == "swift" else { return nil }
      return try? String(contentsOf: url, encoding: .utf8)
    }
  }

  /// The words of a shell command line: split at spaces, with single and double quotes.
  static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var hasWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        hasWord = true
      } else if character == " " {
        if hasWord || !current.isEmpty { words.append(current) }
        current = ""
        hasWord = false
      } else if character == "#", current.isEmpty, !hasWord {
        break
      } else {
        current.append(character)
      }
    }
    if hasWord || !current.isEmpty { words.append(current) }
    return words
  }

  nonisolated static func backticked(in line: String) -> [String] {
    let parts = line.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
  }

  static func linkTargets(in line: String) -> [String] {
    line.components(separatedBy: "](").dropFirst().compactMap { part in
      part.firstIndex(of: ")").map { String(part[..<$0]) }
    }
  }
}
