// The Todos view: state in, screen out; gestures in, intents out.
// Read in lesson 07 (testing).

import MVI
import ScreenContract
import SharedModel
import Testing

// A store that never finishes its work fails here rather than hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TodosViewTests {
  @Test func theScreenShowsTheVisibleRowsWithTheirSavingMarks() {
    let state = TodosState(
      todos: [Self.milk, Self.dog, Self.mom], saving: ["mom"], hasLoaded: true, field: "Pay the bills",
      filter: .active, errorMessage: UserMessage.titleEmpty)
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
    let api = FakeTodosAPI(
      fetches: HeldRequests(answerAtOnce: .success([Self.milk, Self.dog, Self.mom])),
      saves: HeldRequests(answerAtOnce: .success(())),
      deletions: HeldRequests(answerAtOnce: .success(())))
    let view = TodosView(store: TodosStore(api: api) { "todo-1" })
    await view.open()
    await view.retry()
    await view.type("Pay the bills")
    await view.add()
    await view.toggle("milk")
    await view.delete("mom")
    await view.clearCompleted()
    #expect(api.fetches.requests.count == 2)
    #expect(
      api.saves.requests == [
        Todo(id: "todo-1", title: "Pay the bills"), Todo(id: "milk", title: "Buy milk", isDone: true),
      ])
    #expect(api.deletions.requests == [["mom"], ["milk", "dog"]])
    #expect(view.screen.rows.map(\.title) == ["Pay the bills"])
  }

  // MARK: - Helpers

  static let milk = Todo(id: "milk", title: "Buy milk")
  static let dog = Todo(id: "dog", title: "Walk the dog", isDone: true)
  static let mom = Todo(id: "mom", title: "Call mom")

  static func view(_ state: TodosState) -> TodosView {
    TodosView(store: TodosStore(initialState: state, api: FakeTodosAPI()) { "todo-1" })
  }
}
