// The store's observation, field by field: the state stays one value, and a reader is told only of the
// fields it read. Lesson 08 reads these beside the bench's redraw table.

import MVI
import Observation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ObservableStateTests {
  @Test func aReaderOfOneFieldIsToldOnlyWhenThatFieldChanges() async {
    let store = TodosStore(initialState: TodosState(hasLoaded: true), api: FakeTodosAPI()) { "todo-1" }
    let fieldReader = Self.watch { _ = store.field }
    let filterReader = Self.watch { _ = store.filter }
    await store.send(.fieldEdited("B"))
    #expect(fieldReader.isRaised)
    #expect(!filterReader.isRaised)
  }

  @Test func aReaderOfTheWholeStateIsToldOfAnyChange() async {
    let store = TodosStore(initialState: TodosState(hasLoaded: true), api: FakeTodosAPI()) { "todo-1" }
    let wholeReader = Self.watch { _ = store.state }
    await store.send(.filterPicked(.active))
    #expect(wholeReader.isRaised)
  }

  @Test func anIntentThatChangesNothingTellsNoOne() async {
    let store = TodosStore(initialState: TodosState(hasLoaded: true), api: FakeTodosAPI()) { "todo-1" }
    let wholeReader = Self.watch { _ = store.state }
    await store.send(.filterPicked(.all))
    #expect(!wholeReader.isRaised)
  }

  @Test func aPathDeeperThanAFieldIsToldWhenWhatItReadChanges() async {
    let state = TodosState(todos: [.buyMilk], hasLoaded: true, detail: TodoDetail(id: Todo.buyMilk.id, field: "A"))
    let store = TodosStore(initialState: state, api: FakeTodosAPI()) { "todo-1" }
    // A key path through `detail` into its field: no field of the state is that path.
    let deepReader = Self.watch { _ = store[dynamicMember: \.detail?.field] }
    await store.send(.detail(.fieldEdited("B")))
    #expect(deepReader.isRaised)
  }

  @Test func aComputedPartIsToldOnlyWhenItsValueChanges() async {
    // No list names the parts of a state: the store learns each at its first read, computed ones too.
    let todos = [Todo(id: "a", title: "A", isDone: true), Todo(id: "b", title: "B")]
    let store = TodosStore(initialState: TodosState(todos: todos, hasLoaded: true), api: FakeTodosAPI()) { "todo-1" }
    let visibleReader = Self.watch { _ = store.visibleTodos }
    let leftReader = Self.watch { _ = store.itemsLeft }
    await store.send(.fieldEdited("B"))
    #expect(!visibleReader.isRaised)
    #expect(!leftReader.isRaised)
    let filtered = Self.watch { _ = store.visibleTodos }
    let stillLeft = Self.watch { _ = store.itemsLeft }
    await store.send(.filterPicked(.active))
    #expect(filtered.isRaised)
    #expect(!stillLeft.isRaised, "the filter changes which todos show, not how many are left")
  }

  @Test func aPartReadForTheFirstTimeAfterChangesIsToldOfTheNextOne() async {
    let store = TodosStore(initialState: TodosState(hasLoaded: true), api: FakeTodosAPI()) { "todo-1" }
    await store.send(.fieldEdited("A"))
    await store.send(.filterPicked(.completed))
    let filterReader = Self.watch { _ = store.filter }
    #expect(store.filter == .completed)
    await store.send(.filterPicked(.all))
    #expect(filterReader.isRaised)
  }

  /// A flag raised when what `read` read changes.
  static func watch(_ read: () -> Void) -> Flag {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    return flag
  }
}
