// The checks of exercise 02: a swipe hides the row at once, and the server's answer removes it or shows it again.
// Each check sends intents and states the whole next state, as lesson 07 tests a reducer.

import MVI
import ScreenContract
import SharedModel
import Testing

@testable import Exercise02

@Suite struct DeleteReducerTests {
  @Test func aSwipeHidesTheRowAtOnceAndAsksTheServerToDeleteIt() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom])
    let effects = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    #expect(
      state == loaded([.buyMilk, .walkTheDog, .callMom], deleting: [Todo.walkTheDog.id]),
      "the todo stays in the list, where the server still keeps it, and is marked as being deleted")
    #expect(state.visibleTodos == [.buyMilk, .callMom], "the row leaves the screen at once, before the server answers")
    #expect(effects == [.delete(.walkTheDog)], "one effect deletes the todo on the server")
  }

  @Test func aHiddenRowNoLongerCountsAsLeft() {
    var state = loaded([.buyMilk, .callMom])
    _ = reduce(&state, .deleteSwiped(Todo.callMom.id))
    #expect(state.itemsLeft == 1, "the counter counts the todos on screen, and the deleted one is gone from it (T8)")
  }

  @Test func aSwipeClearsTheErrorLine() {
    var state = loaded([.buyMilk], errorMessage: UserMessage.addFailed("Call mom"))
    _ = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state.errorMessage == nil, "a gesture that sends a request clears the error line when it starts (T10)")
  }

  @Test func aRowThatIsSavingIgnoresTheSwipe() {
    let before = loaded([.buyMilk, .walkTheDog], saving: [Todo.buyMilk.id])
    var state = before
    let effects = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state == before, "a row whose change is on its way can't be deleted yet (T6)")
    #expect(effects == [], "an ignored swipe sends nothing")
  }

  @Test func aTodoBeingDeletedIsntDeletedTwice() {
    let before = loaded([.buyMilk, .walkTheDog], deleting: [Todo.buyMilk.id])
    var state = before
    let effects = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state == before, "its deletion is already on its way (T6)")
    #expect(effects == [], "so no second deletion is sent")
  }

  @Test func whileTheListLoadsASwipeIsIgnored() {
    let before = TodosState(todos: [.buyMilk], isLoading: true, hasLoaded: true)
    var state = before
    let effects = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state == before, "while the list is loading, delete is ignored (T6)")
    #expect(effects == [], "an ignored swipe sends nothing")
  }

  @Test func aSwipeOnATodoThatIsntThereChangesNothing() {
    let before = loaded([.buyMilk])
    var state = before
    let effects = reduce(&state, .deleteSwiped("no-such-todo"))
    #expect(state == before, "an unknown id leaves the list as it is")
    #expect(effects == [], "an unknown id sends nothing")
  }

  @Test func aSuccessfulDeleteTakesTheTodoOutForGood() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom], deleting: [Todo.walkTheDog.id])
    let effects = reduce(&state, .deleteAnswered(.walkTheDog, .success(())))
    #expect(state == loaded([.buyMilk, .callMom]), "the server deleted it: it leaves the list, and the wait is over")
    #expect(effects == [], "a success sends nothing")
  }

  @Test func aFailedDeleteShowsTheRowAgainInItsPlace() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom], deleting: [Todo.walkTheDog.id])
    let effects = reduce(&state, .deleteAnswered(.walkTheDog, .failure(ServerRefusal())))
    #expect(
      state == loaded([.buyMilk, .walkTheDog, .callMom], errorMessage: "Couldn't delete “Walk the dog”."),
      "the row shows again between its neighbours, and the error line names it (T5)")
    #expect(effects == [], "showing a row again sends nothing")
  }

  @Test func twoRefusedDeletesAnsweredInTheOtherOrderComeBackInTheServersOrder() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom])
    _ = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    _ = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state.visibleTodos == [.callMom], "both rows are off the screen")
    _ = reduce(&state, .deleteAnswered(.walkTheDog, .failure(ServerRefusal())))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .failure(ServerRefusal())))
    #expect(
      state.visibleTodos == [.buyMilk, .walkTheDog, .callMom],
      "each row comes back where the server keeps it, whatever order the refusals come in (T5)")
  }

  @Test func aRefusedDeleteComesBackInPlaceAfterAnotherRowWasDeleted() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom])
    _ = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    _ = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .success(())))
    _ = reduce(&state, .deleteAnswered(.walkTheDog, .failure(ServerRefusal())))
    #expect(
      state.visibleTodos == [.walkTheDog, .callMom],
      "Buy milk is gone for good; Walk the dog shows again before Call mom, its neighbour on the server")
  }

  @Test func aReloadWhileTheDeleteIsOnItsWayKeepsTheRowHidden() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom])
    _ = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .todosAnswered(.success([.buyMilk, .walkTheDog, .callMom])))
    #expect(
      state.visibleTodos == [.buyMilk, .callMom],
      "the server still held it when the list was read, but its deletion is on its way: the row stays hidden")
  }

  @Test func aReloadBeforeARefusalNeverShowsTheRowTwice() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom])
    _ = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .todosAnswered(.success([.buyMilk, .walkTheDog, .callMom])))
    _ = reduce(&state, .deleteAnswered(.walkTheDog, .failure(ServerRefusal())))
    #expect(
      state.visibleTodos == [.buyMilk, .walkTheDog, .callMom],
      "the reloaded list holds the todo already: the refusal shows it once, in its place (T12)")
  }

  @Test func aReloadBeforeASuccessEndsEqualToTheServer() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom])
    _ = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .todosAnswered(.success([.buyMilk, .walkTheDog, .callMom])))
    _ = reduce(&state, .deleteAnswered(.walkTheDog, .success(())))
    #expect(
      state == loaded([.buyMilk, .callMom]), "once the server said yes, the todo leaves the reloaded list too (T12)")
  }

  @MainActor
  @Test func throughAStoreTheRowComesBackWhenTheServerRefuses() async {
    let store = Store<TodosState, TodosIntent, TodosEffect>(
      initialState: loaded([.buyMilk, .walkTheDog]),
      reduce: { state, intent in reduce(&state, intent) },
      perform: { effect in
        // A server that refuses every deletion.
        guard case .delete(let todo) = effect else { return nil }
        return .deleteAnswered(todo, .failure(ServerRefusal()))
      })
    await store.send(.deleteSwiped(Todo.buyMilk.id))
    #expect(
      store.state.visibleTodos == [.buyMilk, .walkTheDog],
      "the swipe, the effect and its answer, played by a real store, end with the row back in place")
    #expect(store.state.errorMessage == "Couldn't delete “Buy milk”.", "the error line names the todo")
  }
}

// MARK: - Helpers

/// Runs this exercise's reducer; no test here adds a todo, so no id is ever made.
private func reduce(_ state: inout TodosState, _ intent: TodosIntent) -> [TodosEffect] {
  ExerciseTodosReducer.reduce(&state, intent, newTodoID: { "unused" })
}

/// A list that has loaded, with what is on its way.
private func loaded(
  _ todos: [Todo], saving: Set<Todo.ID> = [], deleting: Set<Todo.ID> = [], errorMessage: String? = nil
) -> TodosState {
  TodosState(todos: todos, saving: saving, deleting: deleting, hasLoaded: true, errorMessage: errorMessage)
}

private struct ServerRefusal: Error {}

extension Todo {
  fileprivate static let buyMilk = Todo(id: "1", title: "Buy milk")
  fileprivate static let walkTheDog = Todo(id: "2", title: "Walk the dog", isDone: true)
  fileprivate static let callMom = Todo(id: "3", title: "Call mom")
}
