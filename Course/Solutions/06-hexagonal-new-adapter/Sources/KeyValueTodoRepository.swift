// Exercise 06, solved: a new adapter for the TodoRepository port: todos kept in a key-value store, in a format of its own.
// Lesson 04 (Hexagonal); JSONFileTodoRepository in Sources/Hexagonal/Adapters/Persistence is its sibling.

import Foundation
import HexagonalDomain
import SharedModel

/// Keeps todos in a ``KeyValueStore``, as an app keeps them in UserDefaults: the whole list, as one
/// JSON document, under one key.
///
/// The document is version 1 of the adapter's storage format, which README.md states:
///
///     {"version": 1, "todos": [{"id": "buy-milk", "title": "Buy milk", "done": false}]}
///
/// An actor, like the project's other adapters: saving reads the list, changes it and writes it
/// back, and two of those at once must not interleave. That holds within one repository. Two
/// repositories over one store and key are two actors, and the store, like UserDefaults, has no
/// transaction: their saves may interleave, and one undo the other. An app keeps one per key.
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
    let stored = try read()
    var todos = stored
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try write(todos, over: stored)
  }

  /// Deletes every todo whose id is in `ids`; unknown ids are ignored.
  public func delete(_ ids: [Todo.ID]) throws {
    let stored = try read()
    try write(stored.filter { !ids.contains($0.id) }, over: stored)
  }

  /// The list under `key`. No data yet is an empty list; anything but a version 1
  /// document throws, so that `save` never writes a short list over todos it couldn't read.
  private func read() throws -> [Todo] {
    guard let data = store.data(forKey: key) else { return [] }
    let decoder = JSONDecoder()
    // The version first: a newer app may have written a document whose todos
    // this one can't read, and reading it as version 1 would lose them.
    let version = try decoder.decode(StoredVersion.self, from: data).version
    guard version == StoredTodos.version else { throw StoredTodosError.unknownVersion(version) }
    let todos = try decoder.decode(StoredTodos.self, from: data).todos.map(\.todo)
    // The stretch: the port holds one todo per id, and `save` replaces *the* todo with its id.
    // A document that repeats one can't be read as a list of this port without choosing which
    // copy is the todo: it is corrupt, and says so, like any document that isn't the format.
    var ids = Set<Todo.ID>()
    for todo in todos where !ids.insert(todo.id).inserted {
      throw StoredTodosError.repeatedID(todo.id.rawValue)
    }
    return todos
  }

  /// The whole list, written back in one `set`: a reader sees the old list or the new one, never half of each.
  ///
  /// The stretch: a change that changes nothing writes nothing. Every write of UserDefaults tells
  /// its observers and may be synced; the bytes already stored say the same list, perhaps spelled
  /// otherwise (spaces, order of keys), and stay as they are.
  private func write(_ todos: [Todo], over stored: [Todo]) throws {
    guard todos != stored else { return }
    store.set(try JSONEncoder().encode(StoredTodos(todos: todos.map(StoredTodo.init))), forKey: key)
  }
}

// MARK: - The storage model

// The adapter's own types, kept apart from the domain's `Todo`. Encoding `Todo`
// would make its property names (`isDone`) the format of data users keep for
// years: renaming a property of the domain would then break every stored list.
// Here the domain can change freely, and only this mapping follows it.

/// The document under the key: `{"version": 1, "todos": [...]}`.
struct StoredTodos: Codable {
  /// The format this adapter writes and reads. A new format gets a new number, and code to read the old one.
  static let version = 1

  var version = StoredTodos.version
  var todos: [StoredTodo]

  /// The document's keys, every one: a key not named here is not the format.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, todos
  }

  init(todos: [StoredTodo]) {
    self.todos = todos
  }

  init(from decoder: any Decoder) throws {
    try decoder.requireNoKeysBut(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    todos = try container.decode([StoredTodo].self, forKey: .todos)
  }
}

/// Just the version of a document, read before anything else.
struct StoredVersion: Decodable {
  var version: Int
}

/// One todo as this adapter stores it: `{"id", "title", "done"}`.
struct StoredTodo: Codable {
  var id: String
  var title: String
  var done: Bool

  /// A todo's keys, every one: a key not named here is not the format.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, done
  }

  init(_ todo: Todo) {
    id = todo.id.rawValue
    title = todo.title
    done = todo.isDone
  }

  init(from decoder: any Decoder) throws {
    try decoder.requireNoKeysBut(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    done = try container.decode(Bool.self, forKey: .done)
  }

  var todo: Todo {
    Todo(id: Todo.ID(rawValue: id), title: title, isDone: done)
  }
}

/// Any key of a JSON object: what a document holds, whether the format has it or not.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Decoder {
  /// Throws if the object being read holds a key that `Keys` doesn't name. Such a document is
  /// no document of this version: read anyway, the key would be lost at the next save.
  fileprivate func requireNoKeysBut<Keys: CodingKey & CaseIterable>(_: Keys.Type) throws {
    let known = Set(Keys.allCases.map(\.stringValue))
    let unknown = try container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).filter { !known.contains($0) }
    if !unknown.isEmpty { throw StoredTodosError.unknownKeys(unknown.sorted()) }
  }
}

/// A document this adapter can't read.
public enum StoredTodosError: Error, Equatable {
  /// Written in a version of the format this adapter doesn't know, by a newer app perhaps.
  case unknownVersion(Int)
  /// Keys the format doesn't have, a newer build's perhaps: rewriting the document would lose them.
  case unknownKeys([String])
  /// Two stored todos with this id: the port promises one todo per id (the stretch).
  case repeatedID(String)
}
