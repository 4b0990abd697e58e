// The Todos store with a fake server: each effect calls the right endpoint and its answer keeps or undoes the change.
// Read in lesson 07 (testing).

import MVI
import ScreenContract
import SharedModel
import Testing

// A store that never finishes its work fails here, rather than hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TodosStoreTests {
  @Test func openingReturnsOnceTheListIsShown() async {
    let api = FakeTodosAPI(fetches: HeldRequests(answerAtOnce: .success([Self.milk])))
    let store = Self.store(TodosState(), api: api)
    await store.send(.viewAppeared)
    #expect(store.state == TodosState(todos: [Self.milk], hasLoaded: true))
  }

  @Test func anAddShowsAtOnceAndIsSavedWithTheNewID() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk], field: "Call mom"), api: api)
    async let adding: Void = store.send(.addTapped)
    await api.saves.waitForRequests(1)
    let added = Todo(id: "todo-1", title: "Call mom")
    #expect(store.state == Self.loaded([Self.milk, added], saving: ["todo-1"]))
    #expect(api.saves.requests == [added])

    api.saves.answer(1, with: .success(()))
    await adding
    #expect(store.state == Self.loaded([Self.milk, added]))
  }

  @Test func aFailedAddGivesTheTitleBack() async {
    let api = FakeTodosAPI(saves: HeldRequests(answerAtOnce: .failure(ServerDown())))
    let store = Self.store(Self.loaded([], field: "Call mom"), api: api)
    await store.send(.addTapped)
    #expect(store.state == Self.loaded([], field: "Call mom", errorMessage: "Couldn't add “Call mom”."))
  }

  @Test func aToggleSendsTheFlippedTodoAndFlipsBackOnFailure() async {
    let api = FakeTodosAPI(saves: HeldRequests(answerAtOnce: .failure(ServerDown())))
    let store = Self.store(Self.loaded([Self.milk]), api: api)
    await store.send(.toggleTapped("milk"))
    #expect(api.saves.requests == [Todo(id: "milk", title: "Buy milk", isDone: true)])
    #expect(store.state == Self.loaded([Self.milk], errorMessage: "Couldn't update “Buy milk”."))
  }

  @Test func clearCompletedSendsOneDeletionForEveryDoneTodo() async {
    let api = FakeTodosAPI(deletions: HeldRequests(answerAtOnce: .success(())))
    let store = Self.store(Self.loaded([Self.dog, Self.milk, Self.plants]), api: api)
    await store.send(.clearCompletedTapped)
    #expect(api.deletions.requests == [["dog", "plants"]])
    #expect(store.state == Self.loaded([Self.milk]))
  }

  @Test func aFailedDeletePutsTheRowBackInPlace() async {
    let api = FakeTodosAPI(deletions: HeldRequests(answerAtOnce: .failure(ServerDown())))
    let store = Self.store(Self.loaded([Self.milk, Self.dog, Self.plants]), api: api)
    await store.send(.deleteSwiped("dog"))
    #expect(api.deletions.requests == [["dog"]])
    #expect(
      store.state == Self.loaded([Self.milk, Self.dog, Self.plants], errorMessage: "Couldn't delete “Walk the dog”."))
  }

  @Test func retryWhileTheListLoadsCancelsTheFirstFetch() async {
    let api = FakeTodosAPI()
    let store = Self.store(TodosState(), api: api)
    async let opening: Void = store.send(.viewAppeared)
    await api.fetches.waitForRequests(1)
    async let retrying: Void = store.send(.retryTapped)
    await opening
    #expect(api.fetches.isCancelled(1))

    await api.fetches.waitForRequests(2)
    api.fetches.answer(2, with: .success([Self.milk]))
    await retrying
    #expect(store.state == TodosState(todos: [Self.milk], hasLoaded: true))
  }

  @Test func twoSavesInFlightAreBothKept() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk, Self.mom]), api: api)
    async let first: Void = store.send(.toggleTapped("milk"))
    await api.saves.waitForRequests(1)
    async let second: Void = store.send(.toggleTapped("mom"))
    await api.saves.waitForRequests(2)
    #expect(!api.saves.isCancelled(1))

    api.saves.answer(2, with: .success(()))
    api.saves.answer(1, with: .success(()))
    await first
    await second
    let done = [Todo(id: "milk", title: "Buy milk", isDone: true), Todo(id: "mom", title: "Call mom", isDone: true)]
    #expect(store.state == Self.loaded(done))
  }

  @Test func aSaveCutOffByClosingTheScreenShowsNoError() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk]), api: api)
    let toggling = Task { await store.send(.toggleTapped("milk")) }
    await api.saves.waitForRequests(1)
    toggling.cancel()
    await toggling.value
    #expect(api.saves.isCancelled(1))
    #expect(store.state.errorMessage == nil)
  }

  // MARK: - Helpers

  static let milk = Todo(id: "milk", title: "Buy milk")
  static let dog = Todo(id: "dog", title: "Walk the dog", isDone: true)
  static let mom = Todo(id: "mom", title: "Call mom")
  static let plants = Todo(id: "plants", title: "Water the plants", isDone: true)

  /// A store whose new todos get the id `todo-1`.
  static func store(_ state: TodosState, api: FakeTodosAPI) -> TodosStore {
    TodosStore(initialState: state, api: api, makeTodoID: { "todo-1" })
  }

  static func loaded(
    _ todos: [Todo], saving: Set<Todo.ID> = [], field: String = "", errorMessage: String? = nil
  ) -> TodosState {
    TodosState(todos: todos, saving: saving, hasLoaded: true, field: field, errorMessage: errorMessage)
  }
}
