// The stretch of exercise 06, optional: the adapter guards the port's promise in what it reads, and spares the
// store the writes that change nothing. README.md, "Stretch", states both rules.

import Foundation
import HexagonalDomain
import SharedModel
import Testing

@testable import Exercise06

@Suite struct KeyValueTodoRepositoryStretchTests {
  @Test func stretchADocumentThatRepeatsAnIdIsAnError() async {
    let document = """
      {"version": 1, "todos": [
        {"id": "buy-milk", "title": "Buy milk", "done": false},
        {"id": "buy-milk", "title": "Buy oat milk", "done": true}
      ]}
      """
    let store = KeyValueStore(values: ["todos": Data(document.utf8)])
    await #expect(
      throws: (any Error).self,
      "two stored todos with one id break the port, which holds one todo per id: reading them throws (the stretch: one todo per id)"
    ) {
      try await KeyValueTodoRepository(store: store).fetchAll()
    }
  }

  @Test func stretchAChangeThatChangesNothingWritesNothing() async throws {
    // A document as a person or another build wrote it, with its own spaces: any write would change its bytes.
    let document = Data(
      """
      {"version": 1, "todos": [
        {"id": "buy-milk", "title": "Buy milk", "done": false}
      ]}
      """.utf8)
    let store = KeyValueStore(values: ["todos": document])
    let repository = KeyValueTodoRepository(store: store)
    try await repository.save(Todo(id: "buy-milk", title: "Buy milk"))
    #expect(
      store.data(forKey: "todos") == document,
      "saving a todo exactly as it is stored changes nothing, so it writes nothing (the stretch: a change that changes nothing writes nothing)"
    )
    try await repository.delete(["no-such-todo"])
    try await repository.delete([])
    #expect(
      store.data(forKey: "todos") == document,
      "deleting ids that aren't there writes nothing (the stretch: a change that changes nothing writes nothing)")
    try await repository.save(Todo(id: "buy-milk", title: "Buy milk", isDone: true))
    #expect(
      store.data(forKey: "todos") != document,
      "a real change is written (the port's contract: a new repository sees every change)")
  }
}
