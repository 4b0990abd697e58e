// Tests of the Todos view: the title check, the words of each failure, the field given back, the filter
// and the scene that keeps them, all of which the plain way puts in the view, so only a view can test them.

import MV
import Observation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosViewTests {
  @Test func aRefusedTitleShowsTheRuleAndSendsNothing() async {
    let (view, service, _) = await Self.openedView(with: [])
    await view.type("   ")
    await service.server.run { await view.add() }
    #expect(view.screen == TodosScreen(field: "   ", error: UserMessage.titleEmpty))
    #expect(service.saves.count == 0)
  }

  @Test func aFailedAddShowsTheErrorAndGivesTheTitleBackToAnEmptyField() async {
    let (view, service, _) = await Self.openedView(with: [])
    await view.type("Buy milk")
    await service.server.run { await view.add() }
    #expect(view.screen == TodosScreen(rows: [row("todo-1", "Buy milk", isSaving: true)], itemsLeft: 1))

    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(field: "Buy milk", error: UserMessage.addFailed("Buy milk")))
  }

  @Test func aFailedAddKeepsWhatWasTypedSince() async {
    let (view, service, _) = await Self.openedView(with: [])
    await view.type("Buy milk")
    await service.server.run { await view.add() }
    await view.type("Call mom")
    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen == TodosScreen(field: "Call mom", error: UserMessage.addFailed("Buy milk")))
  }

  @Test func aRefusalThatLandsWhileTheScreenIsAwayIsThereWhenItComesBack() async {
    // L2 and L3: the field, the filter and the error line live in the scene, not in the view that closed.
    let (view, service, make) = await Self.openedView(with: [.walkTheDog])
    await view.filter(.active)
    await view.type("Buy milk")
    await service.server.run { await view.add() }
    await service.server.run { await view.close() }
    await service.saves.answer(1, with: .failure(ServerDown()))

    let next = make()
    await service.server.run { await next.open() }
    #expect(service.fetches.count == 1)
    #expect(
      next.screen
        == TodosScreen(itemsLeft: 0, filter: .active, field: "Buy milk", error: UserMessage.addFailed("Buy milk")))
  }

  @Test func aFailedToggleIsWordedWithTheTodosTitle() async {
    let (view, service, _) = await Self.openedView(with: [.buyMilk])
    await service.server.run { await view.toggle(Todo.buyMilk.id) }
    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      view.screen
        == TodosScreen(rows: [row("buy-milk", "Buy milk")], itemsLeft: 1, error: UserMessage.updateFailed("Buy milk")))
  }

  @Test func aGestureThatDoesNothingLeavesTheErrorLineAlone() async {
    // T10: a toggle on a row that is saving sends nothing, so it clears nothing.
    let (view, service, _) = await Self.openedView(with: [.buyMilk, .callMom])
    await service.server.run { await view.toggle(Todo.buyMilk.id) }
    await service.server.run { await view.toggle(Todo.callMom.id) }
    await service.saves.answer(1, with: .failure(ServerDown()))
    #expect(view.screen.error == UserMessage.updateFailed("Buy milk"))
    await service.server.run { await view.toggle(Todo.callMom.id) }
    #expect(view.screen.error == UserMessage.updateFailed("Buy milk"))
    #expect(service.saves.count == 2)
    await service.saves.answer(2, with: .success(()))
    // Call mom is done now; Clear completed sends its deletion and clears the line as it starts.
    await service.server.run { await view.clearCompleted() }
    #expect(view.screen.error == nil)
    await service.deletions.answer(1, with: .success(()))
  }

  @Test func typingRedrawsTheFieldAndNothingElse() async {
    // Each scene key is observed on its own, as each @State is in SwiftUI.
    let (view, _, _) = await Self.openedView(with: [.buyMilk])
    var redrawn: [TodosScreenPart: Flag] = [:]
    for part in TodosScreenPart.allCases {
      let flag = Flag()
      redrawn[part] = flag
      withObservationTracking {
        part.read(from: view)
      } onChange: {
        flag.raise()
      }
    }
    await view.type("B")
    #expect(TodosScreenPart.allCases.filter { redrawn[$0]?.isRaised == true } == [.textField])
  }

  // MARK: - Helpers

  func row(_ id: Todo.ID, _ title: String, isDone: Bool = false, isSaving: Bool = false) -> TodosScreen.Row {
    TodosScreen.Row(id: id, title: title, isDone: isDone, isSaving: isSaving)
  }

  /// An opened view over a new model and scene, and a way to make the next view over the same ones.
  static func openedView(with todos: [Todo]) async -> (TodosView, FakeTodosService, () -> TodosView) {
    let service = FakeTodosService()
    let (model, router, scene) = (TodosModel(service: service, makeTodoID: TodoIDs().next), Router(), SceneValues())
    let make = { TodosView(list: model, router: router, scene: scene) }
    let view = make()
    await service.server.run { await view.open() }
    await service.fetches.answer(1, with: .success(todos))
    return (view, service, make)
  }
}
