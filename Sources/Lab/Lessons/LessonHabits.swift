// The habits of a good lesson, checked: a time estimate at the top, questions whose every answer is
// explained, claims with their sources, and a translation that says as much as the original.

import Foundation

/// What each language calls the parts these checks look for.
struct LessonWords: Sendable {
  /// The sections a numbered lesson opens and ends with.
  var opening: String
  var closing: [String]
  /// The section of questions, last of the closing ones.
  var questions: String
  /// How an explained choice starts: the right one, and the others.
  var right: String
  var wrong: String
  /// The time estimate under the title, e.g. `**Time:** about 40 minutes.`
  var timePrefix: String
  var timeUnit: String

  static let byLanguage: [String: LessonWords] = [
    "en": LessonWords(
      opening: "Objectives", closing: ["What carries over", "Exercises", "Recap", "Check your understanding"],
      questions: "Check your understanding", right: "**Right.**", wrong: "**Not quite.**",
      timePrefix: "**Time:** about ", timeUnit: " minutes."),
    "fr": LessonWords(
      opening: "Objectifs", closing: ["Ce qui se transpose", "Exercices", "En résumé", "Vérifiez vos acquis"],
      questions: "Vérifiez vos acquis", right: "**Juste.**", wrong: "**Pas tout à fait.**",
      timePrefix: "**Durée\u{A0}:** environ ", timeUnit: " minutes."),
  ]
}

/// The questions that end a lesson: each a `###` heading, then its choices, each folded with its explanation.
///
///     ### 1. Why does the reducer return effects instead of running them?
///
///     <details><summary>A. So that they run in parallel.</summary>
///
///     **Not quite.** They run one after the other on the main actor…
///     </details>
struct LessonQuiz {
  struct Choice {
    var line: Int
    var label: String
    var explanation: [String]
  }
  struct Question {
    var line: Int
    var text: String
    var choices: [Choice] = []
  }

  /// The questions, in order; empty when the lesson has no such section.
  var questions: [Question] = []
  /// The line of the section's heading, from 1, if there is one.
  var sectionLine: Int?

  init(lines: [String], heading: String) {
    var question: Question?
    var choice: Choice?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("## ") {
        if sectionLine != nil { break }
        if trimmed == "## \(heading)" { sectionLine = index + 1 }
        continue
      }
      guard sectionLine != nil else { continue }
      if trimmed.hasPrefix("### ") {
        if let done = question { questions.append(done) }
        question = Question(line: index + 1, text: String(trimmed.dropFirst(4)))
      } else if trimmed.hasPrefix("<details><summary>"), trimmed.hasSuffix("</summary>") {
        let label = trimmed.dropFirst("<details><summary>".count).dropLast("</summary>".count)
        choice = Choice(line: index + 1, label: String(label), explanation: [])
      } else if trimmed == "</details>", let done = choice {
        question?.choices.append(done)
        choice = nil
      } else if !trimmed.isEmpty {
        choice?.explanation.append(trimmed)
      }
    }
    if let done = question { questions.append(done) }
  }

  /// What is wrong with the questions: how many, how many choices, one right answer, an explanation each.
  func problems(words: LessonWords) -> [(line: Int, message: String)] {
    guard let sectionLine else { return [] }
    var problems: [(line: Int, message: String)] = []
    if !(3...5).contains(questions.count) {
      problems.append((sectionLine, "a lesson asks 3 to 5 questions; this one asks \(questions.count)"))
    }
    for question in questions {
      if question.choices.count < 3 {
        problems.append(
          (question.line, "a question offers 3 choices or more; this one offers \(question.choices.count)"))
      }
      let right = question.choices.filter { $0.explanation.first?.hasPrefix(words.right) == true }
      if right.count != 1 {
        problems.append(
          (question.line, "a question has exactly one choice explained as \(words.right); this one has \(right.count)"))
      }
      for choice in question.choices {
        guard let first = choice.explanation.first, first.hasPrefix(words.right) || first.hasPrefix(words.wrong) else {
          problems.append((choice.line, "each choice's explanation starts with \(words.right) or \(words.wrong)"))
          continue
        }
        let said = choice.explanation.joined(separator: " ")
          .replacingOccurrences(of: words.right, with: "").replacingOccurrences(of: words.wrong, with: "")
        if said.split(separator: " ").count < 5 {
          problems.append((choice.line, "this choice's explanation says too little to teach anything"))
        }
      }
    }
    if let count = longestRightCount(words: words), count * 3 > questions.count {
      problems.append(
        (
          sectionLine,
          "the right answer is the longest choice in \(count) of \(questions.count) questions; at most a third may be"
        ))
    }
    return problems
  }

  /// How many questions have a right answer strictly longer than every other choice, by characters of
  /// the choice's text (its letter and explanation left out); nil when there are no questions.
  ///
  /// A learner who can't tell the answers apart picks the longest: when that is the right one too often,
  /// the questions test a reader's eye, not what they learned. Wrong answers that carry a precise
  /// misconception are as long as right ones.
  func longestRightCount(words: LessonWords) -> Int? {
    guard !questions.isEmpty else { return nil }
    return questions.filter { question in
      guard let right = question.choices.first(where: { $0.explanation.first?.hasPrefix(words.right) == true }) else {
        return false
      }
      let length = Self.text(of: right).count
      return question.choices.allSatisfy { $0.line == right.line || Self.text(of: $0).count < length }
    }.count
  }

  /// A choice's text without its letter: `A. So that they run in parallel.` gives `So that they run in parallel.`
  static func text(of choice: Choice) -> String {
    let label = choice.label
    guard let dot = label.firstIndex(of: "."), label[..<dot].count <= 2,
      label[..<dot].allSatisfy({ $0.isLetter || $0.isNumber })
    else { return label }
    return label[label.index(after: dot)...].trimmingCharacters(in: .whitespaces)
  }
}

