// TodosNavigator's tests: the Todo screen's presenter lives as long as its screen, and the list's presenter
// tells its navigation what happened to the list, and nothing else (N1, N5, N7, N8).

import HexagonalDomain
import HexagonalPresentation
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct TodosNavigatorTests {
  @Test func aTodoScreensPresenterLivesAsLongAsItsScreenAndAPushMakesANewOne() async throws {
    let tab = await HostedTab.showing([.buyMilk, .walkTheDog])
    await tab.show(Todo.buyMilk.id)
    let first = try #require(tab.navigator.top)
    await tab.todo?.type("Buy oat milk")
    // A link to the todo shown keeps its screen, and what was typed there (N8).
    await tab.app.open(link: "archlab://todos/\(Todo.buyMilk.id.rawValue)")
    #expect(tab.navigator.top === first)
    #expect(tab.todo?.screen.field == "Buy oat milk")
    // Back, then the same row again: a new screen, whose field shows the title (N1, N2).
    await tab.todo?.back()
    #expect(tab.navigator.top == nil && tab.navigator.path.isEmpty)
    await tab.show(Todo.buyMilk.id)
    #expect(tab.navigator.top !== first)
    #expect(tab.navigator.path == [Todo.buyMilk.id])
    #expect(tab.todo?.screen.field == "Buy milk")
  }

  @Test func theListTellsItsNavigationWhatMovesTheStackAndNothingElse() async throws {
    let tab = HostedTab()
    let navigation = RecordedNavigation()
    tab.presenter.navigation = navigation
    await tab.list.open()
    await tab.repository.fetches.answer(1, with: .success([.buyMilk, .walkTheDog]))
    #expect(navigation.heard == ["listLoaded"])
    // A toggle and typing move nothing; a deletion shown takes its todo off the list (N5).
    await tab.list.type("Call mom")
    await tab.list.toggle(Todo.buyMilk.id)
    await tab.repository.saves.succeed(1)
    await tab.list.delete(Todo.walkTheDog.id)
    #expect(navigation.heard == ["listLoaded", "todoLeft(walk-the-dog)"])
    await tab.repository.deletions.succeed(1)
    // A refused addition takes its todo off the list too (N7); a failed load is told (N8).
    await tab.list.add()
    let added = try #require(tab.repository.saves.requests.last)
    await tab.repository.saves.answer(2, with: .failure(ServerDown()))
    await tab.list.retry()
    await tab.repository.fetches.answer(2, with: .failure(ServerDown()))
    #expect(
      navigation.heard == [
        "listLoaded", "todoLeft(walk-the-dog)", "todoLeft(\(added.id.rawValue))", "listLoadFailed",
      ])
  }
}

/// A navigation that records what the list tells it, in order.
@MainActor
private final class RecordedNavigation: TodosNavigation {
  private(set) var heard: [String] = []

  func listLoaded() { heard.append("listLoaded") }
  func listLoadFailed() { heard.append("listLoadFailed") }
  func todoLeft(_ id: Todo.ID) { heard.append("todoLeft(\(id.rawValue))") }
}
