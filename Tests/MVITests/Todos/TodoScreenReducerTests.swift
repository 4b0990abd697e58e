// The Todo screen, navigation and links, tested on the Todos reducer alone: the stack is state, so each
// test states the whole next state, where the user is included (FEATURE.md, N1–N8, S1).

import MVI
import ScreenContract
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct TodoScreenReducerTests {
  typealias Tests = TodosReducerTests

  static func showing(_ todo: Todo, in todos: [Todo], field: String? = nil) -> TodosState {
    var state = Tests.loaded(todos)
    state.detail = TodoDetail(id: todo.id, field: field ?? todo.title)
    return state
  }

  // MARK: - The stack (N1, N7)

  @Test func showingARowPushesItsTodoScreenAndBackPopsIt() {
    var reducer = Tests.reducer(Tests.loaded([Tests.milk, Tests.dog]))
    reducer.send(.rowTapped(Tests.dog.id)) {
      $0.detail = TodoDetail(id: Tests.dog.id, field: "Walk the dog")
    }
    reducer.send(.detail(.backTapped)) {
      $0.detail = nil
    }
  }

  @Test func aRefusedAddClosesItsTodoScreen() {
    var state = Tests.loaded([Tests.milk, Tests.mom], saving: [Tests.mom.id])
    state.detail = TodoDetail(id: Tests.mom.id, field: "Call mom")
    var reducer = Tests.reducer(state)
    reducer.send(.addAnswered(Tests.mom, .failure(ServerDown()))) {
      $0.todos = [Tests.milk]
      $0.saving = []
      $0.detail = nil
      $0.field = "Call mom"
      $0.errorMessage = UserMessage.addFailed("Call mom")
    }
  }

  // MARK: - Rename (N4)

  @Test func aRenameShowsAtOnceTrimmedMarkedSavingAndIsSent() {
    var reducer = Tests.reducer(Self.showing(Tests.milk, in: [Tests.milk, Tests.dog]))
    reducer.send(.detail(.fieldEdited("  Buy oat milk "))) {
      $0.detail = TodoDetail(id: Tests.milk.id, field: "  Buy oat milk ", typedSinceSave: true)
    }
    let renamed = Todo(id: Tests.milk.id, title: "Buy oat milk")
    reducer.send(.detail(.saveTapped), effects: [.saveRenamed(renamed, oldTitle: "Buy milk")]) {
      $0.todos = [renamed, Tests.dog]
      $0.saving = [Tests.milk.id]
      $0.detail = TodoDetail(id: Tests.milk.id, field: "Buy oat milk")
    }
    reducer.send(.renameAnswered(renamed, oldTitle: "Buy milk", .success(()))) {
      $0.saving = []
    }
  }

  @Test func aRefusedRenameSetsTheOldTitleBackAndTheFieldUnlessTypedSince() {
    let renamed = Todo(id: Tests.milk.id, title: "Buy oat milk")
    var state = Self.showing(renamed, in: [renamed], field: "Buy oat milk")
    state.saving = [Tests.milk.id]
    var reducer = Tests.reducer(state)
    reducer.send(.renameAnswered(renamed, oldTitle: "Buy milk", .failure(ServerDown()))) {
      $0.todos = [Tests.milk]
      $0.saving = []
      $0.detail = TodoDetail(id: Tests.milk.id, field: "Buy milk")
      $0.errorMessage = UserMessage.renameFailed("Buy milk")
    }

    state.detail = TodoDetail(id: Tests.milk.id, field: "Buy rice milk", typedSinceSave: true)
    var typed = Tests.reducer(state)
    typed.send(.renameAnswered(renamed, oldTitle: "Buy milk", .failure(ServerDown()))) {
      $0.todos = [Tests.milk]
      $0.saving = []
      $0.errorMessage = UserMessage.renameFailed("Buy milk")
    }
  }

  @Test func theSameTitleSendsNothingAndARefusedTitleSetsItsMessage() {
    var reducer = Tests.reducer(Self.showing(Tests.milk, in: [Tests.milk], field: " Buy milk "))
    reducer.send(.detail(.saveTapped))
    reducer.send(.detail(.fieldEdited("   "))) {
      $0.detail = TodoDetail(id: Tests.milk.id, field: "   ", typedSinceSave: true)
    }
    reducer.send(.detail(.saveTapped)) {
      $0.errorMessage = UserMessage.titleEmpty
    }
  }

  @Test func aSavingTodoIgnoresSaveToggleAndDeleteAndItsScreenStays() {
    var state = Self.showing(Tests.milk, in: [Tests.milk], field: "Buy oat milk")
    state.saving = [Tests.milk.id]
    var reducer = Tests.reducer(state)
    reducer.send(.detail(.saveTapped))
    reducer.send(.detail(.toggleTapped))
    reducer.send(.detail(.deleteTapped))
  }

  @Test func deleteClosesTheTodoScreenAtOnce() {
    var reducer = Tests.reducer(Self.showing(Tests.milk, in: [Tests.milk, Tests.dog]))
    reducer.send(.detail(.deleteTapped), effects: [.delete(Tests.milk)]) {
      $0.detail = nil
      $0.deleting = [Tests.milk.id]
    }
  }

  // MARK: - Links (N8) and the badge (S1)

  @Test func aLinkOnALoadedListOpensItsTodoAtOnceAndKeepsOneShownAlready() {
    var reducer = Tests.reducer(Self.showing(Tests.milk, in: [Tests.milk, Tests.dog], field: "typed"))
    reducer.send(.linkOpened(.todo(Tests.milk.id)))
    reducer.send(.linkOpened(.todo(Tests.dog.id))) {
      $0.detail = TodoDetail(id: Tests.dog.id, field: "Walk the dog")
    }
    reducer.send(.linkOpened(.todo("nope"))) {
      $0.detail = nil
      $0.errorMessage = UserMessage.todoNotFound
    }
  }

  @Test func aLinkBeforeTheLoadWaitsForItAndLandsOnItsRows() {
    var reducer = Tests.reducer(TodosState())
    reducer.send(.linkOpened(.todo(Tests.dog.id)), effects: [.cancel(.fetch), .fetchTodos]) {
      $0.isLoading = true
      $0.waitingLink = Tests.dog.id
    }
    reducer.send(.todosAnswered(.success([Tests.milk, Tests.dog]))) {
      $0.todos = [Tests.milk, Tests.dog]
      $0.hasLoaded = true
      $0.isLoading = false
      $0.waitingLink = nil
      $0.detail = TodoDetail(id: Tests.dog.id, field: "Walk the dog")
    }
  }

  @Test func aWaitingLinkIsDroppedByAFailedLoadALaterLinkAndTheListGoingAway() {
    var reducer = Tests.reducer(TodosState(isLoading: true, waitingLink: Tests.dog.id))
    reducer.send(.todosAnswered(.failure(ServerDown()))) {
      $0.isLoading = false
      $0.waitingLink = nil
      $0.errorMessage = UserMessage.todosLoadFailed
    }
    var later = Tests.reducer(TodosState(isLoading: true, waitingLink: Tests.dog.id))
    later.send(.linkOpened(.profile)) {
      $0.waitingLink = nil
    }
    var away = Tests.reducer(TodosState(isLoading: true, waitingLink: Tests.dog.id))
    away.send(.viewDisappeared, effects: [.cancel(.fetch)]) {
      $0.isLoading = false
      $0.waitingLink = nil
    }
  }

  @Test func theBadgeShowsNothingBeforeTheFirstLoadThenTheCounter() {
    #expect(TodosState(todos: [Tests.milk]).badge == nil)
    var state = Tests.loaded([Tests.milk, Tests.dog, Tests.mom], deleting: [Tests.mom.id])
    #expect(state.badge == 1, "todos not done, a deletion on its way aside (T8)")
    state.filter = .completed
    #expect(state.badge == 1, "whatever the filter")
  }
}
