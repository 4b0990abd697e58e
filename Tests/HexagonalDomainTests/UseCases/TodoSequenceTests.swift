// The todo use cases' whole sequences, on a list the test holds: each change shows at once, then the
// server's answer keeps it or undoes it, and while the list loads none starts (T6). Stated in whole
// steps, every event with the whole list after it, as a TestStore states whole states. Lesson 04 points
// at it for "each use case owns its sequence"; lesson 07 for how a domain is tested with no screen.

import HexagonalDomain
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoChangeSequenceTests {
  private let remote = FakeTodosRemote()
  private var repository: HeldTodoRepository { HeldTodoRepository(remote: remote) }

  @Test func anAdditionShowsAtOnceSavingThenTheAnswerKeepsIt() async {
    let output = RecordedList(TodoList([.walkTheDog]))
    let addTodo = AddTodo(repository: repository)
    var outcome: ChangeOutcome<NewTodo>?
    await remote.server.run { outcome = try? await addTodo(titled: " Buy milk ", id: { "buy-milk" }, on: output) }
    let shown = TodoList([.walkTheDog]).after { $0.apply(.add(.buyMilk)) }
    #expect(output.take() == [.init(.shown(.add(.buyMilk)), shown)])
    #expect(shown.saving == [Todo.buyMilk.id])
    #expect(remote.saves.requests == [.buyMilk])
    #expect(outcome == nil, "no answer yet")

    await remote.saves.succeed(1)
    #expect(output.take() == [.init(.kept(.add(.buyMilk)), TodoList([.walkTheDog, .buyMilk]))])
    #expect(outcome?.kept?.todo == .buyMilk)
  }

  @Test func aTitleThatBreaksTheRulesShowsNothingAndSendsNothing() async {
    let output = RecordedList(TodoList([.walkTheDog]))
    let addTodo = AddTodo(repository: repository)
    await remote.server.run {
      await #expect(throws: TitleError.empty) { try await addTodo(titled: "  ", id: { "never" }, on: output) }
    }
    #expect(output.take() == [])
    #expect(remote.saves.count == 0)
  }

  @Test func aRefusedDeletionShowsTheTodoAgainInItsPlace() async {
    let start = TodoList([.buyMilk, .callMom, .walkTheDog])
    let output = RecordedList(start)
    let deleteTodo = DeleteTodo(repository: repository)
    var outcome: ChangeOutcome<DeletedTodo>?
    await remote.server.run { outcome = await deleteTodo(Todo.callMom.id, on: output) }
    #expect(output.take() == [.init(.shown(.remove([.callMom])), start.after { $0.apply(.remove([.callMom])) })])
    #expect(output.list.shown == [.buyMilk, .walkTheDog])
    #expect(remote.deletions.requests == [[Todo.callMom.id]])

    await remote.deletions.answer(1, with: .failure(PortFailure()))
    #expect(output.take() == [.init(.undone(.remove([.callMom])), start)])
    #expect(outcome?.refused?.todo == .callMom)
  }

  @Test func aRefusalLandsOnTheListAReloadLeftAndSetsTheOldValueBack() async {
    let output = RecordedList(TodoList([.buyMilk]))
    let toggleTodo = ToggleTodo(repository: repository)
    let loadTodos = LoadTodos(repository: repository)
    await remote.server.run { _ = await toggleTodo(Todo.buyMilk.id, on: output) }
    await remote.server.run { await loadTodos(on: output) }
    // The server still keeps Buy milk not done, and a todo added elsewhere (T12).
    await remote.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    _ = output.take()
    #expect(output.list.todos == [.buyMilk, .callMom])
    #expect(output.list.saving == [Todo.buyMilk.id], "the toggle's mark outlives the reload")

    await remote.saves.answer(1, with: .failure(PortFailure()))
    let toggle = TodoChange.update(from: .buyMilk, to: Todo.buyMilk.toggled)
    #expect(output.take() == [.init(.undone(toggle), TodoList([.buyMilk, .callMom]), .loaded)])
  }

  @Test func clearingCompletedSendsOneDeletionAndTheAnswerTakesThemAway() async {
    let output = RecordedList(TodoList([.walkTheDog, .buyMilk, .waterThePlants]))
    let clear = ClearCompletedTodos(repository: repository)
    await remote.server.run { _ = await clear(on: output) }
    #expect(output.take().map(\.event) == [.shown(.remove([.walkTheDog, .waterThePlants]))])
    #expect(remote.deletions.requests == [[Todo.walkTheDog.id, Todo.waterThePlants.id]])
    await remote.deletions.succeed(1)
    #expect(output.take() == [.init(.kept(.remove([.walkTheDog, .waterThePlants])), TodoList([.buyMilk]))])
  }

  @Test func aRenameShowsTheTitleAsTheRulesLeaveItThenKeepsIt() async {
    let output = RecordedList(TodoList([.buyMilk]))
    let renameTodo = RenameTodo(repository: repository)
    await remote.server.run { _ = try? await renameTodo(Todo.buyMilk.id, titled: " Buy oat milk ", on: output) }
    let change = TodoChange.rename(Todo.buyMilk.id, from: "Buy milk", to: "Buy oat milk")
    #expect(output.take().map(\.event) == [.shown(change)])
    #expect(remote.saves.requests == [Todo(id: Todo.buyMilk.id, title: "Buy oat milk")])
    await remote.saves.succeed(1)
    #expect(output.take() == [.init(.kept(change), TodoList([Todo(id: Todo.buyMilk.id, title: "Buy oat milk")]))])
  }

  // snippet.hexagonal-t6-test (T6)
  @Test func whileTheListLoadsNoChangeStartsNoneShowsAndNothingIsSent() async {
    let output = RecordedList(TodoList([.buyMilk, .walkTheDog]), load: .loading)
    await remote.server.run {
      do {
        // Not even a title that breaks the rules is checked: the gesture does nothing.
        #expect(try await AddTodo(repository: repository)(titled: "", id: { "never" }, on: output) == nil)
        #expect(try await AddTodo(repository: repository)(titled: "Call mom", id: { "never" }, on: output) == nil)
        #expect(try await RenameTodo(repository: repository)(Todo.buyMilk.id, titled: "Milk", on: output) == nil)
      } catch {
        Issue.record("a title checked while the list loads: \(error)")
      }
      #expect(await ToggleTodo(repository: repository)(Todo.buyMilk.id, on: output) == nil)
      #expect(await DeleteTodo(repository: repository)(Todo.buyMilk.id, on: output) == nil)
      #expect(await ClearCompletedTodos(repository: repository)(on: output) == nil)
    }
    #expect(output.take() == [])
    #expect(output.list == TodoList([.buyMilk, .walkTheDog]))
    #expect(remote.saves.count == 0 && remote.deletions.count == 0)
  }
  // snippet.end
}

