// Tests of the Todo screen's view model: rename, toggle and delete through the one list, and the field's rule.
// Read in lesson 07 (testing a view model) and lesson 03 (a child view model that keeps no copy).

import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoViewModelTests {
  // MARK: - Rename (N4)

  // snippet.mvvm-test-rename
  @Test func aRenameShowsOnTheListAndTheFieldAtOnceTrimmedAndSavingUntilSaved() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk, .walkTheDog])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    todo.field = "  Buy oat milk  "

    await service.server.run { await todo.save() }
    let renamed = Todo(id: Todo.buyMilk.id, title: "Buy oat milk")
    #expect(router.list.todos == [renamed, .walkTheDog])
    #expect(todo.title == "Buy oat milk")
    #expect(todo.field == "Buy oat milk")
    #expect(todo.isSaving && router.list.saving == [Todo.buyMilk.id])
    #expect(service.saves.requests == [renamed])

    await service.saves.succeed(1)
    #expect(!todo.isSaving)
    #expect(Shown(router.list) == Shown(todos: [renamed, .walkTheDog], hasLoaded: true))
  }
  // snippet.end

  @Test func aRefusedRenameBringsTheOldTitleBackEverywhereTheFieldToo() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    todo.field = "Buy oat milk"
    await service.server.run { await todo.save() }

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      Shown(router.list)
        == Shown(todos: [.buyMilk], hasLoaded: true, errorMessage: UserMessage.renameFailed("Buy milk")))
    #expect(todo.title == "Buy milk")
    #expect(todo.field == "Buy milk")
    #expect(todo.errorMessage == UserMessage.renameFailed("Buy milk"))
  }

  @Test func aRefusedRenameKeepsWhatWasTypedSinceTheSave() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    todo.field = "Buy oat milk"
    await service.server.run { await todo.save() }
    todo.field = "Buy bread"

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(todo.title == "Buy milk")
    #expect(todo.field == "Buy bread")
  }

  @Test func aRefusedRenameReachesTheTodoScreenOpenedAgainMeanwhile() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let first = try #require(router.top)
    first.field = "Buy oat milk"
    await service.server.run { await first.save() }
    router.back()
    router.show(Todo.buyMilk.id)
    let again = try #require(router.top)
    #expect(again !== first)
    #expect(again.field == "Buy oat milk")

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(again.field == "Buy milk", "the field shows the title, which is the old one again, everywhere")
  }

  @Test func aTitleEqualToTheCurrentOneSendsNothingAndLeavesTheFieldAndTheErrorLine() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    todo.field = ""
    await todo.save()
    #expect(todo.errorMessage == UserMessage.titleEmpty)

    todo.field = "  Buy milk  "
    // Awaited directly: no request is expected, and one would fail the test at once rather than hang it.
    await todo.save()
    #expect(todo.field == "  Buy milk  ")
    #expect(todo.errorMessage == UserMessage.titleEmpty)
    #expect(Shown(router.list) == Shown(todos: [.buyMilk], hasLoaded: true, errorMessage: UserMessage.titleEmpty))
    #expect(service.saves.requests.isEmpty)
  }

  @Test(arguments: [
    ("", UserMessage.titleEmpty),
    ("    ", UserMessage.titleEmpty),
    (String(repeating: "a", count: 101), UserMessage.titleTooLong),
  ])
  func aTitleTheRulesRefuseShowsItsMessageSendsNothingAndStaysInTheField(text: String, message: String) async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    todo.field = text
    await todo.save()
    #expect(todo.field == text)
    #expect(Shown(router.list) == Shown(todos: [.buyMilk], hasLoaded: true, errorMessage: message))
    #expect(service.saves.requests.isEmpty)
  }

  // MARK: - Toggle and delete (N5)

  @Test func aToggleIsTheListsToggleAndARefusalPutsTheMarkBack() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    await service.server.run { await todo.toggle() }
    #expect(todo.isDone && todo.isSaving)
    #expect(router.list.todos == [Todo.buyMilk.toggled])
    #expect(service.saves.requests == [Todo.buyMilk.toggled])

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(!todo.isDone && !todo.isSaving)
    #expect(todo.errorMessage == UserMessage.updateFailed("Buy milk"))
  }

  @Test func whileTheTodoIsSavingSaveToggleAndDeleteDoNothingAndTheScreenStays() async throws {
    let (router, service) = await loadedTab(with: [.buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    await service.server.run { await todo.toggle() }
    todo.field = "Buy oat milk"

    await todo.save()
    await todo.toggle()
    await todo.delete()

    #expect(router.top === todo)
    #expect(todo.title == "Buy milk" && todo.isDone && todo.field == "Buy oat milk")
    #expect(service.saves.count == 1)
    #expect(service.deletions.requests.isEmpty)
    await service.saves.succeed(1)
  }

  @Test func aDeleteClosesTheScreenAtOnceAndARefusalBringsTheRowBackButNotTheScreen() async throws {
    let (router, service) = await loadedTab(with: [.callMom, .buyMilk])
    router.show(Todo.buyMilk.id)
    let todo = try #require(router.top)
    await service.server.run { await todo.delete() }
    #expect(router.top == nil)
    #expect(router.list.visibleTodos == [.callMom])
    #expect(service.deletions.requests == [[Todo.buyMilk.id]])

    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(router.list.visibleTodos == [.callMom, .buyMilk])
    #expect(router.list.errorMessage == UserMessage.deleteFailed("Buy milk"))
    #expect(router.top == nil)
  }
}
