// A store scoped from another: it reads its part of the parent's state, sends its intents to the parent,
// and tells its readers only of the changes to what they read. Lesson 02 reads it beside Store.scope.

import MVI
import Observation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct StoreScopeTests {
  private static func app() -> AppStore {
    AppStore(
      initialState: AppState(tab: .todos, todos: TodosState(hasLoaded: true)), profileAPI: FakeProfileAPI(),
      todosAPI: FakeTodosAPI()
    ) { "todo-1" }
  }

  @Test func aScopedStoreSendsToTheStoreItCameFromAndReadsItsPart() async {
    let app = Self.app()
    let todos: TodosStore = app.scope(state: \.todos, intent: AppIntent.todos)
    await todos.send(.fieldEdited("Buy milk"))
    #expect(app.state.todos.field == "Buy milk")
    #expect(todos.field == "Buy milk")
    #expect(todos.state == app.state.todos)
  }

  @Test func itIsMadeOnceForEachPart() {
    let app = Self.app()
    let once: TodosStore = app.scope(state: \.todos, intent: AppIntent.todos)
    let twice: TodosStore = app.scope(state: \.todos, intent: AppIntent.todos)
    #expect(once === twice)
  }

  @Test func itsReadersAreToldOnlyOfWhatTheyRead() async {
    let app = Self.app()
    let todos: TodosStore = app.scope(state: \.todos, intent: AppIntent.todos)
    let profile: ProfileStore = app.scope(state: \.profile, intent: AppIntent.profile)
    let fieldReader = ObservableStateTests.watch { _ = todos.field }
    let filterReader = ObservableStateTests.watch { _ = todos.filter }
    let profileReader = ObservableStateTests.watch { _ = profile.state }
    let tabReader = ObservableStateTests.watch { _ = app.tab }
    await todos.send(.fieldEdited("B"))
    #expect(fieldReader.isRaised)
    #expect(!filterReader.isRaised && !profileReader.isRaised && !tabReader.isRaised)
  }

  @Test func aBindingOnAScopedStoreAppliesItsEditBeforeItReturns() {
    let app = Self.app()
    let todos: TodosStore = app.scope(state: \.todos, intent: AppIntent.todos)
    todos.binding(\.field, send: TodosIntent.fieldEdited).wrappedValue = "Call mom"
    #expect(app.state.todos.field == "Call mom", "no suspension between the write and the state")
  }
}
