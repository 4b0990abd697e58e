// AddTodo, tested with in-memory adapters: the title rules decide, the repository stores.
// Lesson 07 reads it; lesson 04 points at it for "validation lives in the domain".

import Hexagonal
import HexagonalDomain
import SharedModel
import Testing

@MainActor
@Suite struct AddTodoTests {
  @Test func aNewTodoHasTheTrimmedTitleANewIDAndIsNotDone() throws {
    let ids = TodoIDs()
    let todo = try AddTodo(repository: InMemoryTodoRepository()).todo(titled: "  Buy milk ", id: ids.next)
    #expect(todo == Todo(id: "todo-1", title: "Buy milk", isDone: false))
  }

  @Test(arguments: [("   ", TitleError.empty), (String(repeating: "a", count: 101), .tooLong)])
  func aTitleThatBreaksTheRulesIsRefusedAndUsesNoID(text: String, reason: TitleError) {
    let ids = TodoIDs()
    #expect(throws: reason) {
      try AddTodo(repository: InMemoryTodoRepository()).todo(titled: text, id: ids.next)
    }
    #expect(ids.made == 0)
  }

  @Test func makingATodoStoresNothing() async throws {
    let repository = RecordingTodoRepository()
    _ = try AddTodo(repository: repository).todo(titled: "Buy milk", id: TodoIDs().next)
    #expect(await repository.requests == [])
  }

  @Test func callingItSavesTheTodoAtTheEnd() async throws {
    let repository = RecordingTodoRepository(todos: [.walkTheDog])
    try await AddTodo(repository: repository)(.buyMilk)
    #expect(await repository.requests == [.save(.buyMilk)])
    #expect(await repository.todos == [.walkTheDog, .buyMilk])
  }

  @Test func passesTheRepositorysFailureOn() async {
    await #expect(throws: TestFailure.self) { try await AddTodo(repository: FailingAdapter())(.buyMilk) }
  }
}
