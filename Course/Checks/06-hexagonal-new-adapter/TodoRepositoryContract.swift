// The checks of exercise 06: the TodoRepository contract, run against the in-memory reference and your adapter.
// Lesson 07 reads the project's own contract in Tests/HexagonalTests/Contracts: one spec, every adapter.

import Foundation
import HexagonalDomain
import HexagonalDrivenAdapters
import SharedModel
import Testing

@testable import Exercise06

@Suite struct TodoRepositoryContract {
  @Test(arguments: Adapter.all)
  func anEmptyStoreHoldsNoTodos(_ adapter: Adapter) async throws {
    let todos = try await adapter.makeStore().open().fetchAll()
    #expect(todos == [], "a new store holds nothing (the port's contract: a new store holds no todos)")
  }

  @Test(arguments: Adapter.all)
  func savedTodosComeBackInTheOrderFirstSaved(_ adapter: Adapter) async throws {
    let repository = adapter.makeStore().open()
    for todo in [Todo.callMom, .buyMilk, .walkTheDog] { try await repository.save(todo) }
    let todos = try await repository.fetchAll()
    #expect(
      todos == [.callMom, .buyMilk, .walkTheDog],
      "todos come back as saved, in the order they were first saved (the port's contract: order of first save)")
  }

  @Test(arguments: Adapter.all)
  func savingATodoAgainReplacesItInItsPlace(_ adapter: Adapter) async throws {
    let repository = adapter.makeStore().open()
    for todo in [Todo.buyMilk, .callMom] { try await repository.save(todo) }
    var done = Todo.buyMilk
    done.isDone = true
    try await repository.save(done)
    let todos = try await repository.fetchAll()
    #expect(
      todos == [done, .callMom],
      "saving a todo with a known id replaces it where it stood, it doesn't add a second one (the port's contract: a save replaces in place)"
    )
  }

  @Test(arguments: Adapter.all)
  func deleteRemovesOnlyTheNamedTodos(_ adapter: Adapter) async throws {
    let repository = adapter.makeStore().open()
    for todo in [Todo.buyMilk, .walkTheDog, .callMom, .waterThePlants] { try await repository.save(todo) }
    try await repository.delete([Todo.walkTheDog.id, Todo.waterThePlants.id])
    let todos = try await repository.fetchAll()
    #expect(
      todos == [.buyMilk, .callMom],
      "the two named todos are gone, the others stay (the port's contract: delete removes only the named todos)")
  }

  @Test(arguments: Adapter.all)
  func deletingUnknownIDsChangesNothing(_ adapter: Adapter) async throws {
    let repository = adapter.makeStore().open()
    try await repository.save(.buyMilk)
    try await repository.delete(["no-such-todo"])
    try await repository.delete([])
    let todos = try await repository.fetchAll()
    #expect(todos == [.buyMilk], "ids that aren't there are ignored (the port's contract: unknown ids are ignored)")
  }

  @Test(arguments: Adapter.all)
  func aNewRepositoryOverTheSameStoreSeesEveryChange(_ adapter: Adapter) async throws {
    let store = adapter.makeStore()
    let first = store.open()
    for todo in [Todo.buyMilk, .walkTheDog] { try await first.save(todo) }
    try await first.delete([Todo.buyMilk.id])
    let todos = try await store.open().fetchAll()
    #expect(
      todos == [.walkTheDog],
      "what one repository wrote, the next one over the same store reads: nothing lives only in the first (the port's contract: a new repository sees every change)"
    )
  }
}

