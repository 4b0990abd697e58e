// The TodoRepository contract: what every adapter of the port must do, run against each of them.
// Lesson 07 reads it: one spec, many adapters (Essential Feed's store specs, in Swift Testing).

import HexagonalDomain
import HexagonalDrivenAdapters
import SharedModel
import TestSupport
import Testing

// snippet.hexagonal-todo-repository-contract
@Suite(.failsInsteadOfHanging) struct TodoRepositoryContract {
  @Test(arguments: TodoRepositoryFixture.all)
  func anEmptyStoreHoldsNoTodos(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    #expect(try await store.open().fetchAll() == [])
  }

  @Test(arguments: TodoRepositoryFixture.all)
  func savedTodosComeBackInTheOrderFirstSaved(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    let repository = store.open()
    for todo in [Todo.callMom, .buyMilk, .walkTheDog] { try await repository.save(todo) }
    #expect(try await repository.fetchAll() == [.callMom, .buyMilk, .walkTheDog])
  }

  @Test(arguments: TodoRepositoryFixture.all)
  func savingATodoAgainReplacesItInItsPlace(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    let repository = store.open()
    for todo in [Todo.buyMilk, .callMom] { try await repository.save(todo) }
    var done = Todo.buyMilk
    done.isDone = true
    try await repository.save(done)
    #expect(try await repository.fetchAll() == [done, .callMom])
  }

  @Test(arguments: TodoRepositoryFixture.all)
  func deleteRemovesOnlyTheNamedTodos(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    let repository = store.open()
    for todo in [Todo.buyMilk, .walkTheDog, .callMom, .waterThePlants] { try await repository.save(todo) }
    try await repository.delete([Todo.walkTheDog.id, Todo.waterThePlants.id])
    #expect(try await repository.fetchAll() == [.buyMilk, .callMom])
  }

  @Test(arguments: TodoRepositoryFixture.all)
  func deletingUnknownIDsChangesNothing(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    let repository = store.open()
    try await repository.save(.buyMilk)
    try await repository.delete(["no-such-todo"])
    try await repository.delete([])
    #expect(try await repository.fetchAll() == [.buyMilk])
  }

  @Test(arguments: TodoRepositoryFixture.all)
  func aNewRepositoryOverTheSameStoreSeesEveryChange(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    let first = store.open()
    for todo in [Todo.buyMilk, .walkTheDog] { try await first.save(todo) }
    try await first.delete([Todo.buyMilk.id])
    #expect(try await store.open().fetchAll() == [.walkTheDog])
  }

  @Test(arguments: TodoRepositoryFixture.all)
  func twoRepositoriesOnOneStoreLoseNoUpdateWhenTheySaveAtOnce(_ fixture: TodoRepositoryFixture) async throws {
    let store = try fixture.makeStore()
    let repositories = [store.open(), store.open()]
    let todos = (1...100).map { Todo(id: Todo.ID(rawValue: "todo-\($0)"), title: "Todo \($0)") }
    try await withThrowingTaskGroup { group in
      for (index, todo) in todos.enumerated() {
        let repository = repositories[index % 2]
        group.addTask { try await repository.save(todo) }
      }
      try await group.waitForAll()
    }
    let stored = try await store.open().fetchAll()
    #expect(Set(stored.map(\.id)) == Set(todos.map(\.id)))
    #expect(stored.count == todos.count)
  }
}
// snippet.end
