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

  @Test func everyStoredPropertyOfEachStateIsObserved() {
    // A field left out of `observedFields` would change without telling its readers.
    func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(TodosState.observedFields.count == labels(TodosState()).count)
    #expect(ProfileState.observedFields.count == labels(ProfileState()).count)
    var changed = TodosState()
    for (index, field) in TodosState.observedFields.enumerated() {
      // Each listed field tells a change of its own property: change them one at a time.
      changed = TodosState()
      switch index {
      case 0: changed.todos = [Todo(id: "a", title: "A")]
      case 1: changed.saving = ["a"]
      case 2: changed.deleting = ["a"]
      case 3: changed.isLoading = true
      case 4: changed.hasLoaded = true
      case 5: changed.field = "A"
      case 6: changed.filter = .active
      case 7: changed.errorMessage = "A"
      case 8: changed.detail = TodoDetail(id: "a", field: "A")
      default: changed.waitingLink = "a"
      }
      #expect(field.changed(from: TodosState(), to: changed), "field \(index)")
      #expect(
        TodosState.observedFields.filter { $0.changed(from: TodosState(), to: changed) }.count == 1, "field \(index)")
    }
  }

  /// A flag raised when what `read` read changes.
  static func watch(_ read: () -> Void) -> Flag {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    return flag
  }
}
