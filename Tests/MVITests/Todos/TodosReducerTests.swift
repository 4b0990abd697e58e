// The Todos screen's rules, tested on the reducer alone: no store, no server, no async.
// Read in lesson 07 (testing): each test sends intents and states the complete next state, optimistic changes included.

import MVI
import ScreenContract
import SharedModel
import Testing

@Suite struct TodosReducerTests {
  // MARK: - Loading (T1)

  @Test func openingShowsTheLoadingIndicatorAndFetchesTheList() {
    var reducer = Self.reducer(TodosState())
    reducer.send(.viewAppeared, effects: [.fetchTodos]) {
      $0.isLoading = true
    }
    reducer.send(.todosLoaded(.success([Self.milk, Self.dog]))) {
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

  @Test func aFailedLoadShowsTheMessageAndRetryLoadsAgain() {
    var reducer = Self.reducer(TodosState(isLoading: true))
    reducer.send(.todosLoaded(.failure(ServerDown()))) {
      $0.isLoading = false
      $0.errorMessage = UserMessage.todosLoadFailed
    }
    reducer.send(.retryTapped, effects: [.fetchTodos]) {
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

  @Test func deleteRemovesTheRowAtOnceAndAFailurePutsItBackInPlace() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.dog, Self.mom]))
    let removed = RemovedTodo(todo: Self.dog, position: 1)
    reducer.send(.deleteSwiped("dog"), effects: [.delete(removed)]) {
      $0.todos = [Self.milk, Self.mom]
    }
    reducer.send(.deleteAnswered(removed, .failure(ServerDown()))) {
      $0.todos = [Self.milk, Self.dog, Self.mom]
      $0.errorMessage = "Couldn't delete “Walk the dog”."
    }
  }

  @Test func aSavedDeleteChangesNothingMore() {
    var reducer = Self.reducer(Self.loaded([Self.milk]))
    reducer.send(.deleteAnswered(RemovedTodo(todo: Self.dog, position: 1), .success(())))
  }

  @Test func clearCompletedRemovesEveryDoneTodoThatIsNotSavingInOneRequest() {
    let bills = Todo(id: "bills", title: "Pay the bills", isDone: true)
    var reducer = Self.reducer(Self.loaded([Self.dog, Self.milk, bills, Self.plants], saving: ["bills"]))
    let removed = [RemovedTodo(todo: Self.dog, position: 0), RemovedTodo(todo: Self.plants, position: 3)]
    reducer.send(.clearCompletedTapped, effects: [.deleteCompleted(removed)]) {
      $0.todos = [Self.milk, bills]
    }
    reducer.send(.clearCompletedAnswered(removed, .failure(ServerDown()))) {
      $0.todos = [Self.dog, Self.milk, bills, Self.plants]
      $0.errorMessage = UserMessage.clearCompletedFailed
    }
  }

  @Test func clearCompletedWithNothingDoneSendsNothingAndKeepsTheError() {
    var reducer = Self.reducer(Self.loaded([Self.milk, Self.mom], errorMessage: UserMessage.titleEmpty))
    reducer.send(.clearCompletedTapped)
  }

  @Test func theCounterCountsTodosNotDoneWhateverTheFilter() {
    #expect(Self.loaded([]).itemsLeft == 0)
    #expect(Self.loaded([Self.milk, Self.dog]).itemsLeft == 1)
    var completed = Self.loaded([Self.milk, Self.dog, Self.mom])
    completed.filter = .completed
    #expect(completed.itemsLeft == 2)
  }

  @Test func onlyTheListFetchIsALatestWinsLineOfWork() {
    #expect(TodosEffect.fetchTodos.latestWinsID == "fetch-todos")
    #expect(TodosEffect.saveNew(Self.milk).latestWinsID == nil)
    #expect(TodosEffect.saveToggled(Self.milk).latestWinsID == nil)
    #expect(TodosEffect.delete(RemovedTodo(todo: Self.milk, position: 0)).latestWinsID == nil)
    #expect(TodosEffect.deleteCompleted([]).latestWinsID == nil)
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
    _ todos: [Todo], saving: Set<Todo.ID> = [], field: String = "", errorMessage: String? = nil
  ) -> TodosState {
    TodosState(todos: todos, saving: saving, hasLoaded: true, field: field, errorMessage: errorMessage)
  }
}
