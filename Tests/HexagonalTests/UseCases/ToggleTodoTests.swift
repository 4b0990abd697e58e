// ToggleTodo, tested with in-memory adapters.
// Lesson 07 reads it.

import Hexagonal
import HexagonalDomain
import SharedModel
import Testing

@Suite struct ToggleTodoTests {
  @Test func toggledFlipsTheDoneMarkAndNothingElse() {
    let toggleTodo = ToggleTodo(repository: InMemoryTodoRepository())
    #expect(toggleTodo.toggled(.buyMilk) == Todo(id: "buy-milk", title: "Buy milk", isDone: true))
    #expect(toggleTodo.toggled(toggleTodo.toggled(.buyMilk)) == .buyMilk)
  }

  @Test func callingItSavesTheToggledTodoInItsPlace() async throws {
    let repository = RecordingTodoRepository(todos: [.buyMilk, .callMom])
    let toggleTodo = ToggleTodo(repository: repository)
    let toggled = toggleTodo.toggled(.buyMilk)
    try await toggleTodo(toggled)
    #expect(await repository.requests == [.save(toggled)])
    #expect(await repository.todos == [toggled, .callMom])
  }
}
