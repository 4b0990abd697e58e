// TodoList's rules, tested as plain values: how a change shows, is kept, or is undone (T3–T5, T9, T12).
// Lesson 04 reads it: the entity decides where a refused change goes back, with no I/O at all.

import HexagonalDomain
import SharedModel
import TestSupport
import Testing

@Suite struct TodoListTests {
  @Test func anAdditionShowsAtTheEndSavingAndAnUndoTakesItOut() {
    var list = TodoList([.buyMilk])
    let change = TodoChange.add(.callMom)
    list.apply(change)
    #expect(list.shown == [.buyMilk, .callMom])
    #expect(list.saving == [Todo.callMom.id])
    list.undo(change)
    #expect(list == TodoList([.buyMilk]))
  }

  @Test func aConfirmedAdditionStaysAndLosesItsMark() {
    var list = TodoList([.buyMilk])
    list.apply(.add(.callMom))
    list.confirm(.add(.callMom))
    #expect(list == TodoList([.buyMilk, .callMom]))
  }

  @Test func anUndoneUpdateSetsTheOldValueBackEvenAfterAReloadShowedIt() {
    var list = TodoList([.buyMilk])
    let change = TodoChange.update(from: .buyMilk, to: Todo.buyMilk.toggled)
    list.apply(change)
    #expect(list.shown == [Todo.buyMilk.toggled])
    list.reload(with: [.buyMilk])
    list.undo(change)
    // Set, not flipped again: the row shows the value from before the change.
    #expect(list == TodoList([.buyMilk]))
  }

  @Test func aRenameShowsTheNewTitleSavingAndAConfirmKeepsIt() {
    var list = TodoList([.buyMilk])
    let change = TodoChange.rename(Todo.buyMilk.id, from: "Buy milk", to: "Buy oat milk")
    list.apply(change)
    #expect(list.shown == [Todo(id: Todo.buyMilk.id, title: "Buy oat milk")])
    #expect(list.saving == [Todo.buyMilk.id])
    list.confirm(change)
    #expect(list == TodoList([Todo(id: Todo.buyMilk.id, title: "Buy oat milk")]))
  }

  @Test func anUndoneRenameSetsTheOldTitleBackAndLeavesTheDoneMarkAsTheListHasIt() {
    var list = TodoList([.buyMilk, .callMom])
    let change = TodoChange.rename(Todo.buyMilk.id, from: "Buy milk", to: "Buy oat milk")
    list.apply(change)
    // A reload brings the new title, as the server stored it, and a done mark changed meanwhile.
    list.reload(with: [Todo(id: Todo.buyMilk.id, title: "Buy oat milk", isDone: true), .callMom])
    list.undo(change)
    // Set, not worked out again: the title from before the Save, and nothing else changed.
    #expect(list == TodoList([Todo(id: Todo.buyMilk.id, title: "Buy milk", isDone: true), .callMom]))
  }

  @Test func anUndoneRenameOfATodoAReloadTookAwayBringsNothingBack() {
    var list = TodoList([.buyMilk, .callMom])
    let change = TodoChange.rename(Todo.buyMilk.id, from: "Buy milk", to: "Buy oat milk")
    list.apply(change)
    list.reload(with: [.callMom])
    list.undo(change)
    #expect(list == TodoList([.callMom]))
  }

  // snippet.hexagonal-test-removal-in-place
  @Test func refusedRemovalsComeBackWhereTheServerHoldsThemWhateverWasRemovedMeanwhile() {
    var list = TodoList([.walkTheDog, .buyMilk, .callMom])
    let milk = TodoChange.remove([.buyMilk])
    let mom = TodoChange.remove([.callMom])
    list.apply(milk)
    list.apply(mom)
    #expect(list.shown == [.walkTheDog])
    list.undo(milk)
    list.undo(mom)
    #expect(list.shown == [.walkTheDog, .buyMilk, .callMom])
  }
  // snippet.end

  @Test func aRefusedRemovalAfterAReloadThatKeptTheTodoShowsItOnce() {
    var list = TodoList([.walkTheDog, .buyMilk])
    let change = TodoChange.remove([.buyMilk])
    list.apply(change)
    list.reload(with: [.walkTheDog, .buyMilk])
    list.undo(change)
    #expect(list.shown == [.walkTheDog, .buyMilk])
    #expect(list.itemsLeft == 1)
  }

  @Test func aConfirmedRemovalLeavesTheListForGood() {
    var list = TodoList([.walkTheDog, .buyMilk, .callMom])
    let change = TodoChange.remove([.walkTheDog, .callMom])
    list.apply(change)
    list.confirm(change)
    #expect(list == TodoList([.buyMilk]))
  }

  @Test func aTodoBeingRemovedOrSavedTakesNoOtherChange() {
    var list = TodoList([.buyMilk, .callMom, .walkTheDog])
    list.apply(.remove([.buyMilk]))
    list.apply(.update(from: .callMom, to: Todo.callMom.toggled))
    #expect(!list.canChange(Todo.buyMilk.id))
    #expect(!list.canChange(Todo.callMom.id))
    #expect(list.canChange(Todo.walkTheDog.id))
    #expect(!list.canChange("no-such-todo"))
    #expect(list.todo(Todo.buyMilk.id) == nil)
  }

  @Test func completedMeansDoneShownAndWithNoChangeOnItsWay() {
    var list = TodoList([.walkTheDog, .buyMilk, .waterThePlants, Todo.callMom.toggled])
    list.apply(.update(from: .waterThePlants, to: .waterThePlants))
    list.apply(.remove([Todo.callMom.toggled]))
    #expect(list.completed == [.walkTheDog])
  }

  @Test func theCounterCountsShownTodosNotDone() {
    var list = TodoList([.walkTheDog, .buyMilk, .callMom])
    #expect(list.itemsLeft == 2)
    list.apply(.remove([.callMom]))
    #expect(list.itemsLeft == 1)
  }

  @Test func withNothingHiddenTheShownTodosAreTheStoredArrayNotACopy() {
    // Arrays are copy-on-write (Apple's `Array` documentation): a copy shares the storage until one changes.
    var list = TodoList([.buyMilk, .callMom])
    #expect(list.shown.withUnsafeBufferPointer(\.baseAddress) == list.todos.withUnsafeBufferPointer(\.baseAddress))
    list.apply(.remove([.callMom]))
    #expect(list.shown == [.buyMilk])
  }
}

// snippet.hexagonal-test-loading (T1, T6)
@Suite struct TodoListLoadTests {
  @Test func whileALoadIsOnItsWayNoChangeStartsAndOpeningLoadsNothing() {
    var load = TodoListLoad()
    #expect(load.takesChanges && load.opensWithALoad)
    load.start()
    #expect(load.isLoading && !load.takesChanges && !load.opensWithALoad)
    #expect(!load.isSettled, "a link waits for this load")
    load.succeed()
    #expect(!load.isLoading && load.hasLoaded && load.takesChanges && !load.opensWithALoad && load.isSettled)
    load.start()
    #expect(!load.isSettled, "a reload on its way: a link waits for it")
  }

  @Test func aLoadThatEndsWithNoListKeepsWhetherTheListHasLoaded() {
    var load = TodoListLoad()
    load.start()
    load.stop()
    #expect(load == TodoListLoad() && load.opensWithALoad, "never loaded: it still hasn't, and opening loads")
    load.start()
    load.succeed()
    load.start()
    load.stop()
    #expect(load.hasLoaded && load.takesChanges && !load.opensWithALoad, "a failed reload doesn't undo a load")
  }
}
// snippet.end
