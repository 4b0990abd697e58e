// The stretch of exercise 02: a row's Pin button is enabled exactly when a tap on it would send a request, for a
// learner who found the checks too easy. Optional: `course check 2` shows these once the exercise's own checks
// pass; the README's Stretch says the rule.

import MVI
import SharedModel
import Testing

@testable import Exercise02

@Suite struct Stretch {
  @Test func stretchTheButtonIsEnabledOnlyWhereATapWouldPin() {
    var state = loaded([.buyMilk, .walkTheDog])
    #expect(PinReducer.canPin(state, Todo.buyMilk.id), "a row with nothing on its way can be pinned: enabled")
    _ = reduce(&state, .pinTapped(Todo.buyMilk.id))
    #expect(!PinReducer.canPin(state, Todo.buyMilk.id), "its Pin is on its way: disabled")
    _ = reduce(&state, .retryTapped)
    #expect(!PinReducer.canPin(state, Todo.walkTheDog.id), "while the list loads: disabled")
  }

  @Test func stretchTheButtonAgreesWithTheTapInEveryState() {
    var disagreements: [Disagreement] = []
    for (steps, state) in everyState() {
      for todo in [Todo.buyMilk, .walkTheDog] {
        var tapped = state
        let tapSends = !reduce(&tapped, .pinTapped(todo.id)).isEmpty
        let canPin = PinReducer.canPin(state, todo.id)
        if canPin != tapSends {
          disagreements.append(Disagreement(steps: steps, row: todo.id, canPin: canPin, tapSends: tapSends))
        }
      }
    }
    #expect(
      disagreements == [],
      "the button and the tap make one decision: enabled exactly when a tap sends a request, after any three steps")
  }
}

// MARK: - Helpers

/// A row whose button says one thing and whose tap does another, after these steps from a loaded list.
private struct Disagreement: Equatable {
  var steps: [String]
  var row: Todo.ID
  var canPin: Bool
  var tapSends: Bool
}

/// Every state three steps or fewer reach from a loaded list of two todos, with the steps that reach it.
private func everyState() -> [(steps: [String], state: PinState)] {
  let steps: [(String, PinIntent)] = [
    ("pinTapped(1)", .pinTapped(Todo.buyMilk.id)), ("pinTapped(2)", .pinTapped(Todo.walkTheDog.id)),
    ("deleteTapped(1)", .deleteTapped(Todo.buyMilk.id)), ("retryTapped", .retryTapped),
    ("listAnswered([1, 2])", .listAnswered([.buyMilk, .walkTheDog])),
    ("pinAnswered(1, .success)", .pinAnswered(.buyMilk, .success(()))),
    ("pinAnswered(2, .failure)", .pinAnswered(.walkTheDog, .failure(ServerRefusal()))),
    ("deleteAnswered(1, .failure)", .deleteAnswered(.buyMilk, .failure(ServerRefusal()))),
  ]
  var reached: [(steps: [String], state: PinState)] = [([], loaded([.buyMilk, .walkTheDog]))]
  var frontier = reached
  for _ in 1...3 {
    frontier = frontier.flatMap { path in
      steps.map { name, intent in
        var state = path.state
        _ = reduce(&state, intent)
        return (path.steps + [name], state)
      }
    }
    reached += frontier
  }
  return reached
}