@MainActor
@Suite(.failsInsteadOfHanging) struct LoadTodosTests {
  private let remote = FakeTodosRemote(honoursCancellation: false)
  private var loadTodos: LoadTodos { LoadTodos(repository: HeldTodoRepository(remote: remote)) }

  @Test func openingLoadsOnceAndTheAnswerReplacesTheTodos() async {
    let output = RecordedList()
    let loadTodos = loadTodos
    await remote.server.run { await loadTodos.open(on: output) }
    #expect(output.take() == [.init(.loadStarted, TodoList(), .loading)])
    await remote.server.run { await loadTodos.open(on: output) }
    #expect(remote.fetches.count == 1, "a load on its way: opening again loads nothing (T1)")

    await remote.fetches.answer(1, with: .success([.buyMilk, .walkTheDog]))
    #expect(output.take() == [.init(.loaded, TodoList([.buyMilk, .walkTheDog]), .loaded)])
    await remote.server.run { await loadTodos.open(on: output) }
    #expect(remote.fetches.count == 1, "the list has loaded: opening again loads nothing (T1)")
  }

  @Test func aFailedLoadKeepsTheTodosAndOpeningLoadsAgain() async {
    let output = RecordedList(TodoList([.buyMilk]))
    let loadTodos = loadTodos
    await remote.server.run { await loadTodos.open(on: output) }
    await remote.fetches.answer(1, with: .failure(PortFailure()))
    #expect(
      output.take() == [.init(.loadStarted, TodoList([.buyMilk]), .loading), .init(.loadFailed, TodoList([.buyMilk]))])
    #expect(!output.load.hasLoaded, "the todos stay, and the list has still not loaded")
    await remote.server.run { await loadTodos.open(on: output) }
    #expect(remote.fetches.count == 2)
    await remote.fetches.answer(2, with: .success([]))
  }

  @Test func theLatestLoadWinsAndTheOneItReplacesIsCancelledAndDropped() async {
    let output = RecordedList()
    let loadTodos = loadTodos
    await remote.server.run { await loadTodos(on: output) }
    await remote.server.run { await loadTodos(on: output) }
    #expect(remote.wasCancelled(1))
    await remote.fetches.answer(2, with: .success([.callMom]))
    await remote.fetches.answer(1, with: .success([.buyMilk]))
    #expect(output.take().map(\.event) == [.loadStarted, .loadStarted, .loaded])
    #expect(output.list.todos == [.callMom])
  }

  @Test func stoppingEndsTheLoadQuietlyAndItsAnswerIsDropped() async {
    let output = RecordedList()
    let loadTodos = loadTodos
    await remote.server.run { await loadTodos(on: output) }
    loadTodos.stop(on: output)
    #expect(output.take() == [.init(.loadStarted, TodoList(), .loading), .init(.loadStopped, TodoList())])
    await remote.fetches.answer(1, with: .success([.buyMilk]))
    #expect(output.take() == [])
    loadTodos.stop(on: output)
    #expect(output.take() == [], "nothing on its way: nothing to stop")
  }
}

extension FakeTodosRemote {
  fileprivate func wasCancelled(_ number: Int) -> Bool { fetches.wasCancelled(number) }
}
