// The Todo screen's own reducer, tested alone: typing changes its own state and asks nothing of the list;
// every other gesture changes nothing of its own and asks the list (N1, N4, N5). Lesson 10 reads it.

import MVI
import SharedModel
import Testing

@Suite struct TodoDetailReducerTests {
  static func reducer(_ state: TodoDetail) -> TestReducer<TodoDetail, TodoDetailIntent, TodoDetailDelegate> {
    TestReducer(state: state) { state, intent in TodoDetailReducer.reduce(&state, intent).map { [$0] } ?? [] }
  }

  @Test func typingIsTheScreensOwnAndAsksTheListNothing() {
    var screen = Self.reducer(TodoDetail(id: "milk", field: "Buy milk"))
    screen.send(.fieldEdited("Buy oat milk")) {
      $0.field = "Buy oat milk"
      $0.typedSinceSave = true
    }
  }

  @Test func saveAsksTheListToRenameWithTheFieldAsTyped() {
    var screen = Self.reducer(TodoDetail(id: "milk", field: "  Buy oat milk ", typedSinceSave: true))
    // The title rules are the list's: the field goes as typed, and the screen's state stays as it is.
    screen.send(.saveTapped, effects: [.rename("milk", to: "  Buy oat milk ")])
  }

  @Test func theDoneMarkDeleteAndBackAreTheListsWork() {
    var screen = Self.reducer(TodoDetail(id: "milk", field: "Buy milk"))
    screen.send(.toggleTapped, effects: [.toggle("milk")])
    screen.send(.deleteTapped, effects: [.delete("milk")])
    screen.send(.backTapped, effects: [.close])
  }
}

@Suite struct TodoDetailScopeTests {
  typealias Tests = TodosReducerTests

  @Test func withNoTodoScreenOpenItsIntentsChangeNothing() {
    var reducer = Tests.reducer(Tests.loaded([Tests.milk]))
    for intent: TodoDetailIntent in [.fieldEdited("x"), .saveTapped, .toggleTapped, .deleteTapped, .backTapped] {
      reducer.send(.detail(intent))
    }
  }
}
