// The Todos store with a fake server: each effect calls the right endpoint and its answer keeps or undoes the change.
// Read in lesson 07 (testing) and lesson 06: a change outlives the screen that made it.

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosStoreTests {
  @Test func openingReturnsOnceTheListIsShown() async {
    let api = FakeTodosAPI()
    let store = Self.store(TodosState(), api: api)
    await api.server.run { await store.send(.viewAppeared) }
    await api.fetches.answer(1, with: .success([Self.milk]))
    #expect(store.state == TodosState(todos: [Self.milk], hasLoaded: true))
  }

  @Test func anAddShowsAtOnceAndIsSavedWithTheNewID() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk], field: "Call mom"), api: api)
    await api.server.run { await store.send(.addTapped) }
    let added = Todo(id: "todo-1", title: "Call mom")
    #expect(store.state == Self.loaded([Self.milk, added], saving: ["todo-1"]))
    #expect(api.saves.requests == [added])

    await api.saves.succeed(1)
    #expect(store.state == Self.loaded([Self.milk, added]))
  }

  @Test func aFailedAddGivesTheTitleBack() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([], field: "Call mom"), api: api)
    await api.server.run { await store.send(.addTapped) }
    await api.saves.answer(1, with: .failure(ServerDown()))
    #expect(store.state == Self.loaded([], field: "Call mom", errorMessage: "Couldn't add “Call mom”."))
  }

  @Test func aToggleSendsTheFlippedTodoAndPutsTheOldValueBackOnFailure() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk]), api: api)
    await api.server.run { await store.send(.toggleTapped("milk")) }
    #expect(api.saves.requests == [Todo(id: "milk", title: "Buy milk", isDone: true)])
    await api.saves.answer(1, with: .failure(ServerDown()))
    #expect(store.state == Self.loaded([Self.milk], errorMessage: "Couldn't update “Buy milk”."))
  }

  @Test func clearCompletedSendsOneDeletionForEveryDoneTodo() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.dog, Self.milk, Self.plants]), api: api)
    await api.server.run { await store.send(.clearCompletedTapped) }
    #expect(api.deletions.requests == [["dog", "plants"]])
    await api.deletions.succeed(1)
    #expect(store.state == Self.loaded([Self.milk]))
  }

  @Test func aFailedDeleteShowsTheRowAgainInPlace() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk, Self.dog, Self.plants]), api: api)
    await api.server.run { await store.send(.deleteSwiped("dog")) }
    #expect(api.deletions.requests == [["dog"]])
    await api.deletions.answer(1, with: .failure(ServerDown()))
    #expect(
      store.state == Self.loaded([Self.milk, Self.dog, Self.plants], errorMessage: "Couldn't delete “Walk the dog”."))
  }

  @Test func retryWhileTheListLoadsCancelsTheFirstFetch() async {
    let api = FakeTodosAPI()
    let store = Self.store(TodosState(), api: api)
    await api.server.run { await store.send(.viewAppeared) }
    await api.server.run { await store.send(.retryTapped) }
    #expect(api.fetches.wasCancelled(1))

    await api.fetches.answer(2, with: .success([Self.milk]))
    #expect(store.state == TodosState(todos: [Self.milk], hasLoaded: true))
  }

  @Test func twoSavesInFlightAreBothKept() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk, Self.mom]), api: api)
    await api.server.run { await store.send(.toggleTapped("milk")) }
    await api.server.run { await store.send(.toggleTapped("mom")) }
    #expect(!api.saves.wasCancelled(1))

    await api.saves.succeed(2)
    await api.saves.succeed(1)
    let done = [Todo(id: "milk", title: "Buy milk", isDone: true), Todo(id: "mom", title: "Call mom", isDone: true)]
    #expect(store.state == Self.loaded(done))
  }

  // snippet.mvi-test-change-outlives-view
  @Test func aSaveWhoseCallerIsCancelledStillReachesTheServerAndItsAnswerLands() async {
    // The screen closes mid-save, and SwiftUI cancels the view's tasks: the save is the
    // user's, not the view's, so it goes on, and its answer clears the saving mark (L2).
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk]), api: api)
    await api.server.run { await store.send(.toggleTapped("milk")) }
    await api.server.cancelGestures()
    #expect(!api.saves.wasCancelled(1))
    #expect(store.state.saving == ["milk"])

    await api.saves.succeed(1)
    #expect(store.state == Self.loaded([Todo(id: "milk", title: "Buy milk", isDone: true)]))
  }
  // snippet.end

  @Test func aFailedChangeWhoseCallerIsCancelledStillRollsBack() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk], field: "Call mom"), api: api)
    await api.server.run { await store.send(.addTapped) }
    await api.server.cancelGestures()
    await api.saves.answer(1, with: .failure(ServerDown()))
    #expect(store.state == Self.loaded([Self.milk], field: "Call mom", errorMessage: "Couldn't add “Call mom”."))
  }

  @Test func closingTheScreenStopsTheLoadButNotAChange() async {
    let api = FakeTodosAPI()
    let store = Self.store(Self.loaded([Self.milk]), api: api)
    await api.server.run { await store.send(.deleteSwiped("milk")) }
    await api.server.run { await store.send(.retryTapped) }
    await api.server.run { await store.send(.viewDisappeared) }
    #expect(api.fetches.wasCancelled(1))
    #expect(!api.deletions.wasCancelled(1))
    #expect(!store.state.isLoading)

    await api.deletions.succeed(1)
    #expect(store.state == Self.loaded([]))
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
