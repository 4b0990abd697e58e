// The Todos view: state in, screen out; gestures in, intents out; and what each part of it reads.
// Read in lesson 07 (testing) and lesson 05, with the redraws `archlab bench` counts.

import MVI
import Observation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewTests {
  @Test func theScreenShowsTheVisibleRowsWithTheirSavingMarks() {
    let state = TodosState(
      todos: [Self.milk, Self.dog, Self.mom, Self.bills], saving: ["mom"], deleting: ["bills"], hasLoaded: true,
      field: "Pay the bills", filter: .active, errorMessage: UserMessage.titleEmpty)
    let view = Self.view(state)
    #expect(
      view.screen
        == TodosScreen(
          rows: [
            .init(id: "milk", title: "Buy milk", isDone: false),
            .init(id: "mom", title: "Call mom", isDone: false, isSaving: true),
          ],
          itemsLeft: 2, filter: .active, field: "Pay the bills", error: UserMessage.titleEmpty))
  }

  @Test func withNothingHiddenTheVisibleTodosAreTheStoredArrayNotACopy() {
    // Arrays are copy-on-write (Apple's `Array` documentation): a copy shares the storage until one changes.
    let state = TodosState(todos: [Self.milk, Self.dog], hasLoaded: true)
    #expect(
      state.visibleTodos.withUnsafeBufferPointer(\.baseAddress) == state.todos.withUnsafeBufferPointer(\.baseAddress))
    var filtered = state
    filtered.filter = .active
    #expect(filtered.visibleTodos == [Self.milk])
    #expect(filtered.itemsLeft == 1)
    var deleting = state
    deleting.deleting = ["milk"]
    #expect(deleting.visibleTodos == [Self.dog])
    #expect(deleting.itemsLeft == 0)
  }

  @Test func theLoadingIndicatorShowsWhileTheListLoads() {
    let view = Self.view(TodosState(isLoading: true))
    #expect(view.screen == TodosScreen(isLoading: true))
  }

  @Test func typingAndFilteringReachTheScreenWithoutARequest() async {
    let api = FakeTodosAPI()
    let view = TodosView(
      store: TodosStore(initialState: TodosState(todos: [Self.milk, Self.dog], hasLoaded: true), api: api) { "todo-1" })
    await view.type("Call mom")
    await view.filter(.completed)
    #expect(view.screen.field == "Call mom")
    #expect(view.screen.rows.map(\.id) == ["dog"])
    #expect(api.fetches.requests.isEmpty && api.saves.requests.isEmpty && api.deletions.requests.isEmpty)
  }

  @Test func eachGestureReachesItsEndpoint() async {
    let api = FakeTodosAPI()
    api.fetches.answerEveryRequest(with: .success([Self.milk, Self.dog, Self.mom]))
    api.saves.answerEveryRequest(with: .success(()))
    api.deletions.answerEveryRequest(with: .success(()))
    let view = TodosView(store: TodosStore(api: api) { "todo-1" })
    await view.open()
    await view.retry()
    await view.type("Pay the bills")
    await view.add()
    await view.toggle("milk")
    await view.delete("mom")
    await view.clearCompleted()
    await view.close()
    #expect(api.fetches.count == 2)
    #expect(
      api.saves.requests == [
        Todo(id: "todo-1", title: "Pay the bills"), Todo(id: "milk", title: "Buy milk", isDone: true),
      ])
    #expect(api.deletions.requests == [["mom"], ["milk", "dog"]])
    #expect(view.screen.rows.map(\.title) == ["Pay the bills"])
  }

  @Test func eachPartReadsItsOwnFieldsSoTypingDrawsTheFieldAlone() async {
    let view = Self.view(TodosState(todos: [Self.milk], hasLoaded: true))
    var redrawn: [TodosScreenPart: Flag] = [:]
    for part in TodosScreenPart.allCases {
      let flag = Flag()
      redrawn[part] = flag
      withObservationTracking {
        part.read(from: view)
      } onChange: {
        flag.raise()
      }
    }
    await view.type("B")
    #expect(TodosScreenPart.allCases.filter { redrawn[$0]?.isRaised == true } == [.textField])
  }

  // MARK: - Helpers

  static let milk = Todo(id: "milk", title: "Buy milk")
  static let dog = Todo(id: "dog", title: "Walk the dog", isDone: true)
  static let mom = Todo(id: "mom", title: "Call mom")
  static let bills = Todo(id: "bills", title: "Pay the bills")

  static func view(_ state: TodosState) -> TodosView {
    TodosView(store: TodosStore(initialState: state, api: FakeTodosAPI()) { "todo-1" })
  }
}
