// Exercise 06: a new adapter for the TodoRepository port: todos kept in a key-value store, in a format of its own.
// Lesson 04 (Hexagonal); lesson 07 holds every adapter of the port to the same contract.

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
    // TODO: decode the document stored under `key`; no data at all means no todos yet. Bytes that
    // aren't a version 1 document must throw: an empty list would let the next save wipe what was there.
    []
  }

  /// Creates `todo`, or replaces the todo with its id, keeping its place.
  public func save(_ todo: Todo) throws {
    // TODO: read the list, replace the todo with the same id or append this one, and write the document back.
  }

  /// Deletes every todo whose id is in `ids`; unknown ids are ignored.
  public func delete(_ ids: [Todo.ID]) throws {
    // TODO: read the list, drop the todos whose id is in `ids`, and write the rest back.
  }

  // TODO: the storage model: the document and the stored todo, with the format's own field names,
  // apart from the domain's `Todo`, which can then change without breaking what users already have.
}
