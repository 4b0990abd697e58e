// Which exercise files a learner changed, and how to put them back: asked of git, which holds the starting points.

import Foundation
import LabTerminal

/// A change the workspace can't tell or make, said in words.
struct WorkspaceError: Error, Equatable {
  var message: String
}

/// A file that is not as it started.
struct FileChange: Equatable, Sendable {
  /// From the package root.
  var path: String
  /// The file is new: the starting point doesn't have it.
  var isAdded: Bool
}

/// The exercises' files as they are, against their starting point.
protocol ExerciseFiles: Sendable {
  /// The files below `path` that differ from their starting point (changed, deleted or added), by path.
  func changes(under path: String, in root: URL) throws(WorkspaceError) -> [FileChange]
  /// Puts every file below `path` back as it started, and deletes the files added there.
  func restore(_ path: String, in root: URL) throws(WorkspaceError)
}

/// The starting point is the last commit: `git diff HEAD`, `git checkout HEAD --` and `git clean`.
///
/// A fresh clone needs nothing more, and nothing is copied aside. Changes a learner
/// commits become their own starting point, which `reset` then goes back to.
struct GitExerciseFiles: ExerciseFiles {
  func changes(under path: String, in root: URL) throws(WorkspaceError) -> [FileChange] {
    let changed = try git(["diff", "--name-only", "--relative", "HEAD", "--", path], in: root)
    let added = try git(["ls-files", "--others", "--exclude-standard", "--", path], in: root)
    let changes =
      lines(changed).map { FileChange(path: $0, isAdded: false) }
      + lines(added).map { FileChange(path: $0, isAdded: true) }
    return changes.sorted { $0.path < $1.path }
  }

  func restore(_ path: String, in root: URL) throws(WorkspaceError) {
    _ = try git(["checkout", "HEAD", "--", path], in: root)
    _ = try git(["clean", "-f", "-d", "-q", "--", path], in: root)
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  /// Runs git as every other child is run (``Subprocess``): its own process group, stopped at
  /// Ctrl-C, and no descriptor of this process passed on but its output.
  private func git(_ arguments: [String], in root: URL) throws(WorkspaceError) -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C"
    let run = Subprocess.runAndWait(["git", "-C", root.path] + arguments, environment: environment)
    guard run.status == 0 else {
      let reason = run.errors.trimmingCharacters(in: .whitespacesAndNewlines)
      throw WorkspaceError(message: "git \(arguments[0]) failed: \(reason)")
    }
    return run.output
  }

}
