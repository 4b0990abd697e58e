// The stretch of exercise 02: the Clear completed button is enabled exactly when a tap would send a request,
// for a learner who found the checks too easy. Optional: `course check 2` shows these once the exercise's own
// checks pass; the README's Stretch says the rule.

import MVI
import SharedModel
import Testing

@testable import Exercise02

@Suite struct Stretch {
  @Test func stretchTheButtonIsEnabledOnlyWhenThereIsSomethingToClear() {
    #expect(
      ExerciseTodosReducer.canClearCompleted(loaded([.buyMilk, .walkTheDog])),
      "a done todo that no change is on its way for can be cleared: the button is enabled (T9)")
    #expect(
      !ExerciseTodosReducer.canClearCompleted(loaded([.buyMilk, .callMom])),
      "with no done todo, the button is disabled: a tap would send nothing (T9)")
    #expect(
      !ExerciseTodosReducer.canClearCompleted(TodosState(todos: [.walkTheDog], isLoading: true, hasLoaded: true)),
      "while the list loads, the button is disabled (T6)")
  }

  @Test func stretchTheButtonAgreesWithTheTapInEveryState() {
    var disagreements: [String] = []
    for state in everyState() {
      var tapped = state
      let sends = !reduce(&tapped, .clearCompletedTapped).isEmpty
      if ExerciseTodosReducer.canClearCompleted(state) != sends {
        disagreements.append(
          words(state) + (sends ? ": a tap sends, the button is disabled" : ": enabled, a tap sends nothing"))
      }
    }
    #expect(
      disagreements == [],
      "the button and the tap make one decision: enabled exactly when a tap sends a request, in every state (T6, T9)")
  }
}

// MARK: - Helpers

/// Every state of a loaded list of two todos: each one done or not, with nothing, a save or a deletion on its
/// way, while the list loads or not.
private func everyState() -> [TodosState] {
  enum OnItsWay: CaseIterable { case nothing, save, deletion }
  var states: [TodosState] = []
  for firstDone in [false, true] {
    for secondDone in [false, true] {
      for first in OnItsWay.allCases {
        for second in OnItsWay.allCases {
          for isLoading in [false, true] {
            let todos = [
              Todo(id: "1", title: "Buy milk", isDone: firstDone),
              Todo(id: "2", title: "Walk the dog", isDone: secondDone),
            ]
            let marks: [(id: Todo.ID, onItsWay: OnItsWay)] = [(todos[0].id, first), (todos[1].id, second)]
            states.append(
              TodosState(
                todos: todos, saving: Set(marks.filter { $0.onItsWay == .save }.map(\.id)),
                deleting: Set(marks.filter { $0.onItsWay == .deletion }.map(\.id)), isLoading: isLoading,
                hasLoaded: true))
          }
        }
      }
    }
  }
  return states
}

/// A state in a few words: `Buy milk ✓ saving, Walk the dog deleting, loading`.
private func words(_ state: TodosState) -> String {
  let rows = state.todos.map { todo in
    [
      todo.title, todo.isDone ? "✓" : nil, state.saving.contains(todo.id) ? "saving" : nil,
      state.deleting.contains(todo.id) ? "deleting" : nil,
    ].compactMap { $0 }.joined(separator: " ")
  }
  return (rows + (state.isLoading ? ["loading"] : [])).joined(separator: ", ")
}
