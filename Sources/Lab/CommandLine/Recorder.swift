// What `archlab play --record` writes: each statement that ran, then `expect` lines for the screens it changed.

import Foundation
import LabEngine
import LabLanguage
import ScreenContract

/// Builds the recorded scenario: each statement that ran, then `expect` lines for the screens it changed.
///
/// A list of more than ``rowsUpTo`` rows is not written out row by row after each
/// statement (a long session would write the whole list at every step): its
/// counter, saving marks, field, filter and error line still are.
@MainActor
struct Recorder {
  static let rowsUpTo = 100

  var title = "A recorded session"
  private var lines: [String] = []
  private(set) var statementCount = 0
  /// What is in the file already: the title it was written with, and how many lines.
  private var written: (title: String, lines: Int)?

  var text: String {
    "scenario \(Scenario.quoted(title))\n# Recorded with `archlab play`: the expectations are the screens as they were.\n"
      + lines.map { $0 + "\n" }.joined()
  }

  /// Writes what is new since the last save: the lines added, at the end of the file,
  /// or the whole file when it is new or its title changed.
  mutating func save(to url: URL) throws {
    if let written, written.title == title {
      guard written.lines < lines.count else { return }
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(lines[written.lines...].map { $0 + "\n" }.joined().utf8))
    } else {
      try Data(text.utf8).write(to: url, options: .atomic)
    }
    written = (title, lines.count)
  }

  mutating func add(_ located: Scenario.Located, session: Session, open: Set<String>) {
    statementCount += 1
    lines.append(located.source)
    switch located.statement {
    case .expect, .appRestart:
      return
    case .profile(.close), .todos(.close):
      return
    case .profile:
      lines += Self.expectations(session.profileScreen)
    case .todos(.show):
      lines += todoExpectations(session)
    case .todos, .todo:
      lines += Self.expectations(session.todosScreen) + todoExpectations(session)
    case .appLink:
      lines +=
        Self.expectations(session.profileScreen) + Self.expectations(session.todosScreen)
        + todoExpectations(session)
    case .server:
      if open.contains("profile") { lines += Self.expectations(session.profileScreen) }
      if open.contains("todos") { lines += Self.expectations(session.todosScreen) + todoExpectations(session) }
    }
  }

  /// The Todo screen as it is (`todo closed` when none is open) and the badge: what a Todos gesture may change
  /// beside the list (N3, S1).
  private func todoExpectations(_ session: Session) -> [String] {
    let driver = session.currentDriver
    return (Expectation.all(metBy: driver?.todo?.screen) + [.appBadge(driver?.badge)]).map {
      Statement.expect($0).source
    }
  }

  static func expectations(_ screen: ProfileScreen) -> [String] {
    Expectation.all(metBy: screen).map { Statement.expect($0).source }
  }

  static func expectations(_ screen: TodosScreen) -> [String] {
    Expectation.all(metBy: screen, rowsUpTo: rowsUpTo).map { Statement.expect($0).source }
  }

  /// The file `--record` names, checked before anything is played: a session can't be lost to a bad path.
  static func newFile(_ path: String) throws(UsageError) -> URL {
    let url = URL(fileURLWithPath: path)
    guard !FileManager.default.fileExists(atPath: url.path) else {
      throw UsageError(
        message: "'\(path)' already exists; record into a new file so nothing is overwritten",
        french: "«\u{A0}\(path)\u{A0}» existe déjà\u{202F}; enregistrez dans un nouveau fichier pour ne rien écraser")
    }
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw UsageError(
        message: "can't record into '\(path)': the folder \(folder.path) doesn't exist",
        french: "impossible d'enregistrer dans «\u{A0}\(path)\u{A0}»\u{A0}: le dossier \(folder.path) n'existe pas")
    }
    guard FileManager.default.isWritableFile(atPath: folder.path) else {
      throw UsageError(
        message: "can't record into '\(path)': the folder \(folder.path) is not writable",
        french:
          "impossible d'enregistrer dans «\u{A0}\(path)\u{A0}»\u{A0}: on ne peut pas écrire dans le dossier \(folder.path)"
      )
    }
    return url
  }
}
