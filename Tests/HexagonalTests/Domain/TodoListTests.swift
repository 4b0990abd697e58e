// TodoList's rules, tested as plain values: no adapter, no actor, no waiting.
// Lesson 07 reads it: the domain's entities are the cheapest code to test.

import HexagonalDomain
import SharedModel
import Testing

@Suite struct TodoListTests {
  @Test func itemsLeftCountsTheTodosNotDone() {
    #expect(TodoList().itemsLeft == 0)
    #expect(TodoList([.buyMilk, .walkTheDog, .callMom]).itemsLeft == 2)
  }

  @Test func appendPutsTheTodoAtTheEnd() {
    var list = TodoList([.buyMilk])
    list.append(.callMom)
    #expect(list.todos == [.buyMilk, .callMom])
  }

  @Test func replaceKeepsTheTodoInItsPlace() {
    var list = TodoList([.buyMilk, .walkTheDog, .callMom])
    var renamed = Todo.walkTheDog
    renamed.title = "Walk the cat"
    list.replace(renamed)
    #expect(list.todos == [.buyMilk, renamed, .callMom])
  }

  @Test func replacingAnUnknownTodoChangesNothing() {
    var list = TodoList([.buyMilk])
    list.replace(.callMom)
    #expect(list.todos == [.buyMilk])
  }

  @Test func removeReturnsEachTodoWithItsPlace() {
    var list = TodoList([.buyMilk, .walkTheDog, .callMom, .waterThePlants])
    let removed = list.remove([Todo.waterThePlants.id, Todo.walkTheDog.id])
    #expect(list.todos == [.buyMilk, .callMom])
    #expect(
      removed == [
        TodoList.Removed(todo: .walkTheDog, position: 1),
        TodoList.Removed(todo: .waterThePlants, position: 3),
      ])
  }

  @Test func restorePutsSeveralTodosBackInPlace() {
    let original = TodoList([.walkTheDog, .buyMilk, .waterThePlants, .callMom])
    var list = original
    let removed = list.remove([Todo.walkTheDog.id, Todo.waterThePlants.id])
    list.restore(removed.reversed())
    #expect(list == original)
  }

  @Test func restoreAfterTheListShrankPutsTheTodoAtTheEnd() {
    var list = TodoList([.buyMilk, .callMom, .walkTheDog])
    let removed = list.remove([Todo.walkTheDog.id])
    list.remove([Todo.callMom.id])
    list.restore(removed)
    #expect(list.todos == [.buyMilk, .walkTheDog])
  }

  @Test func todoFindsATodoByItsID() {
    let list = TodoList([.buyMilk, .callMom])
    #expect(list.todo(Todo.callMom.id) == .callMom)
    #expect(list.todo(Todo.walkTheDog.id) == nil)
  }
}