// What the key-value adapter must do beyond the contract: keep to its storage format, stated in README.md.
@Suite struct KeyValueTodoRepositoryTests {
  @Test func readsADocumentWrittenInTheStorageFormat() async throws {
    let document = """
      {"version": 1, "todos": [
        {"id": "buy-milk", "title": "Buy milk", "done": false},
        {"id": "walk-the-dog", "title": "Walk the dog", "done": true}
      ]}
      """
    let store = KeyValueStore(values: ["todos": Data(document.utf8)])
    let todos = try await KeyValueTodoRepository(store: store).fetchAll()
    #expect(
      todos == [.buyMilk, .walkTheDog],
      "a document in the format, as an older build of the app wrote it, reads back as the same todos (the storage format)"
    )
  }

  @Test func writesADocumentWithTheFormatsVersionAndItsTodos() async throws {
    let store = KeyValueStore()
    try await KeyValueTodoRepository(store: store).save(.buyMilk)
    let document = try storedDocument(in: store)
    #expect(
      Set(document.keys) == ["version", "todos"],
      "the document holds `version` and `todos`, nothing else (the storage format)")
    #expect(document["version"] as? Int == 1, "it is version 1 of the format (the storage format)")
  }

  @Test func writesEachTodoWithTheFormatsFieldNames() async throws {
    let store = KeyValueStore()
    let repository = KeyValueTodoRepository(store: store)
    for todo in [Todo.buyMilk, .walkTheDog] { try await repository.save(todo) }
    let todos = try #require(
      try storedDocument(in: store)["todos"] as? [[String: Any]], "`todos` is a list (the storage format)")
    #expect(
      todos.map { Set($0.keys) } == [["id", "title", "done"], ["id", "title", "done"]],
      "each stored todo has the format's fields, `id`, `title` and `done`: not the domain's property names (the storage format)"
    )
    #expect(
      todos.map { $0["id"] as? String } == ["buy-milk", "walk-the-dog"],
      "`id` is the todo's id, as text (the storage format)")
    #expect(
      todos.map { $0["title"] as? String } == ["Buy milk", "Walk the dog"], "`title` is its title (the storage format)")
    #expect(todos.map { $0["done"] as? Bool } == [false, true], "`done` is its done mark (the storage format)")
  }

  @Test func aListOfDomainTodosIsntTheFormat() async {
    let encoded = Data(#"[{"id": "buy-milk", "title": "Buy milk", "isDone": false}]"#.utf8)
    let store = KeyValueStore(values: ["todos": encoded])
    await #expect(
      throws: (any Error).self,
      "`Todo` encoded as it is, a bare list with `isDone`, is not a document of the format (the storage format)"
    ) {
      try await KeyValueTodoRepository(store: store).fetchAll()
    }
  }

  @Test func aDocumentOfAnotherVersionIsAnErrorNotAnEmptyList() async {
    let document = #"{"version": 2, "todos": [{"id": "buy-milk", "label": "Buy milk", "state": "open"}]}"#
    let store = KeyValueStore(values: ["todos": Data(document.utf8)])
    await #expect(
      throws: (any Error).self,
      "a version it doesn't know throws: read as version 1, or as empty, its todos would be lost at the next save (the storage format)"
    ) {
      try await KeyValueTodoRepository(store: store).fetchAll()
    }
  }

  @Test func bytesThatArentADocumentAreAnErrorNotAnEmptyList() async {
    let store = KeyValueStore(values: ["todos": Data("not a list of todos".utf8)])
    await #expect(
      throws: (any Error).self,
      "fetching throws: an empty list would let the next save wipe out the stored data (the storage format)"
    ) {
      try await KeyValueTodoRepository(store: store).fetchAll()
    }
  }

  @Test func aKeyTheFormatDoesntHaveIsAnErrorNotLostAtTheNextSave() async {
    let documents = [
      ("due", #"{"version": 1, "todos": [{"id": "buy-milk", "title": "Buy milk", "done": false, "due": "12-24"}]}"#),
      ("owner", #"{"version": 1, "todos": [], "owner": "ada"}"#),
    ]
    for (key, document) in documents {
      let store = KeyValueStore(values: ["todos": Data(document.utf8)])
      await #expect(
        throws: (any Error).self,
        "a key the format doesn't have (`\(key)`) makes it another document than version 1: saving throws (the storage format)"
      ) {
        try await KeyValueTodoRepository(store: store).save(.callMom)
      }
      #expect(
        store.data(forKey: "todos") == Data(document.utf8),
        "and the document stays as it was: rewritten as version 1, it would lose that key (the storage format)")
    }
  }

  @Test func repositoriesUnderDifferentKeysDontMix() async throws {
    let store = KeyValueStore()
    try await KeyValueTodoRepository(store: store, key: "home").save(.buyMilk)
    try await KeyValueTodoRepository(store: store, key: "work").save(.callMom)
    let home = try await KeyValueTodoRepository(store: store, key: "home").fetchAll()
    #expect(home == [.buyMilk], "each repository keeps to its own key (the storage format)")
  }

  /// The document under `todos`, as JSON objects: what another program reading the store would see.
  private func storedDocument(in store: KeyValueStore) throws -> [String: Any] {
    let data = try #require(
      store.data(forKey: "todos"), "the repository wrote under its key, `todos` (the storage format)")
    return try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any], "the data is a JSON object (the storage format)")
  }
}

// MARK: - Helpers

/// One adapter of ``TodoRepository`` under the contract: a way to make a fresh store, and to open repositories on it.
struct Adapter: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let makeStore: @Sendable () -> Store

  /// The reference first: if a check fails for it too, the check is wrong, not your adapter.
  static let all: [Adapter] = [
    Adapter(testDescription: "InMemoryTodoRepository") {
      let repository = InMemoryTodoRepository()
      return Store { repository }
    },
    Adapter(testDescription: "KeyValueTodoRepository") {
      let store = KeyValueStore()
      return Store { KeyValueTodoRepository(store: store) }
    },
  ]

  /// Where an adapter keeps todos, and a way to open a new repository on it.
  struct Store: Sendable {
    let open: @Sendable () -> any TodoRepository
  }
}

extension Todo {
  static let buyMilk = Todo(id: "buy-milk", title: "Buy milk")
  static let walkTheDog = Todo(id: "walk-the-dog", title: "Walk the dog", isDone: true)
  static let callMom = Todo(id: "call-mom", title: "Call mom")
  static let waterThePlants = Todo(id: "water-the-plants", title: "Water the plants", isDone: true)
}
