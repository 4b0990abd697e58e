// The checks of exercise 02: a swipe changes the state at once, and a refusal puts the row back in place.
// Each check sends one intent and states the whole next state, as lesson 07 tests a reducer.

import MVI
import ScreenContract
import SharedModel
import Testing

@testable import Exercise02

@Suite struct DeleteReducerTests {
  @Test func aSwipeRemovesTheRowAtOnceAndAsksTheServerToDeleteIt() {
    var state = TodosState(todos: [.buyMilk, .walkTheDog, .callMom], hasLoaded: true)
    let effects = reduce(&state, .deleteSwiped(Todo.walkTheDog.id))
    #expect(
      state == TodosState(todos: [.buyMilk, .callMom], hasLoaded: true),
      "the row leaves the list at once, before the server answers")
    #expect(
      effects == [.delete(RemovedTodo(todo: .walkTheDog, position: 1))],
      "one effect deletes the todo on the server, carrying the index it had")
  }

  @Test func aSwipeClearsTheErrorLine() {
    var state = TodosState(todos: [.buyMilk], hasLoaded: true, errorMessage: UserMessage.addFailed("Call mom"))
    _ = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state.errorMessage == nil, "a gesture that sends a request clears the error line when it starts (T10)")
  }

  @Test func thePositionCountsEveryTodoNotOnlyTheVisibleOnes() {
    var state = TodosState(todos: [.buyMilk, .walkTheDog, .callMom], hasLoaded: true, filter: .active)
    let effects = reduce(&state, .deleteSwiped(Todo.callMom.id))
    #expect(
      effects == [.delete(RemovedTodo(todo: .callMom, position: 2))],
      "the position is the index in `state.todos`, whatever the filter hides")
  }

  @Test func aRowThatIsSavingIgnoresTheSwipe() {
    let before = TodosState(todos: [.buyMilk, .walkTheDog], saving: [Todo.buyMilk.id], hasLoaded: true)
    var state = before
    let effects = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state == before, "a row whose change is on its way can't be deleted yet (T6)")
    #expect(effects == [], "an ignored swipe sends nothing")
  }

  @Test func whileTheListLoadsASwipeIsIgnored() {
    let before = TodosState(todos: [.buyMilk], isLoading: true, hasLoaded: true)
    var state = before
    let effects = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    #expect(state == before, "while the list is loading, delete is ignored (T6)")
    #expect(effects == [], "an ignored swipe sends nothing")
  }

  @Test func aSwipeOnATodoThatIsNotThereChangesNothing() {
    let before = TodosState(todos: [.buyMilk], hasLoaded: true)
    var state = before
    let effects = reduce(&state, .deleteSwiped("no-such-todo"))
    #expect(state == before, "an unknown id leaves the list as it is")
    #expect(effects == [], "an unknown id sends nothing")
  }

  @Test func aFailedDeletePutsTheRowBackInItsPlace() {
    var state = TodosState(todos: [.buyMilk, .callMom], hasLoaded: true)
    let effects = reduce(
      &state, .deleteAnswered(RemovedTodo(todo: .walkTheDog, position: 1), .failure(ServerRefusal())))
    #expect(
      state
        == TodosState(
          todos: [.buyMilk, .walkTheDog, .callMom], hasLoaded: true,
          errorMessage: "Couldn't delete “Walk the dog”."),
      "the row comes back between its old neighbours, and the error line names it (T5)")
    #expect(effects == [], "putting a row back sends nothing")
  }

  @Test func aSuccessfulDeleteChangesNothingMore() {
    let before = TodosState(todos: [.buyMilk, .callMom], hasLoaded: true)
    var state = before
    let effects = reduce(&state, .deleteAnswered(RemovedTodo(todo: .walkTheDog, position: 1), .success(())))
    #expect(state == before, "the row is already gone: the server agreeing changes nothing")
    #expect(effects == [], "a success sends nothing")
  }

  @Test func aRowComesBackAtTheEndWhenTheListGotShorterMeanwhile() {
    // Walk the dog stood at index 2; since then, Buy milk was deleted too, and the list has one row.
    var state = TodosState(todos: [.callMom], hasLoaded: true)
    _ = reduce(&state, .deleteAnswered(RemovedTodo(todo: .walkTheDog, position: 2), .failure(ServerRefusal())))
    #expect(
      state.todos == [.callMom, .walkTheDog],
      "a position past the end of the list puts the row last, it doesn't crash")
  }

  @MainActor
  @Test func throughAStoreTheRowComesBackWhenTheServerRefuses() async {
    let store = Store<TodosState, TodosIntent, TodosEffect>(
      initialState: TodosState(todos: [.buyMilk, .walkTheDog], hasLoaded: true),
      reduce: { state, intent in reduce(&state, intent) },
      perform: { effect in
        // A server that refuses every deletion.
        guard case .delete(let removed) = effect else { return .retryTapped }
        return .deleteAnswered(removed, .failure(ServerRefusal()))
      })
    await store.send(.deleteSwiped(Todo.buyMilk.id))
    #expect(
      store.state.todos == [.buyMilk, .walkTheDog],
      "the swipe, the effect and its answer, played by a real store, end with the row back in place")
    #expect(store.state.errorMessage == "Couldn't delete “Buy milk”.", "the error line names the todo")
  }
}

// MARK: - Helpers

/// Runs this exercise's reducer; no test here adds a todo, so no id is ever made.
private func reduce(_ state: inout TodosState, _ intent: TodosIntent) -> [TodosEffect] {
  ExerciseTodosReducer.reduce(&state, intent, newTodoID: { "unused" })
}

private struct ServerRefusal: Error {}

extension Todo {
  fileprivate static let buyMilk = Todo(id: "1", title: "Buy milk")
  fileprivate static let walkTheDog = Todo(id: "2", title: "Walk the dog", isDone: true)
  fileprivate static let callMom = Todo(id: "3", title: "Call mom")
}
