// The Todos screen's rules, tested on the reducer alone: no store, no server, no async.
// Read in lesson 07 (testing): each test sends intents and states the complete next state, optimistic changes included.

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct TodosReducerTests {
  // MARK: - Loading (T1)

  @Test func openingShowsTheLoadingIndicatorAndFetchesTheList() {
    var reducer = Self.reducer(TodosState())
    reducer.send(.viewAppeared, effects: [.cancel(.fetch), .fetchTodos]) {
      $0.isLoading = true
    }
    reducer.send(.todosAnswered(.success([Self.milk, Self.dog]))) {
      $0.todos = [Self.milk, Self.dog]
      $0.hasLoaded = true
      $0.isLoading = false
    }
  }

  @Test func openingAgainWhileLoadingOrLoadedFetchesNothing() {
    var loading = Self.reducer(TodosState(isLoading: true))
    loading.send(.viewAppeared)
    var loaded = Self.reducer(TodosState(todos: [Self.milk], hasLoaded: true))
    loaded.send(.viewAppeared)
  }

  @Test func theTabComingBackUnderATodoScreenFetchesNothingEvenUnloaded() {
    // One tab at a time (FEATURE.md): the Todo screen shows again as it was, and the list stays covered.
    var reducer = Self.reducer(TodosState(todos: [Self.milk], detail: TodoDetail(id: Self.milk.id, field: "Buy")))
    reducer.send(.viewAppeared)
    reducer.send(.detail(.backTapped)) { $0.detail = nil }
  }

  @Test func aFailedLoadShowsTheMessageAndRetryLoadsAgain() {
    var reducer = Self.reducer(TodosState(isLoading: true))
    reducer.send(.todosAnswered(.failure(ServerDown()))) {
      $0.isLoading = false
      $0.errorMessage = UserMessage.todosLoadFailed
    }
    reducer.send(.retryTapped, effects: [.cancel(.fetch), .fetchTodos]) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
  }

  // MARK: - Typing and filtering (T7, T10)

  @Test func typingChangesOnlyTheFieldAndKeepsTheError() {
    var reducer = Self.reducer(Self.loaded([Self.milk], errorMessage: UserMessage.titleEmpty))
    reducer.send(.fieldEdited("Call mom")) {
      $0.field = "Call mom"
    }
  }

  @Test func aFilterChangesOnlyWhichTodosAreVisible() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog]))
    reducer.send(.filterPicked(.completed)) {
      $0.filter = .completed
    }
    #expect(reducer.state.visibleTodos == [Self.dog])
    #expect(reducer.state.itemsLeft == 1)
    reducer.send(.filterPicked(.active)) {
      $0.filter = .active
    }
    #expect(reducer.state.visibleTodos == [Self.milk])
  }

  // MARK: - Add (T2, T3, T6)

  // snippet.mvi-test-todos-add-rollback
  @Test func aFailedAddTakesTheTodoOutAndGivesItsTitleBack() {
    var reducer = Self.reducer(Self.loaded([Self.dog], field: "  Buy milk  "))
    let added = Todo(id: "todo-1", title: "Buy milk")
    reducer.send(.addTapped, effects: [.saveNew(added)]) {
      $0.todos = [Self.dog, added]
      $0.saving = ["todo-1"]
      $0.field = ""
    }
    reducer.send(.addAnswered(added, .failure(ServerDown()))) {
      $0.todos = [Self.dog]
      $0.saving = []
      $0.field = "Buy milk"
      $0.errorMessage = "Couldn't add “Buy milk”."
    }
  }
  // snippet.end

  @Test func aSavedAddDropsTheSavingMark() {
    let added = Todo(id: "todo-1", title: "Buy milk")
    var reducer = Self.reducer(Self.loaded([added], saving: ["todo-1"]))
    reducer.send(.addAnswered(added, .success(()))) {
      $0.saving = []
    }
  }

  @Test func aFailedAddKeepsWhatWasTypedSince() {
    let added = Todo(id: "todo-1", title: "Buy milk")
    var reducer = Self.reducer(Self.loaded([added], saving: ["todo-1"], field: "Call mom"))
    reducer.send(.addAnswered(added, .failure(ServerDown()))) {
      $0.todos = []
      $0.saving = []
      $0.errorMessage = "Couldn't add “Buy milk”."
    }
  }

  @Test func anEmptyTitleIsRefusedWithoutARequestAndTheFieldKeepsIt() {
    var reducer = Self.reducer(Self.loaded([Self.milk], field: "   "))
    reducer.send(.addTapped) {
      $0.errorMessage = UserMessage.titleEmpty
    }
  }

  @Test func aTitleOverAHundredCharactersIsRefused() {
    var reducer = Self.reducer(Self.loaded([], field: String(repeating: "a", count: 101)))
    reducer.send(.addTapped) {
      $0.errorMessage = UserMessage.titleTooLong
    }
  }

  @Test func addWhileTheListLoadsIsIgnoredAndKeepsTheField() {
    var reducer = Self.reducer(TodosState(isLoading: true, field: "Buy milk"))
    reducer.send(.addTapped)
  }

  @Test func aValidAddClearsTheErrorLine() {
    var reducer = Self.reducer(Self.loaded([], field: "Buy milk", errorMessage: UserMessage.titleEmpty))
    let added = Todo(id: "todo-1", title: "Buy milk")
    reducer.send(.addTapped, effects: [.saveNew(added)]) {
      $0.todos = [added]
      $0.saving = ["todo-1"]
      $0.field = ""
      $0.errorMessage = nil
    }
  }

  // MARK: - Toggle (T4, T6)

  @Test func toggleFlipsTheTodoAtOnceAndMarksItSaving() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog]))
    let flipped = Todo(id: "milk", title: "Buy milk", isDone: true)
    reducer.send(.toggleTapped("milk"), effects: [.saveToggled(flipped)]) {
      $0.todos = [flipped, Self.dog]
      $0.saving = ["milk"]
    }
    reducer.send(.toggleAnswered(flipped, .success(()))) {
      $0.saving = []
    }
  }

  @Test func aFailedToggleFlipsTheTodoBack() {
    let flipped = Todo(id: "milk", title: "Buy milk", isDone: true)
    var reducer = Self.reducer(Self.loaded([flipped, Self.dog], saving: ["milk"]))
    reducer.send(.toggleAnswered(flipped, .failure(ServerDown()))) {
      $0.todos = [Self.milk, Self.dog]
      $0.saving = []
      $0.errorMessage = "Couldn't update “Buy milk”."
    }
  }

  @Test func aSavingRowIgnoresToggleAndDeleteAndKeepsTheError() {
    var reducer = Self.reducer(Self.loaded([Self.milk], saving: ["milk"], errorMessage: UserMessage.titleEmpty))
    reducer.send(.toggleTapped("milk"))
    reducer.send(.deleteSwiped("milk"))
  }

  @Test func aLoadingListIgnoresToggleDeleteAndClearCompleted() {
    var reducer = Self.reducer(TodosState(todos: [Self.milk, Self.dog], isLoading: true, hasLoaded: true))
    reducer.send(.toggleTapped("milk"))
    reducer.send(.deleteSwiped("milk"))
    reducer.send(.clearCompletedTapped)
  }

  // MARK: - Delete and clear completed (T5, T9)

  @Test func deleteHidesTheRowAtOnceAndAFailureShowsItAgainInItsPlace() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog, Self.mom]))
    reducer.send(.deleteSwiped("dog"), effects: [.delete(Self.dog)]) {
      $0.deleting = ["dog"]
    }
    #expect(reducer.state.visibleTodos == [Self.milk, Self.mom])
    reducer.send(.deleteAnswered(Self.dog, .failure(ServerDown()))) {
      $0.deleting = []
      $0.errorMessage = "Couldn't delete “Walk the dog”."
    }
    #expect(reducer.state.visibleTodos == [Self.milk, Self.dog, Self.mom])
  }

  @Test func aSavedDeleteTakesTheTodoOutForGood() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog], deleting: ["dog"]))
    reducer.send(.deleteAnswered(Self.dog, .success(()))) {
      $0.todos = [Self.milk]
      $0.deleting = []
    }
  }

  // snippet.mvi-test-todos-delete-places
  @Test func twoFailedDeletesAnsweredInOrderComeBackInTheServersOrder() {
    var reducer = Self.reducer(Self.loaded([Self.dog, Self.milk, Self.mom]))
    reducer.send(.deleteSwiped("milk"), effects: [.delete(Self.milk)]) { $0.deleting = ["milk"] }
    reducer.send(.deleteSwiped("mom"), effects: [.delete(Self.mom)]) { $0.deleting = ["milk", "mom"] }
    reducer.send(.deleteAnswered(Self.milk, .failure(ServerDown()))) {
      $0.deleting = ["mom"]
      $0.errorMessage = "Couldn't delete “Buy milk”."
    }
    reducer.send(.deleteAnswered(Self.mom, .failure(ServerDown()))) {
      $0.deleting = []
      $0.errorMessage = "Couldn't delete “Call mom”."
    }
    #expect(reducer.state.visibleTodos == [Self.dog, Self.milk, Self.mom])
  }
  // snippet.end

  @Test func aFailedDeleteAfterAReloadThatKeptTheTodoShowsItOnce() {
    var reducer = Self.reducer(Self.loaded([Self.dog, Self.milk, Self.mom]))
    reducer.send(.deleteSwiped("milk"), effects: [.delete(Self.milk)]) { $0.deleting = ["milk"] }
    reducer.send(.retryTapped, effects: [.cancel(.fetch), .fetchTodos]) { $0.isLoading = true }
    // The server refused the deletion when it arrived, so the reload still holds the todo.
    reducer.send(.todosAnswered(.success([Self.dog, Self.milk, Self.mom]))) { $0.isLoading = false }
    reducer.send(.deleteAnswered(Self.milk, .failure(ServerDown()))) {
      $0.deleting = []
      $0.errorMessage = "Couldn't delete “Buy milk”."
    }
    #expect(reducer.state.visibleTodos == [Self.dog, Self.milk, Self.mom])
    #expect(reducer.state.itemsLeft == 2)
  }

  @Test func aFailedToggleAfterAReloadRestoresTheOldValueWithoutFlippingAgain() {
    let flipped = Todo(id: "milk", title: "Buy milk", isDone: true)
    var reducer = Self.reducer(Self.loaded([Self.milk]))
    reducer.send(.toggleTapped("milk"), effects: [.saveToggled(flipped)]) {
      $0.todos = [flipped]
      $0.saving = ["milk"]
    }
    reducer.send(.retryTapped, effects: [.cancel(.fetch), .fetchTodos]) { $0.isLoading = true }
    reducer.send(.todosAnswered(.success([Self.milk]))) {
      $0.todos = [Self.milk]
      $0.isLoading = false
    }
    reducer.send(.toggleAnswered(flipped, .failure(ServerDown()))) {
      $0.saving = []
      $0.errorMessage = "Couldn't update “Buy milk”."
    }
    #expect(reducer.state.todos == [Self.milk])
  }

  @Test func clearCompletedHidesEveryDoneTodoNoChangeIsOnItsWayForInOneRequest() {
    let bills = Todo(id: "bills", title: "Pay the bills", isDone: true)
    var reducer = Self.reducer(Self.loaded([Self.dog, Self.milk, bills, Self.plants], saving: ["bills"]))
    reducer.send(.clearCompletedTapped, effects: [.deleteCompleted([Self.dog, Self.plants])]) {
      $0.deleting = ["dog", "plants"]
    }
    #expect(reducer.state.visibleTodos == [Self.milk, bills])
    reducer.send(.clearCompletedAnswered([Self.dog, Self.plants], .failure(ServerDown()))) {
      $0.deleting = []
      $0.errorMessage = UserMessage.clearCompletedFailed
    }
    #expect(reducer.state.visibleTodos == [Self.dog, Self.milk, bills, Self.plants])
  }

  @Test func aFailedClearCompletedAfterAnotherDeleteComesBackInPlace() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog, Self.mom, Self.plants]))
    reducer.send(.deleteSwiped("milk"), effects: [.delete(Self.milk)]) { $0.deleting = ["milk"] }
    reducer.send(.clearCompletedTapped, effects: [.deleteCompleted([Self.dog, Self.plants])]) {
      $0.deleting = ["milk", "dog", "plants"]
    }
    reducer.send(.deleteAnswered(Self.milk, .success(()))) {
      $0.todos = [Self.dog, Self.mom, Self.plants]
      $0.deleting = ["dog", "plants"]
    }
    reducer.send(.clearCompletedAnswered([Self.dog, Self.plants], .failure(ServerDown()))) {
      $0.deleting = []
      $0.errorMessage = UserMessage.clearCompletedFailed
    }
    #expect(reducer.state.visibleTodos == [Self.dog, Self.mom, Self.plants])
  }

  @Test func aRowBeingDeletedTakesNoOtherChange() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog], deleting: ["dog"]))
    reducer.send(.toggleTapped("dog"))
    reducer.send(.deleteSwiped("dog"))
    reducer.send(.clearCompletedTapped)
  }

  @Test func closingWhileTheListLoadsStopsTheFetchAndLeavesChangesAlone() {
    var reducer = Self.reducer(TodosState(todos: [Self.milk], saving: ["milk"], isLoading: true, hasLoaded: true))
    reducer.send(.viewDisappeared, effects: [.cancel(.fetch)]) {
      $0.isLoading = false
    }
    reducer.send(.viewDisappeared)
  }

  @Test func clearCompletedWithNothingDoneSendsNothingAndKeepsTheError() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.mom], errorMessage: UserMessage.titleEmpty))
    reducer.send(.clearCompletedTapped)
  }

  @Test func theCounterCountsTodosNotDoneOnScreenWhateverTheFilter() {
    #expect(Self.loaded([]).itemsLeft == 0)
    #expect(Self.loaded([Self.milk, Self.dog]).itemsLeft == 1)
    var completed = Self.loaded([Self.milk, Self.dog, Self.mom])
    completed.filter = .completed
    #expect(completed.itemsLeft == 2)
    #expect(Self.loaded([Self.milk, Self.mom], deleting: ["mom"]).itemsLeft == 1)
  }

  // MARK: - Helpers

  static let milk = Todo(id: "milk", title: "Buy milk")
  static let dog = Todo(id: "dog", title: "Walk the dog", isDone: true)
  static let mom = Todo(id: "mom", title: "Call mom")
  static let plants = Todo(id: "plants", title: "Water the plants", isDone: true)

  /// A reducer whose new todos get the id `todo-1`.
  static func reducer(_ state: TodosState) -> TestReducer<TodosState, TodosIntent, TodosEffect> {
    TestReducer(state: state) { state, intent in
      TodosReducer.reduce(&state, intent, newTodoID: { "todo-1" })
    }
  }

  /// A list that has loaded `todos`.
  static func loaded(
    _ todos: [Todo], saving: Set<Todo.ID> = [], deleting: Set<Todo.ID> = [], field: String = "",
    errorMessage: String? = nil
  ) -> TodosState {
    TodosState(
      todos: todos, saving: saving, deleting: deleting, hasLoaded: true, field: field, errorMessage: errorMessage)
  }
}
