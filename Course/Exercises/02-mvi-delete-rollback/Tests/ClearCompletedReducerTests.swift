// The checks of exercise 02: Clear completed takes the done rows off at once, and the server's answer takes
// them out for good or shows each one again in its place. Each check sends intents and reads what the screen
// would show, as lesson 07 tests a reducer; once no request is on its way, it compares the whole state.

import MVI
import ScreenContract
import SharedModel
import Testing

@testable import Exercise02

@Suite struct ClearCompletedReducerTests {
  @Test func aClearTakesEveryDoneRowOffTheScreenAtOnce() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    let effects = reduce(&state, .clearCompletedTapped)
    #expect(
      state.visibleTodos == [.buyMilk, .callMom],
      "the done rows leave the screen at once, before the server answers (T9)")
    #expect(
      effects == [.deleteCompleted([.walkTheDog, .payRent])], "one request deletes them all, in the list's order (T9)")
  }

  @Test func aClearEmptiesTheErrorLine() {
    var state = loaded([.buyMilk, .walkTheDog], errorMessage: UserMessage.addFailed("Call mom"))
    _ = reduce(&state, .clearCompletedTapped)
    #expect(state.errorMessage == nil, "a gesture that sends a request clears the error line when it starts (T10)")
  }

  @Test func aClearTakesTheDoneTodosTheFilterHidesToo() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .filterPicked(.active))
    let effects = reduce(&state, .clearCompletedTapped)
    #expect(
      effects == [.deleteCompleted([.walkTheDog, .payRent])],
      "the filter only chooses the rows on screen: every done todo is cleared (T7, T9)")
    _ = reduce(&state, .filterPicked(.all))
    #expect(
      state.visibleTodos == [.buyMilk, .callMom], "with every filter off, the cleared rows are gone too (T7, T9)")
  }

  @Test func aDoneTodoThatIsSavingStays() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent], saving: [Todo.walkTheDog.id])
    let effects = reduce(&state, .clearCompletedTapped)
    #expect(effects == [.deleteCompleted([.payRent])], "a done todo whose save is on its way is not cleared (T9)")
    #expect(state.visibleTodos == [.buyMilk, .walkTheDog, .callMom], "its row stays on screen (T9)")
  }

  @Test func aTodoBeingDeletedIsntClearedTwice() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .deleteSwiped(Todo.payRent.id))
    let effects = reduce(&state, .clearCompletedTapped)
    #expect(
      effects == [.deleteCompleted([.walkTheDog])], "its deletion is already on its way: it isn't sent twice (T6)")
  }

  @Test func withNothingToClearTheTapChangesNothing() {
    let before = loaded(
      [.buyMilk, .walkTheDog, .callMom], saving: [Todo.walkTheDog.id], errorMessage: UserMessage.addFailed("Call mom"))
    var state = before
    let effects = reduce(&state, .clearCompletedTapped)
    #expect(effects == [], "no done todo can be cleared, so nothing is sent (T9)")
    #expect(state == before, "and nothing changes: a gesture that does nothing leaves the error line alone (T10)")
  }

  @Test func whileTheListLoadsAClearIsIgnored() {
    let before = TodosState(todos: [.buyMilk, .walkTheDog], isLoading: true, hasLoaded: true)
    var state = before
    let effects = reduce(&state, .clearCompletedTapped)
    #expect(state == before, "while the list is loading, Clear completed does nothing (T6)")
    #expect(effects == [], "an ignored tap sends nothing (T6)")
  }

  @Test func aSuccessfulClearTakesTheTodosOutForGood() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    let effects = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .success(())))
    #expect(
      state == loaded([.buyMilk, .callMom]),
      "the server deleted them: the list is the server's, and nothing is on its way any more (T9, T12)")
    #expect(effects == [], "a success sends nothing (T9)")
  }

  @Test func aRefusedClearShowsEveryRowAgainInItsPlace() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    let effects = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .failure(ServerRefusal())))
    #expect(
      state == loaded([.buyMilk, .walkTheDog, .callMom, .payRent], errorMessage: "Couldn't clear completed todos."),
      "each row shows again between its neighbours, nothing is on its way any more, and the error line says why (T9)")
    #expect(effects == [], "showing rows again sends nothing (T9)")
  }

  @Test func aRefusedClearComesBackInPlaceAfterARowBetweenWasDeleted() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    _ = reduce(&state, .deleteSwiped(Todo.callMom.id))
    _ = reduce(&state, .deleteAnswered(.callMom, .success(())))
    _ = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .failure(ServerRefusal())))
    #expect(
      state == loaded([.buyMilk, .walkTheDog, .payRent], errorMessage: "Couldn't clear completed todos."),
      "Call mom is gone for good; Walk the dog and Pay rent show again where the server keeps them (T9)")
  }

  @Test func aRefusedDeleteAndARefusedClearComeBackInTheServersOrder() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .deleteSwiped(Todo.buyMilk.id))
    _ = reduce(&state, .clearCompletedTapped)
    #expect(state.visibleTodos == [.callMom], "three rows are off the screen (T5, T9)")
    _ = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .failure(ServerRefusal())))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .failure(ServerRefusal())))
    #expect(
      state == loaded([.buyMilk, .walkTheDog, .callMom, .payRent], errorMessage: "Couldn't delete “Buy milk”."),
      "each row comes back where the server keeps it, whatever order the refusals come in, and the error line shows the latest failure (T5, T9, T10)"
    )
  }

  @Test func aReloadWhileTheClearIsOnItsWayKeepsTheRowsHidden() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .todosAnswered(.success([.buyMilk, .walkTheDog, .callMom, .payRent])))
    #expect(
      state.visibleTodos == [.buyMilk, .callMom],
      "the server still held them when the list was read, but their deletion is on its way: the rows stay hidden (T12)")
  }

  @Test func aReloadBeforeARefusalNeverShowsARowTwice() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .todosAnswered(.success([.buyMilk, .walkTheDog, .callMom, .payRent])))
    _ = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .failure(ServerRefusal())))
    #expect(
      state == loaded([.buyMilk, .walkTheDog, .callMom, .payRent], errorMessage: "Couldn't clear completed todos."),
      "the reloaded list holds them already: the refusal shows each one once, in its place (T12)")
  }

  @Test func aReloadBeforeASuccessEndsEqualToTheServer() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .todosAnswered(.success([.buyMilk, .walkTheDog, .callMom, .payRent])))
    _ = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .success(())))
    #expect(
      state == loaded([.buyMilk, .callMom]), "once the server said yes, the todos leave the reloaded list too (T12)")
  }

  @Test func aTodoTickedAfterTheClearStaysWhenTheServerAgrees() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .clearCompletedTapped)
    _ = reduce(&state, .toggleTapped(Todo.buyMilk.id))
    _ = reduce(&state, .toggleAnswered(Todo.buyMilk.ticked, .success(())))
    _ = reduce(&state, .clearCompletedAnswered([.walkTheDog, .payRent], .success(())))
    #expect(
      state == loaded([Todo.buyMilk.ticked, .callMom]),
      "only the todos the clear sent leave: Buy milk, ticked since, was not part of it and stays (T9)")
  }

  @MainActor
  @Test func throughAStoreTheRowsComeBackWhenTheServerRefuses() async {
    let store = Store<TodosState, TodosIntent, TodosEffect>(
      initialState: loaded([.buyMilk, .walkTheDog, .callMom, .payRent]),
      reduce: { state, intent in reduce(&state, intent) },
      perform: { effect in
        // A server that refuses every deletion.
        guard case .deleteCompleted(let todos) = effect else { return nil }
        return .clearCompletedAnswered(todos, .failure(ServerRefusal()))
      })
    await store.send(.clearCompletedTapped)
    #expect(
      store.state.visibleTodos == [.buyMilk, .walkTheDog, .callMom, .payRent],
      "the tap, the effect and its answer, played by a real store, end with every row back in place (T9)")
    #expect(store.state.errorMessage == "Couldn't clear completed todos.", "the error line says why (T9)")
  }
}

// MARK: - Helpers

/// Runs this exercise's reducer; no test here adds a todo, so no id is ever made.
func reduce(_ state: inout TodosState, _ intent: TodosIntent) -> [TodosEffect] {
  ExerciseTodosReducer.reduce(&state, intent, newTodoID: { "unused" })
}

/// A list that has loaded, with what is on its way.
func loaded(
  _ todos: [Todo], saving: Set<Todo.ID> = [], deleting: Set<Todo.ID> = [], errorMessage: String? = nil
) -> TodosState {
  TodosState(todos: todos, saving: saving, deleting: deleting, hasLoaded: true, errorMessage: errorMessage)
}

struct ServerRefusal: Error {}

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let walkTheDog = Todo(id: "2", title: "Walk the dog", isDone: true)
  static let callMom = Todo(id: "3", title: "Call mom")
  static let payRent = Todo(id: "4", title: "Pay rent", isDone: true)

  /// This todo with its done mark flipped, as a tap on its box sends it.
  var ticked: Todo {
    var todo = self
    todo.isDone.toggle()
    return todo
  }
}
