// Every name a lesson or an exercise writes in backticks is one the package's code has, or one taken from elsewhere.

import Foundation

/// The names in the package's Swift code, against which a lesson's names are checked.
///
/// A lesson that names a method, a property, a type or a test in backticks, and the code renames
/// it, goes on naming something that no longer exists: nothing fails, and the learner searches in
/// vain. So every name a lesson writes in backticks, outside code blocks, must be a word of the
/// package's Swift code, or one of ``fromElsewhere``; a `File.swift` must be a file of the package.
struct CodeNames {
  /// Names the lessons write that the package's code never uses: Apple's and the standard library's,
  /// shown beside the package's own for comparison, and the source articles' names, which the package
  /// chose not to use.
  static let fromElsewhere: Set<String> = [
    // Apple's and Swift's: Combine, Core Data, Synchronization, the standard library, Observation's Info.plist keys.
    "sink", "objectWillChange", "ObservableObject", "NSManagedObject", "Mutex", "forEach",
    "NSObservationTrackingEnabled", "UIObservationTrackingEnabled", "utf16", "isNewline",
    // The source articles', and TCA's.
    "DataManager", "TaskOutputPort", "TestStore",
    // The word the glossary tells the lessons to avoid, and the course's pattern for its targets' names.
    "Manager", "ExerciseNN", "ExerciseNNTests",
  ]

  /// Every identifier of the package's Swift code.
  let words: Set<String>
  /// The names of the package's Swift files, `Parser.swift` for one.
  let files: Set<String>

  /// The names of the Swift code below `root`: `Package.swift`, and what `Sources/`, `Tests/` and
  /// `Course/` hold, build folders excepted.
  init(root: URL) {
    var words: Set<String> = []
    var files: Set<String> = []
    var urls = [root.appendingPathComponent("Package.swift")]
    for folder in ["Sources", "Tests", "Course"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" { urls.append(url) }
      }
    }
    for url in urls {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      files.insert(url.lastPathComponent)
      words.formUnion(Self.identifiers(in: text))
    }
    self.words = words
    self.files = files
  }

  /// What is wrong with the names `line` writes in backticks: each that the code lacks, in a sentence.
  func problems(in line: String) -> [String] {
    LessonChecker.backticked(in: line).flatMap { quoted -> [String] in
      if quoted.hasSuffix(".swift"), quoted.count > 6, !quoted.contains("/"), !quoted.contains(" ") {
        let known = files.contains(quoted) || Self.fromElsewhere.contains(String(quoted.dropLast(6)))
        return known ? [] : ["`\(quoted)`: the package has no Swift file of that name"]
      }
      guard Self.isName(quoted) else { return [] }
      return quoted.split(separator: ".").map(String.init)
        .filter { !words.contains($0) && !Self.fromElsewhere.contains($0) }
        .map { "`\($0)`: no Swift code of the package has that name (renamed?)" }
    }
  }

  /// Whether `text` is a name, or names joined by dots (`state.deleting`), and nothing else.
  static func isName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      guard let first = part.first, first.isASCII, first.isLetter else { return false }
      return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The identifiers in Swift `text`: runs of ASCII letters, digits and underscores that don't start with a digit.
  static func identifiers(in text: String) -> Set<String> {
    var found: Set<String> = []
    var current = ""
    for character in text {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, !first.isNumber { found.insert(current) }
        current = ""
      }
    }
    if let first = current.first, !first.isNumber { found.insert(current) }
    return found
  }
}
