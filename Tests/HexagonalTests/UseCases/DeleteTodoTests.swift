// DeleteTodo, tested with in-memory adapters.
// Lesson 07 reads it.

import Hexagonal
import HexagonalDomain
import SharedModel
import Testing

@Suite struct DeleteTodoTests {
  @Test func deletesOnlyThatTodo() async throws {
    let repository = RecordingTodoRepository(todos: [.buyMilk, .walkTheDog, .callMom])
    try await DeleteTodo(repository: repository)(.walkTheDog)
    #expect(await repository.requests == [.delete([Todo.walkTheDog.id])])
    #expect(await repository.todos == [.buyMilk, .callMom])
  }
}
