// ClearCompletedTodos, tested with in-memory adapters: which todos go, and in how many requests.
// Lesson 07 reads it.

import Hexagonal
import HexagonalDomain
import SharedModel
import Testing

@Suite struct ClearCompletedTodosTests {
  @Test func completedAreTheDoneTodosInOrder() {
    let clearCompletedTodos = ClearCompletedTodos(repository: InMemoryTodoRepository())
    let todos: [Todo] = [.waterThePlants, .buyMilk, .walkTheDog, .callMom]
    #expect(clearCompletedTodos.completed(in: todos) == [.waterThePlants, .walkTheDog])
  }

  @Test func callingItDeletesThemAllInOneRequest() async throws {
    let repository = RecordingTodoRepository(todos: [.walkTheDog, .buyMilk, .waterThePlants])
    try await ClearCompletedTodos(repository: repository)([.walkTheDog, .waterThePlants])
    #expect(await repository.requests == [.delete([Todo.walkTheDog.id, Todo.waterThePlants.id])])
    #expect(await repository.todos == [.buyMilk])
  }

  @Test func withNothingToClearItSendsNoRequest() async throws {
    let repository = RecordingTodoRepository(todos: [.buyMilk])
    try await ClearCompletedTodos(repository: repository)([])
    #expect(await repository.requests == [])
  }
}
