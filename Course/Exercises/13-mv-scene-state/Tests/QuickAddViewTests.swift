// The checks of exercise 13: the quick-add screen closes and opens again, and finds what it left.
// Each opening is a new view over the same model and scene, as SwiftUI makes a new view each time.

import MV
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise13

/// The check's server, as the service `TodosModel` is given: every answer waits for the check.
struct HeldService: TodosService {
  let remote: FakeTodosRemote

  func fetchTodos() async throws -> [Todo] { try await remote.fetchTodos() }
  func save(_ todo: Todo) async throws { try await remote.save(todo) }
  func delete(_ ids: [Todo.ID]) async throws { try await remote.delete(ids) }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct QuickAddViewTests {
  @Test func whatWasTypedIsThereWhenTheScreenComesBack() async {
    let app = App()
    app.open().type("Call mom")
    #expect(app.open().shownField == "Call mom", "the screen shows the field as it was left (L3)")
  }

  @Test func aRefusalThatLandsWhileTheScreenIsAwayIsThereWhenItComesBack() async {
    let app = App()
    let view = app.open()
    view.type("Call mom")
    await app.server.server.run { await view.add() }
    #expect(view.shownField == "", "Add empties the field at once (T3)")
    // The user leaves; a new view will be made when they come back. The answer lands meanwhile.
    await app.server.saves.answer(1, with: .failure(ServerDown()))
    let back = app.open()
    #expect(back.shownField == "Call mom", "a refused add gives its title back to the empty field (T3, L2)")
    #expect(back.shownError == UserMessage.addFailed("Call mom"), "and the error line says so (L2, L3)")
  }

  @Test func aSavedAddLeavesTheFieldEmptyAndNoError() async {
    let app = App()
    let view = app.open()
    view.type("Call mom")
    await app.server.server.run { await view.add() }
    await app.server.saves.succeed(1)
    let back = app.open()
    #expect(back.shownField == "" && back.shownError == nil, "nothing to give back (T3)")
    #expect(app.list.todos.map(\.title) == ["Call mom"], "the todo is the app's, in TodosModel (T3)")
  }

  @Test func aRefusedTitleShowsTheRuleAndSendsNothing() async {
    let app = App()
    let view = app.open()
    view.type("   ")
    await app.server.server.run { await view.add() }
    #expect(view.shownError == UserMessage.titleEmpty, "the title rules refuse it (T2)")
    #expect(view.shownField == "   ", "and the field keeps what was typed (T2)")
    #expect(app.server.saves.count == 0, "nothing is sent (T2)")
  }

  @Test func eachWindowKeepsItsOwnField() async {
    // Two windows of the app share its model, not their screens' state.
    let first = App()
    let second = App(sharing: first)
    first.open().type("Call mom")
    #expect(
      second.open().shownField == "",
      "another window's screen doesn't see this one's field (the task: each window keeps its own field)")
  }
}

/// The app as the check plays it: one model, one scene, a new view at each opening.
@MainActor
final class App {
  let server: FakeTodosRemote
  let list: TodosModel
  let scene = SceneValues()

  init() {
    server = FakeTodosRemote()
    var made = 0
    list = TodosModel(service: HeldService(remote: server)) {
      made += 1
      return Todo.ID(rawValue: "todo-\(made)")
    }
  }

  /// A second window of the same app: the same model, a scene of its own.
  init(sharing other: App) {
    server = other.server
    list = other.list
  }

  func open() -> QuickAddView {
    QuickAddView(list: list, scene: scene)
  }
}
