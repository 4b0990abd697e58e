// Tests of the app's todos model, with no view: loads, optimistic changes, their rollback, and the
// refusal each failed change throws. The rules that are data rules (T3–T6, T9, T12) are all tested here.

import MV
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosModelTests {
  // MARK: - Loading

  @Test func aLoadStoresTheServersList() async {
    let service = FakeTodosService()
    let model = TodosModel(service: service)
    var outcome: TodosModel.LoadOutcome?
    await service.server.run { outcome = await model.load() }
    #expect(model.isLoading && !model.hasLoaded)

    await service.fetches.answer(1, with: .success([.buyMilk, .walkTheDog]))
    #expect(outcome == .loaded)
    #expect(Stored(model) == Stored(todos: [.buyMilk, .walkTheDog], hasLoaded: true))
  }

  @Test func theLatestLoadWinsWhenAnswersArriveOutOfOrder() async {
    let service = FakeTodosService(honoursCancellation: false)
    let model = TodosModel(service: service)
    var outcomes: [Int: TodosModel.LoadOutcome] = [:]
    await service.server.run { outcomes[1] = await model.load() }
    await service.server.run { outcomes[2] = await model.load() }

    await service.fetches.answer(2, with: .success([.buyMilk]))
    await service.fetches.answer(1, with: .failure(ServerDown()))
    #expect(outcomes == [1: .dropped, 2: .loaded])
    #expect(Stored(model) == Stored(todos: [.buyMilk], hasLoaded: true))
  }

  // MARK: - Changes

  @Test func anAddIsShownAtOnceSavingAndConfirmedByTheServer() async {
    let (model, service) = await loadedModel(with: [.walkTheDog])
    await service.server.run { try? await model.add("Buy milk") }
    let added = Todo(id: "todo-1", title: "Buy milk")
    #expect(Stored(model) == Stored(todos: [.walkTheDog, added], saving: ["todo-1"], hasLoaded: true))

    await service.saves.answer(1, with: .success(()))
    #expect(Stored(model) == Stored(todos: [.walkTheDog, added], hasLoaded: true))
  }

  @Test func aRefusedAddLeavesTheListAndThrowsTheTodo() async {
    let (model, service) = await loadedModel(with: [])
    var refusal: TodosModel.Refusal?
    await service.server.run {
      do { try await model.add("Buy milk") } catch { refusal = error as? TodosModel.Refusal }
    }
    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(refusal == TodosModel.Refusal(todo: Todo(id: "todo-1", title: "Buy milk")))
    #expect(Stored(model) == Stored(hasLoaded: true))
  }

  @Test func aRefusedToggleGivesTheOldMarkBackAndThrowsTheTodoAsItWas() async {
    let (model, service) = await loadedModel(with: [.buyMilk])
    var refusal: TodosModel.Refusal?
    await service.server.run {
      do { try await model.toggle(Todo.buyMilk.id) } catch { refusal = error as? TodosModel.Refusal }
    }
    #expect(Stored(model) == Stored(todos: [Todo.buyMilk.toggled], saving: [Todo.buyMilk.id], hasLoaded: true))

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(refusal == TodosModel.Refusal(todo: .buyMilk))
    #expect(Stored(model) == Stored(todos: [.buyMilk], hasLoaded: true))
  }

  @Test func aRowThatIsSavingTakesNoOtherChange() async {
    let (model, service) = await loadedModel(with: [.buyMilk])
    await service.server.run { try? await model.toggle(Todo.buyMilk.id) }
    #expect(!model.canChange(Todo.buyMilk.id))
    await service.server.run { try? await model.delete(Todo.buyMilk.id) }
    #expect(service.deletions.count == 0)
    await service.saves.answer(1, with: .success(()))
    #expect(model.canChange(Todo.buyMilk.id))
  }

  @Test func aRefusedDeleteComesBackInItsPlace() async {
    let (model, service) = await loadedModel(with: [.buyMilk, .callMom, .walkTheDog])
    var refusal: TodosModel.Refusal?
    await service.server.run {
      do { try await model.delete(Todo.callMom.id) } catch { refusal = error as? TodosModel.Refusal }
    }
    #expect(model.shownTodos == [.buyMilk, .walkTheDog])

    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(refusal == TodosModel.Refusal(todo: .callMom))
    #expect(Stored(model) == Stored(todos: [.buyMilk, .callMom, .walkTheDog], hasLoaded: true))
  }

  @Test func clearCompletedSendsOneDeletionForEveryDoneTodoThatIsFree() async {
    let (model, service) = await loadedModel(with: [.buyMilk, .walkTheDog, .waterThePlants])
    #expect(model.clearable == [Todo.walkTheDog.id, Todo.waterThePlants.id])
    await service.server.run { try? await model.clearCompleted() }
    #expect(service.deletions.requests == [[Todo.walkTheDog.id, Todo.waterThePlants.id]])
    #expect(model.shownTodos == [.buyMilk] && model.itemsLeft == 1)

    await service.deletions.answer(1, with: .success(()))
    #expect(Stored(model) == Stored(todos: [.buyMilk], hasLoaded: true))
  }

  @Test func aChangeWhoseCallerIsCancelledStillReachesTheServerAndItsAnswerLands() async {
    let (model, service) = await loadedModel(with: [.buyMilk])
    await service.server.run { try? await model.toggle(Todo.buyMilk.id) }
    await service.server.cancelGestures()
    #expect(!service.saves.wasCancelled(1))

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(Stored(model) == Stored(todos: [.buyMilk], hasLoaded: true))
  }

  @Test func aRefusalAfterAReloadPutsBackOnlyWhatIsMissing() async {
    // T12: the reload brought the list without the todo; the refused deletion must not show it twice.
    let (model, service) = await loadedModel(with: [.buyMilk, .callMom])
    await service.server.run { try? await model.delete(Todo.callMom.id) }
    await service.server.run { _ = await model.load() }
    await service.fetches.answer(2, with: .success([.buyMilk, .callMom]))
    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(Stored(model) == Stored(todos: [.buyMilk, .callMom], hasLoaded: true))
  }

  // MARK: - Rename

  @Test func aRenameShowsAtOnceSavingAndIsConfirmedByTheServer() async {
    let (model, service) = await loadedModel(with: [.buyMilk, .callMom])
    await service.server.run { try? await model.rename(Todo.buyMilk.id, to: "Buy oat milk") }
    let renamed = Todo(id: "buy-milk", title: "Buy oat milk")
    #expect(service.saves.requests == [renamed])
    #expect(Stored(model) == Stored(todos: [renamed, .callMom], saving: [renamed.id], hasLoaded: true))

    await service.saves.answer(1, with: .success(()))
    #expect(Stored(model) == Stored(todos: [renamed, .callMom], hasLoaded: true))
  }

  @Test func aRefusedRenameSetsTheOldTitleBackOnTheListAsItIsThen() async {
    // T12: a reload brought the todo done meanwhile; the refusal sets the title only, and the mark stays.
    let (model, service) = await loadedModel(with: [.buyMilk])
    var refusal: TodosModel.Refusal?
    await service.server.run {
      do { try await model.rename(Todo.buyMilk.id, to: "Buy oat milk") } catch {
        refusal = error as? TodosModel.Refusal
      }
    }
    await service.server.run { _ = await model.load() }
    await service.fetches.answer(2, with: .success([Todo(id: "buy-milk", title: "Buy oat milk", isDone: true)]))

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(refusal == TodosModel.Refusal(todo: .buyMilk))
    #expect(Stored(model) == Stored(todos: [Todo(id: "buy-milk", title: "Buy milk", isDone: true)], hasLoaded: true))
  }

  @Test func aTodoThatIsSavingTakesNoRename() async {
    let (model, service) = await loadedModel(with: [.buyMilk])
    await service.server.run { try? await model.toggle(Todo.buyMilk.id) }
    await service.server.run { try? await model.rename(Todo.buyMilk.id, to: "Buy oat milk") }
    #expect(service.saves.requests == [Todo.buyMilk.toggled])
    #expect(model.todo(Todo.buyMilk.id)?.title == "Buy milk")
    await service.saves.answer(1, with: .success(()))
  }

  @Test func aTodoWhoseDeletionIsOnItsWayIsNotOnTheList() async {
    let (model, service) = await loadedModel(with: [.buyMilk, .callMom])
    await service.server.run { try? await model.delete(Todo.buyMilk.id) }
    #expect(model.todo(Todo.buyMilk.id) == nil)
    #expect(model.todo(Todo.callMom.id) == .callMom)
    await service.deletions.answer(1, with: .failure(ServerDown()))
    #expect(model.todo(Todo.buyMilk.id) == .buyMilk)
  }

  // MARK: - Helpers

  private func loadedModel(with todos: [Todo]) async -> (TodosModel, FakeTodosService) {
    let service = FakeTodosService()
    let model = TodosModel(service: service, makeTodoID: TodoIDs().next)
    await service.server.run { _ = await model.load() }
    await service.fetches.answer(1, with: .success(todos))
    return (model, service)
  }
}

/// Everything the todos model stores, read at once, so a test can state the whole of it.
struct Stored: Equatable {
  var todos: [Todo] = []
  var saving: Set<Todo.ID> = []
  var deleting: Set<Todo.ID> = []
  var isLoading = false
  var hasLoaded = false

  @MainActor
  init(_ model: TodosModel) {
    (todos, saving, deleting) = (model.todos, model.saving, model.deleting)
    (isLoading, hasLoaded) = (model.isLoading, model.hasLoaded)
  }

  init(
    todos: [Todo] = [], saving: Set<Todo.ID> = [], deleting: Set<Todo.ID> = [], isLoading: Bool = false,
    hasLoaded: Bool = false
  ) {
    (self.todos, self.saving, self.deleting) = (todos, saving, deleting)
    (self.isLoading, self.hasLoaded) = (isLoading, hasLoaded)
  }
}
