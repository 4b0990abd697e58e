// The checks of exercise 13: the quick-add screen closes and opens again, and finds what it left.
// The window is mounted in a ViewHost and played as a UI test plays an app: each opening makes a new screen.

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
    await app.type("Call mom")
    await app.leaveAndComeBack()
    #expect(app.field == "Call mom", "the screen shows the field as it was left (L3)")
  }

  @Test func aRefusalThatLandsWhileTheScreenIsAwayIsThereWhenItComesBack() async {
    let app = App()
    await app.type("Call mom")
    await app.tap(QuickAddID.add)
    #expect(app.field == "", "Add empties the field at once (T3)")
    await app.tap(QuickAddID.toggle)
    // The user has left; the answer lands meanwhile, and a new screen is made when they come back.
    await app.server.saves.answer(1, with: .failure(ServerDown()))
    await app.tap(QuickAddID.toggle)
    #expect(app.field == "Call mom", "a refused add gives its title back to the empty field (T3, L2)")
    #expect(app.error == UserMessage.addFailed("Call mom"), "and the error line says so (L2, L3)")
  }

  @Test func aSavedAddLeavesTheFieldEmptyAndNoError() async {
    let app = App()
    await app.type("Call mom")
    await app.tap(QuickAddID.add)
    await app.server.saves.succeed(1)
    await app.leaveAndComeBack()
    #expect(app.field == "" && app.error == nil, "nothing to give back (T3)")
    #expect(app.list.todos.map(\.title) == ["Call mom"], "the todo is the app's, in TodosModel (T3)")
  }

  @Test func aRefusedTitleShowsTheRuleAndSendsNothing() async {
    let app = App()
    await app.type("   ")
    await app.tap(QuickAddID.add)
    #expect(app.error == UserMessage.titleEmpty, "the title rules refuse it (T2)")
    #expect(app.field == "   ", "and the field keeps what was typed (T2)")
    #expect(app.server.saves.count == 0, "nothing is sent (T2)")
  }

  @Test func eachWindowKeepsItsOwnField() async {
    // Two windows of the app share its model, not their screens' state.
    let first = App()
    let second = App(sharing: first)
    await first.type("Call mom")
    await second.leaveAndComeBack()
    #expect(
      second.field == "",
      "another window's screen doesn't see this one's field (the task: each window keeps its own field)")
  }
}

/// The app as the check plays it: one model, and a window of its own mounted in a host.
@MainActor
final class App {
  let server: FakeTodosRemote
  let list: TodosModel
  let host: ViewHost
  private var group = 0

  init() {
    server = FakeTodosRemote()
    var made = 0
    let list = TodosModel(service: HeldService(remote: server)) {
      made += 1
      return Todo.ID(rawValue: "todo-\(made)")
    }
    self.list = list
    host = ViewHost(QuickAddWindow().environment(list))
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// A second window of the same app: the same model, a scene of its own.
  init(sharing other: App) {
    server = other.server
    list = other.list
    host = ViewHost(QuickAddWindow().environment(other.list))
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// What the field shows.
  var field: String? { host.tree.element(identifier: QuickAddID.field)?.value }
  /// What the error line shows, if anything.
  var error: String? { host.tree.element(identifier: QuickAddID.error)?.label }

  func type(_ text: String) async {
    await play { _ = try self.host.type(text, into: QuickAddID.field) }
  }

  func tap(_ identifier: String) async {
    await play { _ = try self.host.tap(identifier) }
  }

  /// The user leaves the screen and comes back to it: a new screen is made.
  func leaveAndComeBack() async {
    await tap(QuickAddID.toggle)
    await tap(QuickAddID.toggle)
  }

  /// Runs `action` as a gesture of the server; returns when its work has ended or waits on an answer.
  func play(_ action: @escaping @MainActor () throws -> Void) async {
    group += 1
    let group = group
    await server.server.run { [host] in
      await WorkGroup.$current.withValue(group) {
        #expect(throws: Never.self) { try action() }
        while true {
          await host.settle()
          let seen = host.progress
          guard host.hasLiveWork(inGroup: group) else { return }
          await host.waitForProgress(after: seen)
        }
      }
    }
    await host.settle()
  }
}
