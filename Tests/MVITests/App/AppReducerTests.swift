// The app's reducer, tested alone: tabs and links are intents of the app, and each test states the whole
// next state of the app, both screens and the tab on screen included, as a TestStore does (N8, P1, T1).
// Lesson 10 reads it beside AppReducer: no code drives two stores by hand, so none is needed to test it.

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@Suite struct AppReducerTests {
  static let milk = TodosReducerTests.milk

  static func reducer(_ state: AppState) -> TestReducer<AppState, AppIntent, AppEffect> {
    TestReducer(state: state) { state, intent in AppReducer.reduce(&state, intent, newTodoID: { "todo-1" }) }
  }

  @Test func aScreensIntentChangesOnlyItsPartAndItsEffectsComeBackNamedByIt() {
    var app = Self.reducer(AppState(tab: .todos))
    app.send(.todos(.viewAppeared), effects: [.todos(.cancel(.fetch)), .todos(.fetchTodos)]) {
      $0.todos.isLoading = true
    }
    app.send(.profile(.viewAppeared), effects: [.profile(.cancel(.fetch)), .profile(.fetchProfile)]) {
      $0.profile.isLoading = true
    }
  }

  @Test func tappingTheOtherTabSelectsItAndItsViewSaysItAppeared() {
    var app = Self.reducer(AppState())
    app.send(.tabTapped(.todos)) { $0.tab = .todos }
    app.send(.tabTapped(.profile)) { $0.tab = .profile }
  }

  @Test func tappingTheTabOnScreenOpensItsScreenAgain() {
    var app = Self.reducer(AppState(tab: .todos))
    app.send(.tabTapped(.todos), effects: [.todos(.cancel(.fetch)), .todos(.fetchTodos)]) {
      $0.todos.isLoading = true
    }
  }

  // snippet.mvi-app-reducer-test (N8)
  @Test func aLinkToATodoSelectsItsTabWaitsForTheLoadThenOpensTheTodo() {
    var app = Self.reducer(AppState())
    app.send(.linkOpened(.todo(Self.milk.id)), effects: [.todos(.cancel(.fetch)), .todos(.fetchTodos)]) {
      $0.tab = .todos
      $0.todos.isLoading = true
      $0.todos.waitingLink = Self.milk.id
    }
    app.send(.todos(.todosAnswered(.success([Self.milk])))) {
      $0.todos.isLoading = false
      $0.todos.hasLoaded = true
      $0.todos.todos = [Self.milk]
      $0.todos.waitingLink = nil
      $0.todos.detail = TodoDetail(id: Self.milk.id, field: "Buy milk")
    }
  }
  // snippet.end

  @Test func aProfileLinkOnTheProfileTabOpensItAgainAndDropsATodosLinkThatWaits() {
    var state = AppState()
    state.todos.isLoading = true
    state.todos.waitingLink = Self.milk.id
    var app = Self.reducer(state)
    app.send(.linkOpened(.profile), effects: [.profile(.cancel(.fetch)), .profile(.fetchProfile)]) {
      $0.todos.waitingLink = nil
      $0.profile.isLoading = true
    }
  }

  @Test func aProfileLinkFromTheTodosTabSelectsProfileWhoseViewThenSaysItAppeared() {
    var app = Self.reducer(AppState(tab: .todos))
    app.send(.linkOpened(.profile)) { $0.tab = .profile }
  }

  @Test func aListLinkClosesTheTodoScreenAndOpensTheList() {
    var state = AppState(tab: .profile)
    state.todos = TodosReducerTests.loaded([Self.milk])
    state.todos.detail = TodoDetail(id: Self.milk.id, field: "Buy")
    var app = Self.reducer(state)
    app.send(.linkOpened(.todos)) {
      $0.tab = .todos
      $0.todos.detail = nil
    }
  }
}
