// The checks of exercise 02: Pin takes a row to the top at once, and the server's answer keeps it there or puts
// it back where the server keeps it. Each check sends intents and reads what the screen would show, as lesson 07
// tests a reducer: no server, no store and no waiting, except in the last one, which plays the same through a store.

import MVI
import SharedModel
import Testing

@testable import Exercise02

@Suite struct PinReducerTests {
  @Test func aPinTakesTheRowToTheTopAtOnce() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    let effects = reduce(&state, .pinTapped(Todo.callMom.id))
    #expect(
      titles(state) == ["Call mom", "Buy milk", "Walk the dog", "Pay rent"],
      "the row is on top at once, before the server answers, and the others keep their order")
    #expect(state.isSaving(Todo.callMom.id), "the row shows as saving until the server answers")
    #expect(effects == [.moveToTop(.callMom)], "one request asks the server to keep it first")
  }

  @Test func aPinClearsTheErrorLine() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .deleteTapped(Todo.buyMilk.id))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .failure(ServerRefusal())))
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    #expect(state.errorMessage == nil, "a gesture that sends a request clears the error line as it starts")
  }

  @Test func aRowWithAPinOnItsWayCantBePinnedAgain() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    _ = reduce(&state, .deleteTapped(Todo.buyMilk.id))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .failure(ServerRefusal())))
    let before = titles(state)
    let effects = reduce(&state, .pinTapped(Todo.callMom.id))
    #expect(effects == [], "its change is on its way: a second tap sends nothing")
    #expect(titles(state) == before, "and moves nothing")
    #expect(
      state.errorMessage == "Couldn't delete “Buy milk”.", "a gesture that does nothing leaves the error line alone")
  }

  @Test func aRowBeingDeletedCantBePinned() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .deleteTapped(Todo.payRent.id))
    let effects = reduce(&state, .pinTapped(Todo.payRent.id))
    #expect(effects == [], "its deletion is on its way: the tap sends nothing")
    #expect(titles(state) == ["Buy milk", "Walk the dog", "Call mom"], "and the row stays off the screen")
    #expect(!state.isSaving(Todo.payRent.id), "nothing is saving")
  }

  @Test func whileTheListLoadsAPinIsIgnored() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .retryTapped)
    let effects = reduce(&state, .pinTapped(Todo.callMom.id))
    #expect(effects == [], "while the list loads, the tap sends nothing")
    #expect(titles(state) == ["Buy milk", "Walk the dog", "Call mom", "Pay rent"], "and moves nothing")
    #expect(!state.isSaving(Todo.callMom.id), "nothing is saving")
  }

  @Test func whileASecondLoadIsOnItsWayAPinIsIgnored() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .listAnswered([.buyMilk, .walkTheDog, .callMom, .payRent]))
    let effects = reduce(&state, .pinTapped(Todo.callMom.id))
    #expect(
      effects == [] && titles(state) == ["Buy milk", "Walk the dog", "Call mom", "Pay rent"],
      "the second list asked for is still on its way: the list loads, and the tap changes nothing")
    _ = reduce(&state, .listAnswered([.buyMilk, .walkTheDog, .callMom, .payRent]))
    #expect(
      reduce(&state, .pinTapped(Todo.callMom.id)) == [.moveToTop(.callMom)],
      "once every list asked for has come, Pin sends"
    )
  }

  @Test func theLatestPinIsOnTop() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.walkTheDog.id))
    _ = reduce(&state, .pinTapped(Todo.payRent.id))
    #expect(
      titles(state) == ["Pay rent", "Walk the dog", "Buy milk", "Call mom"],
      "the row tapped last is on top, the one pinned before it under it")
  }

  @Test func anAcceptedPinKeepsTheRowOnTop() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    let effects = reduce(&state, .pinAnswered(.callMom, .success(())))
    #expect(
      titles(state) == ["Call mom", "Buy milk", "Walk the dog", "Pay rent"], "the server keeps it first now, as shown")
    #expect(!state.isSaving(Todo.callMom.id), "the row no longer shows as saving")
    #expect(effects == [], "an answer sends nothing")
  }

  @Test func aRefusedPinPutsTheRowBackInItsPlace() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    let effects = reduce(&state, .pinAnswered(.callMom, .failure(ServerRefusal())))
    #expect(
      titles(state) == ["Buy milk", "Walk the dog", "Call mom", "Pay rent"],
      "the row is back between its neighbours on the server")
    #expect(!state.isSaving(Todo.callMom.id), "the row no longer shows as saving")
    #expect(state.errorMessage == "Couldn't move “Call mom”.", "the error line says what failed")
    #expect(effects == [], "an answer sends nothing")
  }

  @Test func aRefusedPinGoesBackBetweenItsNeighboursAfterARowAboveItWasDeleted() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    _ = reduce(&state, .deleteTapped(Todo.buyMilk.id))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .success(())))
    _ = reduce(&state, .pinAnswered(.callMom, .failure(ServerRefusal())))
    #expect(
      titles(state) == ["Walk the dog", "Call mom", "Pay rent"],
      "Buy milk is gone for good; Call mom goes back between Walk the dog and Pay rent, its neighbours on the server")
    #expect(state.errorMessage == "Couldn't move “Call mom”.", "the error line says what failed")
  }

  @Test func aRefusedDeletionGoesBackWhereTheServerKeepsItAfterAPinItAccepted() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .deleteTapped(Todo.buyMilk.id))
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    _ = reduce(&state, .pinAnswered(.callMom, .success(())))
    _ = reduce(&state, .deleteAnswered(.buyMilk, .failure(ServerRefusal())))
    #expect(
      titles(state) == ["Call mom", "Buy milk", "Walk the dog", "Pay rent"],
      "the server keeps Call mom first since its yes, and Buy milk, never deleted, under it: once every answer is in, the rows are the server's, in its order"
    )
    #expect(state.errorMessage == "Couldn't delete “Buy milk”.", "the error line says what failed")
  }

  @Test func aRefusedPinGoesBackInItsPlaceUnderAnotherPinOnItsWay() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.walkTheDog.id))
    _ = reduce(&state, .pinTapped(Todo.payRent.id))
    _ = reduce(&state, .pinAnswered(.walkTheDog, .failure(ServerRefusal())))
    #expect(
      titles(state) == ["Pay rent", "Buy milk", "Walk the dog", "Call mom"],
      "Walk the dog goes back to its place on the server; Pay rent, still on its way, stays on top")
    #expect(state.isSaving(Todo.payRent.id), "Pay rent still shows as saving")
    _ = reduce(&state, .pinAnswered(.payRent, .success(())))
    #expect(
      titles(state) == ["Pay rent", "Buy milk", "Walk the dog", "Call mom"], "the server keeps Pay rent first now")
  }

  @Test func pinsAnsweredInAnyOrderEndInTheServersOrder() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.walkTheDog.id))
    _ = reduce(&state, .pinTapped(Todo.payRent.id))
    _ = reduce(&state, .pinAnswered(.payRent, .success(())))
    _ = reduce(&state, .pinAnswered(.walkTheDog, .success(())))
    #expect(
      titles(state) == ["Walk the dog", "Pay rent", "Buy milk", "Call mom"],
      "the server moved Pay rent first, then Walk the dog: once every answer is in, the rows are in the server's order"
    )
    #expect(!state.isSaving(Todo.walkTheDog.id) && !state.isSaving(Todo.payRent.id), "nothing shows as saving")
  }

  @Test func aReloadWhileAPinIsOnItsWayKeepsTheRowOnTop() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .listAnswered([.buyMilk, .walkTheDog, .callMom, .payRent]))
    #expect(
      titles(state) == ["Call mom", "Buy milk", "Walk the dog", "Pay rent"],
      "the server hasn't moved it yet, but its Pin is on its way: the row stays on top, shown once")
    _ = reduce(&state, .pinAnswered(.callMom, .failure(ServerRefusal())))
    #expect(
      titles(state) == ["Buy milk", "Walk the dog", "Call mom", "Pay rent"],
      "refused: the row shows where the reloaded list has it, once")
  }

  @Test func aReloadWithoutThePinnedTodoShowsItNowhere() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.callMom.id))
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .listAnswered([.buyMilk, .walkTheDog, .payRent]))
    #expect(
      titles(state) == ["Buy milk", "Walk the dog", "Pay rent"],
      "the server no longer has Call mom: its row shows nowhere, Pin on its way or not")
    _ = reduce(&state, .pinAnswered(.callMom, .failure(ServerRefusal())))
    #expect(titles(state) == ["Buy milk", "Walk the dog", "Pay rent"], "nor after the refusal")
    #expect(state.errorMessage == "Couldn't move “Call mom”.", "the error line says what failed")
  }

  @Test func aReloadThatHasTheRowOnTopAlreadyShowsItOnce() {
    var state = loaded([.buyMilk, .walkTheDog, .callMom, .payRent])
    _ = reduce(&state, .pinTapped(Todo.payRent.id))
    _ = reduce(&state, .retryTapped)
    _ = reduce(&state, .listAnswered([.payRent, .buyMilk, .walkTheDog, .callMom]))
    #expect(
      titles(state) == ["Pay rent", "Buy milk", "Walk the dog", "Call mom"] && state.isSaving(Todo.payRent.id),
      "the reload has it first already: one row on top, still saving until its answer")
    _ = reduce(&state, .pinAnswered(.payRent, .success(())))
    #expect(
      titles(state) == ["Pay rent", "Buy milk", "Walk the dog", "Call mom"],
      "the server had moved it when the list was read: after the yes, the rows are the server's, each once")
    #expect(!state.isSaving(Todo.payRent.id), "the row no longer shows as saving")
  }

  @MainActor
  @Test func throughAStoreARefusedPinPutsTheRowBack() async {
    let store = Store<PinState, PinIntent, PinEffect>(
      initialState: loaded([.buyMilk, .walkTheDog, .callMom, .payRent]),
      reduce: PinReducer.reduce,
      perform: { effect in
        // A server that refuses every move.
        guard case .moveToTop(let todo) = effect else { return nil }
        return .pinAnswered(todo, .failure(ServerRefusal()))
      })
    await store.send(.pinTapped(Todo.payRent.id))
    #expect(
      titles(store.state) == ["Buy milk", "Walk the dog", "Call mom", "Pay rent"],
      "the tap, the effect and its answer, played by a real store, end with the row back in its place")
    #expect(store.state.errorMessage == "Couldn't move “Pay rent”.", "the error line says what failed")
  }
}

// MARK: - Helpers

/// Runs this exercise's reducer.
func reduce(_ state: inout PinState, _ intent: PinIntent) -> [PinEffect] {
  PinReducer.reduce(&state, intent)
}

/// A list that has loaded these todos, in the server's order, with nothing on its way.
func loaded(_ todos: [Todo]) -> PinState {
  var state = PinState()
  _ = reduce(&state, .retryTapped)
  _ = reduce(&state, .listAnswered(todos))
  return state
}

/// The titles of the rows on screen, top to bottom.
func titles(_ state: PinState) -> [String] {
  state.shown.map(\.title)
}

struct ServerRefusal: Error {}

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let walkTheDog = Todo(id: "2", title: "Walk the dog", isDone: true)
  static let callMom = Todo(id: "3", title: "Call mom")
  static let payRent = Todo(id: "4", title: "Pay rent", isDone: true)
}
