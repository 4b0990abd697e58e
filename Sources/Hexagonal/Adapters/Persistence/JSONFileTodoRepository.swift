// JSONFileTodoRepository: a todo repository that keeps todos in a JSON file on disk.
// Lesson 04 reads it as the adapter the seed's Core Data one becomes; lesson 07 holds it to the repository contract.

import Foundation
import HexagonalDomain
import SharedModel

// snippet.hexagonal-json-file-todo-repository
/// Keeps todos in one JSON file, rewritten whole at each change.
///
/// A missing file is an empty list. A file that is there but unreadable as a
/// list of todos throws ``TodoFileError/corrupt(_:)`` on every call, saves and
/// deletes included: they would otherwise replace whatever the file still holds
/// with a list that lost it.
public actor JSONFileTodoRepository: TodoRepository {
  public nonisolated let fileURL: URL

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchAll() throws -> [Todo] {
    try read()
  }

  public func save(_ todo: Todo) throws {
    var todos = try read()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try write(todos)
  }

  public func delete(_ ids: [Todo.ID]) throws {
    let todos = try read()
    try write(todos.filter { !ids.contains($0.id) })
  }

  private func read() throws -> [Todo] {
    guard FileManager.default.fileExists(atPath: fileURL.path(percentEncoded: false)) else { return [] }
    let data = try Data(contentsOf: fileURL)
    do {
      return try JSONDecoder().decode([StoredTodo].self, from: data).map(\.todo)
    } catch {
      throw TodoFileError.corrupt(fileURL)
    }
  }

  /// `.atomic` writes a temporary file and renames it over the old one: whoever
  /// reads the file, even after a crash mid-write, finds the old list or the new
  /// one, never half of each.
  private func write(_ todos: [Todo]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(todos.map(StoredTodo.init))
    try FileManager.default.createDirectory(
      at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: fileURL, options: .atomic)
  }
}
// snippet.end
