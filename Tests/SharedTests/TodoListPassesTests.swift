// The passes over a list of todos that every architecture shares, and the visible rows made as a list
// reads them: each gives what the plain, one-closure way gives, with few ids and with many.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct TodoListPassesTests {
  /// Twenty todos, every third one done; `t7` appears twice, as a list the server got wrong might hold.
  static let todos: [Todo] =
    (0..<20).map { Todo(id: Todo.ID(rawValue: "t\($0)"), title: "Todo \($0)", isDone: $0.isMultiple(of: 3)) }
    + [Todo(id: "t7", title: "Todo 7 again")]

  /// Sets of ids on both sides of ``Set/comparedOneByOne``, with ids the list doesn't hold.
  static let idSets: [Set<Todo.ID>] = [
    [], ["t3"], ["t7"], ["t0", "t19", "nowhere"],
    Set((0..<Set<Todo.ID>.comparedOneByOne).map { Todo.ID(rawValue: "t\($0 * 2)") }),
    Set((0...Set<Todo.ID>.comparedOneByOne).map { Todo.ID(rawValue: "t\($0 * 2 + 1)") }),
    Set((0..<30).map { Todo.ID(rawValue: "t\($0)") }),
  ]

  @Test(arguments: idSets)
  func eachPassGivesWhatOneClosureGives(ids: Set<Todo.ID>) {
    let todos = Self.todos
    #expect(todos.filter(withIDsIn: ids) == todos.filter { ids.contains($0.id) })
    #expect(todos.filter(withoutIDsIn: ids) == todos.filter { !ids.contains($0.id) })
    #expect(todos.countNotDone(withoutIDsIn: ids) == todos.filter { !$0.isDone && !ids.contains($0.id) }.count)
    var removed = todos
    removed.removeAll(withIDsIn: ids)
    #expect(removed == todos.filter { !ids.contains($0.id) })
    let membership = ids.membership
    for id in todos.map(\.id) + ["nowhere", ""] {
      #expect(membership(id) == ids.contains(id), "\(id)")
    }
  }

  @Test func findsTheFirstTodoWithAnIdAndNothingForAnIdNotThere() {
    #expect(Self.todos.index(of: "t7") == 7)
    #expect(Self.todos.todo(withID: "t7")?.title == "Todo 7")
    #expect(Self.todos.index(of: "nowhere") == nil)
    #expect(Self.todos.todo(withID: "nowhere") == nil)
    #expect([Todo]().index(of: "t0") == nil)
  }

  @Test func nothingLeftOutIsTheListItselfNotACopy() {
    let todos = Self.todos
    let shown = todos.filter(withoutIDsIn: [])
    #expect(shown.withUnsafeBufferPointer(\.baseAddress) == todos.withUnsafeBufferPointer(\.baseAddress))
  }

  @Test(
    arguments: idSets,
    [TodosScreen.Filter.all, .active, .completed])
  func theRowsAreTheTodosNotHiddenThatTheFilterShowsEachMarkedIfSaving(hidden: Set<Todo.ID>, filter: TodosScreen.Filter)
  {
    let saving: Set<Todo.ID> = ["t1", "t3", "t7"]
    let rows = TodosScreen.Rows(Self.todos, hiding: hidden, showing: filter, saving: saving)
    let expected = Self.todos.filter { !hidden.contains($0.id) && filter.shows(isDone: $0.isDone) }.map {
      TodosScreen.Row(id: $0.id, title: $0.title, isDone: $0.isDone, isSaving: saving.contains($0.id))
    }
    #expect(Array(rows) == expected)
    #expect(rows.count == expected.count)
    if let last = expected.indices.last {
      #expect(rows[last] == expected[last])
      #expect(Array(rows[1...]) == Array(expected[1...]))
    }
  }
}
