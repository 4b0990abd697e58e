// JSONFileTodoRepository: a todo repository that keeps todos in a JSON file on disk.
// Lesson 04 reads it as the adapter an app's Core Data store would be; the repository contract holds it to the port.

import Foundation
import HexagonalDomain
import SharedModel

// snippet.hexagonal-json-file-todo-repository
/// Keeps todos in one JSON file, rewritten whole at each change.
///
/// - A missing file is an empty list.
/// - A file that is there but unreadable as a list of todos throws
///   ``TodoFileError/corrupt(_:)`` on every call, saves included: a save would
///   otherwise replace whatever the file still holds with a list that lost it.
///   So does anything but a regular file, and a file over 16 MiB.
/// - Each write goes to a new file beside the old one, then replaces it in one
///   rename, so a reader finds the old list or the new one, never half of each,
///   and needs no lock: a read-only folder can still be read.
///   The new file keeps the old one's mode, owner and group; a symbolic link keeps
///   pointing where it did, at a file that now holds the new list; a read-only
///   file is refused, not replaced. `TodoFile` says how, and why.
/// - Every read-change-write runs under a lock on a file beside it, so two
///   repositories on one file, in one process or two, lose no update.
public actor JSONFileTodoRepository: TodoRepository {
  public nonisolated let fileURL: URL

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchAll() throws -> [Todo] {
    try TodoFile(at: fileURL).read()
  }

  public func save(_ todo: Todo) throws {
    try TodoFile(at: fileURL).locked { file in
      var todos = try file.read()
      if let index = todos.firstIndex(where: { $0.id == todo.id }) {
        todos[index] = todo
      } else {
        todos.append(todo)
      }
      try file.replace(with: todos)
    }
  }

  public func delete(_ ids: [Todo.ID]) throws {
    try TodoFile(at: fileURL).locked { file in
      let removed = Set(ids)
      try file.replace(with: try file.read().filter { !removed.contains($0.id) })
    }
  }
}
// snippet.end