/// A lesson's prose: its paragraphs, outside code and generated blocks, and the claims they mark.
struct LessonProse {
  /// Each paragraph's first line, from 1, and its text.
  var paragraphs: [(line: Int, text: String)] = []

  init(_ document: LessonDocument) {
    var skipped = Set<Int>()
    for block in document.blocks { skipped.formUnion((block.line - 1)..<(block.content.upperBound + 1)) }
    var inFence = false
    var current: (line: Int, text: [String])?
    func close() {
      if let done = current { paragraphs.append((done.line, done.text.joined(separator: " "))) }
      current = nil
    }
    for (index, line) in document.lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inFence.toggle()
        close()
        continue
      }
      if inFence || skipped.contains(index) || trimmed.isEmpty || trimmed.hasPrefix("#") {
        close()
        continue
      }
      if current == nil { current = (index + 1, []) }
      current?.text.append(trimmed)
    }
    close()
  }

  /// The claim ids marked in `text`: `<!-- claim: ID -->`.
  static func claims(in text: String) -> [String] {
    text.components(separatedBy: "<!-- claim: ").dropFirst().compactMap { rest in
      rest.range(of: " -->").map { String(rest[..<$0.lowerBound]) }
    }
  }

  /// Every claim marked, in order.
  var claims: [(line: Int, id: String)] {
    paragraphs.flatMap { paragraph in Self.claims(in: paragraph.text).map { (paragraph.line, $0) } }
  }

  /// Paragraphs that cite what needs a ledger entry (a Swift Evolution proposal, Apple's documentation,
  /// a WWDC session) and mark no claim.
  var unmarkedCitations: [Int] {
    paragraphs.filter { paragraph in
      let text = LessonChecker.withoutCode(paragraph.text)
      let cites =
        text.range(of: #"SE-[0-9]{4}"#, options: .regularExpression) != nil
        || text.contains("WWDC") || text.contains("developer.apple.com")
      return cites && Self.claims(in: paragraph.text).isEmpty
    }.map(\.line)
  }
}

/// `Lessons/CLAIMS.md`: every fact the lessons state about Swift, Apple's frameworks or the patterns'
/// history, each under `## ID` with the claim, then `- Source:` with a link, or `- Test:` with a path.
struct ClaimsLedger {
  struct Entry {
    var id: String
    var line: Int
    var claim: String = ""
    var sources: [String] = []
    var tests: [String] = []
  }

  static let path = "Lessons/CLAIMS.md"
  var entries: [Entry] = []

