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
    // TODO: what was saved under `key` comes back, in the order first saved (the contract). Nothing stored
    // yet is no todos; anything that isn't a version 1 document (README.md) throws, and never reads as empty.
    // FR : ce qui a été enregistré sous `key` revient, dans l'ordre du premier enregistrement (le contrat). Tant que
    // rien n'est stocké, il n'y a aucun todo ; tout ce qui n'est pas un document en version 1 (README.md) lève une
    // erreur, et n'est jamais lu comme vide.
    []
  }

  /// Creates `todo`, or replaces the todo with its id, keeping its place.
  public func save(_ todo: Todo) throws {
    // TODO: afterwards, the store holds the todo in its place: where the todo with its id stood, or last
    // (the contract), in the storage format, where a new repository over the same store finds it.
    // FR : ensuite, le store contient le todo à sa place : là où se trouvait le todo de même id, ou en dernier (le
    // contrat), au format de stockage, là où un nouveau repository sur le même store le trouve.
  }

  /// Deletes every todo whose id is in `ids`; unknown ids are ignored.
  public func delete(_ ids: [Todo.ID]) throws {
    // TODO: afterwards, the store holds every other todo, in order, and none of these; unknown ids
    // change nothing (the contract).
    // FR : ensuite, le store contient tous les autres todos, dans l'ordre, et aucun de ceux-ci ; les ids inconnus ne
    // changent rien (le contrat).
  }

  // TODO: what this adapter writes is its storage format (README.md): its field names are the format's,
  // chosen once, and they must not change when a property of the domain's `Todo` is renamed.
  // FR : ce qu'écrit cet adaptateur est son format de stockage (README.md) : ses noms de champs sont ceux du format,
  // choisis une fois pour toutes, et ils ne doivent pas changer quand une propriété du `Todo` du domaine est
  // renommée.
}
