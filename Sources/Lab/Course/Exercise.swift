// The course's exercises: the folders of Course/Exercises/, each with its twin in Course/Solutions/.
// `archlab course` lists, checks and resets them; Course/Exercises/README.md explains the course.

import Foundation

/// One exercise: the folder `Course/Exercises/NN-name/` and the reference in `Course/Solutions/NN-name/`.
public struct Exercise: Equatable, Sendable {
  /// 1 for `01-title-rules`.
  var number: Int
  /// The folder's name, e.g. `01-title-rules`.
  var folder: String

  /// `01`: how the exercise's targets are named (`Exercise01`, `Exercise01Tests`).
  var code: String { number < 10 ? "0\(number)" : "\(number)" }
  /// The folder's path from the package root: `Course/Exercises/01-title-rules`.
  var path: String { "\(Course.folder)/Exercises/\(folder)" }
  /// The reference's path from the package root: `Solutions/01-title-rules`.
  var solutionPath: String { "\(Course.folder)/Solutions/\(folder)" }
  /// The checks' folder from the package root: `Course/Checks/01-title-rules`. They stand apart from
  /// the exercise, as the hints do: the task states the rule, and the checks try what it implies.
  var checksPath: String { "\(Course.folder)/Checks/\(folder)" }
  /// The test target that checks it.
  var testTarget: String { "Exercise\(code)Tests" }

  /// The exercise of a folder named `NN-name`, or nil for any other name.
  init?(folder: String) {
    let parts = folder.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts[0].count == 2, let number = Int(parts[0]), !parts[1].isEmpty else { return nil }
    self.number = number
    self.folder = folder
  }
}

/// Every exercise of a package, in order.
public struct Course: Sendable {
  /// The course package's folder, below the package root.
  static let folder = "Course"
  /// The name `Course/Package.swift` gives the package: its tests' executable is named after it.
  static let packageName = "course"

  /// The package's root folder.
  public var root: URL
  public var exercises: [Exercise]

  /// The exercises found in `root/Course/Exercises`.
  public init(root: URL) {
    self.root = root
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("\(Self.folder)/Exercises").path))
    exercises = (names ?? []).compactMap(Exercise.init(folder:)).sorted { $0.number < $1.number }
  }

  /// The exercise `word` names: its number (`1`, `01`) or its folder (`01-title-rules`, `title-rules`).
  func exercise(named word: String) -> Exercise? {
    if let number = Int(word) { return exercises.first { $0.number == number } }
    var word = word
    for prefix in ["\(Self.folder)/Exercises/", "Exercises/"] where word.hasPrefix(prefix) {
      word = String(word.dropFirst(prefix.count))
    }
    let name = word.hasSuffix("/") ? String(word.dropLast()) : word
    return exercises.first { $0.folder == name || $0.folder.dropFirst(3) == name }
  }

  /// The exercise after `exercise`, if there is one.
  func exercise(after exercise: Exercise) -> Exercise? {
    exercises.first { $0.number > exercise.number }
  }

  /// The file at `path`, from the package root.
  func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// The title of the exercise's README: `# 01 · The title rules` gives `The title rules`;
  /// in French, that of README.fr.md when there is one.
  func title(of exercise: Exercise, in language: CourseLanguage = .en) -> String {
    let readme =
      (try? String(contentsOf: url("\(exercise.path)/\(language.file("README"))"), encoding: .utf8))
      ?? (try? String(contentsOf: url("\(exercise.path)/README.md"), encoding: .utf8)) ?? ""
    guard let heading = readme.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else { return "" }
    let text = heading.dropFirst(2)
    if let dot = text.range(of: " · ") { return String(text[dot.upperBound...]) }
    return String(text)
  }

  /// The files below `path`, relative to it and sorted: `Sources/TitleRules.swift`, ...
  func files(under path: String) -> [String] {
    let base = url(path).standardizedFileURL
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    for case let file as URL in enumerator {
      guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      files.append(String(file.standardizedFileURL.path.dropFirst(base.path.count + 1)))
    }
    return files.sorted()
  }

  /// The folder of the tests that check `exercise`: `Tests/` in the exercise's folder where writing a
  /// test is the task (the learner's tests and the checks that run them), else its checks' folder.
  func testsPath(of exercise: Exercise) -> String {
    let own = "\(exercise.path)/Tests"
    return FileManager.default.fileExists(atPath: url(own).path) ? own : exercise.checksPath
  }

  /// Every file a check runs with, from the package root: the exercise's, then its checks'.
  func paths(of exercise: Exercise) -> [String] {
    [exercise.path, exercise.checksPath].flatMap { folder in files(under: folder).map { "\(folder)/\($0)" } }
  }

  /// A digest of every file of the exercise and of its checks: it changes when any of them does.
  /// `watch` checks again when it changes.
  func fingerprint(of exercise: Exercise) -> String {
    digest(paths(of: exercise).map { path in (path, Array((try? Data(contentsOf: url(path))) ?? Data())) })
  }

  /// A digest of the code alone, the exercise's and its checks': Swift and scenario files, comments and
  /// spacing left out. A passed exercise stays done until this changes: editing a comment, or a README,
  /// undoes nothing a check proved.
  func codeFingerprint(of exercise: Exercise) -> String {
    digest(
      paths(of: exercise).compactMap { path in
        let text = (try? String(contentsOf: url(path), encoding: .utf8)) ?? ""
        if path.hasSuffix(".swift") { return (path, Array(CodeText.swift(text).utf8)) }
        if path.hasSuffix(".scenario") { return (path, Array(CodeText.scenario(text).utf8)) }
        return nil
      })
  }

  private func digest(_ files: [(name: String, bytes: [UInt8])]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits: enough to notice an edit
    for file in files {
      for byte in Array(file.name.utf8) + [0] + file.bytes + [0] {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }
}
