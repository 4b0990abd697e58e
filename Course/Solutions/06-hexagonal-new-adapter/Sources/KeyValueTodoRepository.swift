// Exercise 06, solved: a new adapter for the TodoRepository port: todos kept in a key-value store, as JSON.
// Lesson 04 (Hexagonal); JSONFileTodoRepository in Sources/Hexagonal/Adapters/Persistence is its sibling.

import Foundation
import HexagonalDomain
import SharedModel

/// Keeps todos in a ``KeyValueStore``, as an app keeps them in UserDefaults: the whole list, as JSON, under one key.
///
/// An actor, like the project's other adapters: saving reads the list, changes it and writes it
/// back, and two of those at once must not interleave.
public actor KeyValueTodoRepository: TodoRepository {
  private let store: KeyValueStore
  private let key: String

  public init(store: KeyValueStore, key: String = "todos") {
    self.store = store
    self.key = key
  }

  /// Every todo, in the order they were first saved.
  public func fetchAll() throws -> [Todo] {
    try read()
  }

  /// Creates `todo`, or replaces the todo with its id, keeping its place.
  public func save(_ todo: Todo) throws {
    var todos = try read()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try write(todos)
  }

  /// Deletes every todo whose id is in `ids`; unknown ids are ignored.
  public func delete(_ ids: [Todo.ID]) throws {
    try write(read().filter { !ids.contains($0.id) })
  }

  /// The list under `key`. No data yet is an empty list; data that doesn't decode
  /// throws, so that `save` never writes a short list over todos it couldn't read.
  private func read() throws -> [Todo] {
    guard let data = store.data(forKey: key) else { return [] }
    return try JSONDecoder().decode([StoredTodo].self, from: data).map(\.todo)
  }

  /// The whole list, written back in one `set`: a reader sees the old list or the new one, never half of each.
  private func write(_ todos: [Todo]) throws {
    store.set(try JSONEncoder().encode(todos.map(StoredTodo.init)), forKey: key)
  }
}

/// One todo as this adapter stores it: `{"id", "title", "done"}`.
///
/// The storage model is the adapter's, kept apart from the domain's `Todo`: the
/// domain can rename a property without breaking the data users already have.
struct StoredTodo: Codable {
  var id: String
  var title: String
  var done: Bool

  init(_ todo: Todo) {
    id = todo.id.rawValue
    title = todo.title
    done = todo.isDone
  }

  var todo: Todo {
    Todo(id: Todo.ID(rawValue: id), title: title, isDone: done)
  }
}
