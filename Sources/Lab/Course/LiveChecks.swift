// Tells each check the moment it ends, while `swift test` is still running, and says in words
// when the build waits on another SwiftPM. Lines come from the thread that reads the child's output.

import Foundation
import LabTerminal

/// Reads `swift test`'s lines as they come and tells each check as it ends: `✓ keeps a title`.
final class LiveChecks: @unchecked Sendable {
  private let console: Console
  private let words: CourseWords
  /// A check's name in the course's language.
  private let translate: @Sendable (String) -> String
  private let lock = NSLock()
  private var reader: TestOutputReader
  private var told = 0
  private var toldLock = false

  init(
    console: Console, exercisePath: String, root: String, words: CourseWords,
    translate: @escaping @Sendable (String) -> String = { $0 }
  ) {
    self.console = console
    self.words = words
    self.translate = translate
    reader = TestOutputReader(exercisePath: exercisePath, root: root)
  }

  /// Whether any check was told as it ended.
  var toldAny: Bool { lock.withLock { told > 0 } }

  func hear(_ line: String) {
    let text: String? = lock.withLock {
      if line.contains("Another instance of SwiftPM is already running"), !toldLock {
        toldLock = true
        return words.anotherSwiftPM + "\n"
      }
      reader.read(line)
      guard reader.checks.count > told else { return nil }
      // The stretch's checks are told at the end, once the exercise's own pass.
      let ended = reader.checks[told...].filter { !$0.isStretch }
      told = reader.checks.count
      return ended.map { check in
        let mark = check.passed ? console.paint("✓", .green) : console.paint("✗", .red)
        let cases = check.cases.map { words.colon + words.cases(check.passing, $0) } ?? ""
        return "\(mark) \(translate(check.title))\(check.passed ? "" : cases)\n"
      }.joined()
    }
    if let text { console.write(text) }
  }
}
