// The todo use cases' decisions, tested as pure functions: what a change is, and when the rules allow none.
// Their whole sequences, on a list, are in TodoSequenceTests. Lesson 07 reads it; lesson 04 points at it for
// "the rules live in the domain".

import HexagonalDomain
import SharedModel
import TestSupport
import Testing

@Suite struct AddTodoTests {
  @Test func aNewTodoHasTheTrimmedTitleANewIDAndIsNotDone() throws {
    let ids = TodoIDs()
    let change = try AddTodo(repository: SpyTodoRepository()).change(titled: "  Buy milk ", id: ids.next)
    #expect(change.todo == Todo(id: "todo-1", title: "Buy milk", isDone: false))
    #expect(change.change == .add(change.todo))
  }

  @Test(arguments: [("   ", TitleError.empty), (String(repeating: "a", count: 101), .tooLong)])
  func aTitleThatBreaksTheRulesIsRefusedAndUsesNoID(text: String, reason: TitleError) {
    let ids = TodoIDs()
    #expect(throws: reason) { try AddTodo(repository: SpyTodoRepository()).change(titled: text, id: ids.next) }
    #expect(ids.made == 0)
  }

}

@Suite struct ToggleTodoTests {
  @Test func aToggleFlipsTheDoneMarkAndNothingElse() {
    let list = TodoList([.buyMilk])
    let change = ToggleTodo(repository: SpyTodoRepository()).change(Todo.buyMilk.id, in: list)
    #expect(change == ToggleTodo(repository: SpyTodoRepository()).change(Todo.buyMilk.id, in: list))
    #expect(change?.change == .update(from: .buyMilk, to: Todo.buyMilk.toggled))
  }

  @Test func aTodoWithAChangeOnItsWayOrMissingTakesNoToggle() {
    var list = TodoList([.buyMilk, .callMom])
    list.apply(.add(.walkTheDog))
    list.apply(.remove([.callMom]))
    let toggle = ToggleTodo(repository: SpyTodoRepository())
    #expect(toggle.change(Todo.walkTheDog.id, in: list) == nil)
    #expect(toggle.change(Todo.callMom.id, in: list) == nil)
    #expect(toggle.change("no-such-todo", in: list) == nil)
  }
}

@Suite struct RenameTodoTests {
  private let rename = RenameTodo(repository: SpyTodoRepository())

  @Test func aRenameGivesTheTrimmedTitleAndKeepsTheIdAndTheDoneMark() throws {
    let list = TodoList([.walkTheDog])
    let renamed = try rename.change(Todo.walkTheDog.id, titled: "  Walk the cat ", in: list)
    #expect(renamed?.new == Todo(id: Todo.walkTheDog.id, title: "Walk the cat", isDone: true))
    #expect(renamed?.change == .rename(Todo.walkTheDog.id, from: "Walk the dog", to: "Walk the cat"))
  }

  @Test(arguments: [("   ", TitleError.empty), (String(repeating: "a", count: 101), .tooLong)])
  func aTitleThatBreaksTheRulesIsRefused(text: String, reason: TitleError) {
    #expect(throws: reason) { try rename.change(Todo.buyMilk.id, titled: text, in: TodoList([.buyMilk])) }
  }

  @Test func theTitleTheTodoHasAlreadyOnceTrimmedIsNothingToSave() throws {
    #expect(try rename.change(Todo.buyMilk.id, titled: " Buy milk  ", in: TodoList([.buyMilk])) == nil)
  }

  @Test func aTodoWithAChangeOnItsWayOrMissingTakesNoRenameWhateverTheTitle() throws {
    var list = TodoList([.buyMilk, .callMom])
    list.apply(.update(from: .buyMilk, to: Todo.buyMilk.toggled))
    list.apply(.remove([.callMom]))
    for id in [Todo.buyMilk.id, Todo.callMom.id, "no-such-todo"] {
      #expect(try rename.change(id, titled: "Renamed", in: list) == nil)
      // Nothing to rename: the title rules are not even asked.
      #expect(try rename.change(id, titled: "", in: list) == nil)
    }
  }
}

@Suite struct DeleteTodoTests {
  @Test func aShownTodoWithNoChangeOnItsWayCanBeDeleted() {
    let list = TodoList([.buyMilk, .callMom])
    #expect(
      DeleteTodo(repository: SpyTodoRepository()).change(Todo.callMom.id, in: list)?.change == .remove([.callMom]))
  }

  @Test func aSavingOrMissingTodoCannotBeDeleted() {
    var list = TodoList([.buyMilk])
    list.apply(.update(from: .buyMilk, to: Todo.buyMilk.toggled))
    let delete = DeleteTodo(repository: SpyTodoRepository())
    #expect(delete.change(Todo.buyMilk.id, in: list) == nil)
    #expect(delete.change("no-such-todo", in: list) == nil)
  }
}

@Suite struct ClearCompletedTodosTests {
  @Test func itClearsTheDoneTodosWithNoChangeOnTheirWayInOrder() {
    var list = TodoList([.walkTheDog, .buyMilk, .waterThePlants, Todo.callMom.toggled])
    list.apply(.update(from: Todo.callMom.toggled, to: Todo.callMom.toggled))
    let change = ClearCompletedTodos(repository: SpyTodoRepository()).change(in: list)
    #expect(change?.change == .remove([.walkTheDog, .waterThePlants]))
  }

  @Test func nothingDoneMeansNoChange() {
    #expect(ClearCompletedTodos(repository: SpyTodoRepository()).change(in: TodoList([.buyMilk])) == nil)
  }
}

@Suite struct LoadProfileTests {
  @Test func itAnswersTheGatewaysProfileOrItsFailure() async throws {
    #expect(try await LoadProfile(gateway: SpyProfileGateway(answer: .success(.ada)))() == .ada)
    await #expect(throws: PortFailure.self) {
      try await LoadProfile(gateway: SpyProfileGateway(answer: .failure(PortFailure())))()
    }
  }
}