  init(_ text: String) {
    var entry: Entry?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("## ") {
        if let done = entry { entries.append(done) }
        entry = Entry(id: String(trimmed.dropFirst(3)), line: index + 1)
      } else if trimmed.hasPrefix("- Source:") {
        entry?.sources.append(String(trimmed.dropFirst("- Source:".count)))
      } else if trimmed.hasPrefix("- Test:") {
        entry?.tests += LessonChecker.backticked(in: trimmed)
      } else if !trimmed.isEmpty, var current = entry {
        current.claim += (current.claim.isEmpty ? "" : " ") + trimmed
        entry = current
      }
    }
    if let done = entry { entries.append(done) }
  }

  /// Entries without a claim or a source, tests that don't exist, ids given twice, ids no lesson marks.
  func problems(marked: Set<String>, exists: (String) -> Bool) -> [(line: Int, message: String)] {
    var problems: [(line: Int, message: String)] = []
    var seen = Set<String>()
    for entry in entries {
      if !seen.insert(entry.id).inserted {
        problems.append((entry.line, "the claim \(entry.id) is listed twice"))
      }
      if entry.claim.isEmpty {
        problems.append((entry.line, "the claim \(entry.id) doesn't say what it claims"))
      }
      let linked = entry.sources.filter { $0.contains("https://") }
      if linked.isEmpty && entry.tests.isEmpty {
        problems.append((entry.line, "the claim \(entry.id) has no source with a link and no test"))
      }
      for test in entry.tests where !exists(test) {
        problems.append((entry.line, "the claim \(entry.id) points to \(test), which doesn't exist"))
      }
      if !marked.contains(entry.id) {
        problems.append((entry.line, "no lesson marks the claim \(entry.id)"))
      }
    }
    return problems
  }
}

/// What an exercise asks the learner to write: the lines its solution adds to the starting code, in
/// runs of three or more. A lesson that quotes such a run hands the learner the answer.
struct SolutionQuotes {
  /// Three lines in a row are a quote; one or two in common are idiom (`case .loaded:`, `return []`).
  static let run = 3

  /// One exercise's written lines: the file they are in, and each run of consecutive written lines.
  struct Written {
    var exercise: String
    var file: String
    var runs: [[String]]
  }

  /// The written lines of every exercise below `root`/Course: each solution file's lines that its
  /// starting file doesn't hold.
  static func written(root: URL) -> [Written] {
    let fileManager = FileManager.default
    let solutions = root.appendingPathComponent("Course/Solutions")
    let folders = ((try? fileManager.contentsOfDirectory(atPath: solutions.path)) ?? []).filter {
      $0.first?.isNumber == true
    }
    var written: [Written] = []
    for folder in folders.sorted() {
      let sources = solutions.appendingPathComponent("\(folder)/Sources")
      guard let enumerator = fileManager.enumerator(at: sources, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        let relative = String(url.path.dropFirst(sources.path.count + 1))
        let starting = root.appendingPathComponent("Course/Exercises/\(folder)/Sources/\(relative)")
        let given = Set(
          ((try? String(contentsOf: starting, encoding: .utf8)) ?? "").split(separator: "\n").map {
            normalized(String($0))
          })
        let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map {
          normalized(String($0))
        }.filter { !$0.isEmpty }
        var runs: [[String]] = []
        var current: [String] = []
        for line in lines {
          if given.contains(line) {
            if current.count >= run { runs.append(current) }
            current = []
          } else {
            current.append(line)
          }
        }
        if current.count >= run { runs.append(current) }
        if !runs.isEmpty {
          written.append(Written(exercise: folder, file: "Course/Solutions/\(folder)/Sources/\(relative)", runs: runs))
        }
      }
    }
    return written
  }

  /// A line as code compares: trimmed, and empty when it says nothing of its own (a comment, a
  /// lone bracket).
  static func normalized(_ line: String) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("//") || trimmed.allSatisfy({ "{}()[],;".contains($0) }) { return "" }
    return trimmed
  }

  /// Where `document` quotes three written lines in a row: the line in the lesson, and what it quotes.
  static func quotes(in document: LessonDocument, of written: [Written]) -> [(line: Int, written: Written)] {
    var code: [(line: Int, text: String)] = []
    var inSwift = false
    for (index, line) in document.lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inSwift = !inSwift && trimmed == "```swift"
        continue
      }
      if inSwift {
        let text = normalized(line)
        if !text.isEmpty { code.append((index + 1, text)) }
      }
    }
    var found: [(line: Int, written: Written)] = []
    for entry in written {
      let windows = Set(
        entry.runs.flatMap { run in
          (0...(run.count - Self.run)).map { run[$0..<($0 + Self.run)].joined(separator: "\n") }
        })
      guard code.count >= Self.run else { continue }
      for start in 0...(code.count - Self.run) {
        let window = code[start..<(start + Self.run)].map(\.text).joined(separator: "\n")
        if windows.contains(window) {
          found.append((code[start].line, entry))
          break
        }
      }
    }
    return found
  }
}
