// LoadTodos, tested with in-memory adapters.
// Lesson 07 reads it beside LoadProfileTests.

import Hexagonal
import HexagonalDomain
import SharedModel
import Testing

@Suite struct LoadTodosTests {
  @Test func deliversTheRepositorysTodosInOrder() async throws {
    let loadTodos = LoadTodos(repository: InMemoryTodoRepository(todos: [.callMom, .buyMilk]))
    #expect(try await loadTodos() == TodoList([.callMom, .buyMilk]))
  }

  @Test func passesTheRepositorysFailureOn() async {
    let loadTodos = LoadTodos(repository: FailingAdapter())
    await #expect(throws: TestFailure.self) { try await loadTodos() }
  }
}
