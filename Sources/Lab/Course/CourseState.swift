// What the course remembers between commands: hints shown, checks passed. Kept under .build/, never committed.

import Foundation

/// A learner's progress through the course.
struct CourseState: Codable, Equatable {
  /// The progress on one exercise.
  struct Progress: Codable, Equatable {
    /// How many hints `course hint` has shown.
    var hintsShown = 0
    /// A check has passed once: the solution may be shown.
    var hasPassed = false
    /// The exercise's fingerprint when its last check passed; nil if the last check failed.
    var passedFingerprint: String?
  }

  /// By folder name.
  var exercises: [String: Progress] = [:]

  subscript(exercise: Exercise) -> Progress {
    get { exercises[exercise.folder] ?? Progress() }
    set { exercises[exercise.folder] = newValue }
  }
}

/// The file the state lives in: `.build/course/state.json`.
struct CourseStateFile: Sendable {
  var url: URL

  /// The state, or a fresh one if the file is missing or unreadable.
  func load() -> CourseState {
    guard let data = try? Data(contentsOf: url) else { return CourseState() }
    return (try? JSONDecoder().decode(CourseState.self, from: data)) ?? CourseState()
  }

  func save(_ state: CourseState) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(state).write(to: url, options: .atomic)
  }
}
