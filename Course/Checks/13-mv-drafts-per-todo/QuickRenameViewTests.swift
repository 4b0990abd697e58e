// The checks of exercise 13: each todo's quick-rename screen closes, another opens, and each finds what it left;
// a draft says when the todo it renames has changed since it began. The window is mounted in a ViewHost and
// played as a UI test plays an app: each opening makes a new screen.

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
@Suite(.failsInsteadOfHanging) struct QuickRenameViewTests {
  @Test func whatWasTypedIsThereWhenItsScreenComesBack() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    await app.close()
    await app.open(.buyMilk)
    #expect(app.field == "Buy oat milk", "the screen shows the field as it was left (L3)")
  }

  @Test func eachTodoKeepsItsOwnField() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    await app.open(.callMom)
    #expect(app.field == "", "Call mom's screen doesn't show what was typed for Buy milk")
    await app.type("Call mom back")
    await app.open(.buyMilk)
    #expect(app.field == "Buy oat milk", "Buy milk's screen shows its own field as it was left (L3)")
    await app.open(.callMom)
    #expect(app.field == "Call mom back", "and so does Call mom's (L3)")
  }

  @Test func aRefusalThatLandsWhileTheScreenIsAwayIsThereWhenItComesBack() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    await app.tap(QuickRenameID.save)
    #expect(app.field == "", "a Save that goes out empties the field")
    #expect(app.titles == ["Buy oat milk", "Call mom"], "the list shows the new title at once (N3, N4)")
    await app.close()
    // The user has left; the answer lands meanwhile, and a new screen is made when they come back.
    await app.server.saves.answer(1, with: .failure(ServerDown()))
    await app.open(.buyMilk)
    #expect(app.field == "Buy oat milk", "a refused rename gives what was typed back to the empty field (L2, L3)")
    #expect(app.error == UserMessage.renameFailed("Buy milk"), "and the error line says so (L2, L3)")
  }

  @Test func aRefusalShowsOnTheScreenOfItsTodoAndNoOther() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    await app.tap(QuickRenameID.save)
    await app.open(.callMom)
    // Call mom's screen is open when the answer about Buy milk lands.
    await app.server.saves.answer(1, with: .failure(ServerDown()))
    #expect(
      app.field == "" && app.error == nil,
      "the refusal is Buy milk's: Call mom's screen shows neither its title nor its error")
    await app.open(.buyMilk)
    #expect(app.field == "Buy oat milk", "Buy milk's field has the title back (L2, L3)")
    #expect(app.error == UserMessage.renameFailed("Buy milk"), "and Buy milk's error line says why (L2, L3)")
  }

  @Test func aSavedRenameLeavesTheFieldEmptyAndNoError() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    await app.tap(QuickRenameID.save)
    await app.server.saves.succeed(1)
    await app.close()
    await app.open(.buyMilk)
    #expect(app.field == "" && app.error == nil, "nothing to give back")
    #expect(app.titles == ["Buy oat milk", "Call mom"], "the title is the app's, in TodosModel")
  }

  @Test func aRefusedTitleShowsTheRuleOnItsOwnScreenAndSendsNothing() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("   ")
    await app.tap(QuickRenameID.save)
    #expect(app.error == UserMessage.titleEmpty, "the title rules refuse it (T2)")
    #expect(app.field == "   ", "and the field keeps what was typed (T2)")
    #expect(app.server.saves.count == 0, "nothing is sent (T2)")
    await app.open(.callMom)
    #expect(app.error == nil, "Call mom's screen has no error of Buy milk's")
    await app.open(.buyMilk)
    #expect(app.error == UserMessage.titleEmpty, "Buy milk's screen still shows it when the user comes back (L3)")
  }

  @Test func whatWasTypedSurvivesARelaunchAndNoErrorLineDoes() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    await app.open(.callMom)
    await app.tap(QuickRenameID.save)
    #expect(app.error == UserMessage.titleEmpty, "an empty title is refused (T2)")
    // The system ends the app in the background, then launches it again and restores its window.
    let next = await App.relaunched(from: app)
    await next.open(.buyMilk)
    #expect(next.field == "Buy oat milk", "what was typed is there again, as the system restores a window (L3)")
    #expect(next.changed == nil, "over the title it began over: nothing more to say")
    await next.open(.callMom)
    #expect(next.error == nil, "an error line reports a request of a run that is over: it doesn't come back")
  }

  @Test func eachWindowKeepsItsOwnFields() async {
    // Two windows of the app share its model, not their screens' state.
    let first = await App.loaded()
    let second = App(sharing: first)
    await first.open(.buyMilk)
    await first.type("Buy oat milk")
    await second.open(.buyMilk)
    #expect(
      second.field == "", "another window's screen doesn't see this one's field (the task: each window keeps its own)")
    await second.type("Buy soy milk")
    await first.open(.callMom)
    await first.open(.buyMilk)
    #expect(first.field == "Buy oat milk", "and this window's field is still its own (L3)")
  }
}

/// A draft is a new title for the todo as it was when the typing began: the screen says when the list shows
/// the todo under another title.
@MainActor
@Suite(.failsInsteadOfHanging) struct RenamedMeanwhileTests {
  @Test func aRenameFromAnotherWindowShowsUnderTheDraft() async {
    let (first, second) = await App.twoWindows()
    await first.open(.buyMilk)
    await first.type("Buy oat milk")
    #expect(first.changed == nil, "a draft over the title the list shows says nothing more")
    await second.rename(.buyMilk, to: "Buy bread")
    await first.look()
    #expect(
      first.changed == QuickRenameMessage.renamedMeanwhile("Buy bread"),
      "the list shows Buy milk as Buy bread now: the line says so, under the draft")
    #expect(first.field == "Buy oat milk", "and the draft stays as typed")
    await second.server.saves.succeed(1)
    await first.look()
    #expect(first.changed == QuickRenameMessage.renamedMeanwhile("Buy bread"), "the server kept it: still so")
  }

  @Test func theLineIsThereWhenTheScreenComesBack() async {
    let (first, second) = await App.twoWindows()
    await first.open(.buyMilk)
    await first.type("Buy oat milk")
    await first.close()
    await second.rename(.buyMilk, to: "Buy bread")
    await second.server.saves.succeed(1)
    await first.open(.buyMilk)
    #expect(first.field == "Buy oat milk", "the draft as it was left (L3)")
    #expect(
      first.changed == QuickRenameMessage.renamedMeanwhile("Buy bread"),
      "a new screen over the same draft knows the title it began over")
  }

  @Test func aTitleBackWhereTheDraftBeganTakesTheLineAway() async {
    let (first, second) = await App.twoWindows()
    await first.open(.buyMilk)
    await first.type("Buy oat milk")
    await second.rename(.buyMilk, to: "Buy bread")
    await second.server.saves.answer(1, with: .failure(ServerDown()))
    await first.look()
    #expect(first.changed == nil, "the refusal gives Buy milk its title back: the one the draft began over")
    #expect(first.field == "Buy oat milk", "and the draft stays as typed")
  }

  @Test func typingOnKeepsTheTitleTheDraftBeganOver() async {
    let (first, second) = await App.twoWindows()
    await first.open(.buyMilk)
    await first.type("Buy oat")
    await second.rename(.buyMilk, to: "Buy bread")
    await second.server.saves.succeed(1)
    await first.type("Buy oat milk")
    #expect(
      first.changed == QuickRenameMessage.renamedMeanwhile("Buy bread"),
      "more letters are the same draft, begun over Buy milk")
  }

  @Test func aDraftBegunAfterTheRenameIsOverTheNewTitle() async {
    let (first, second) = await App.twoWindows()
    await first.open(.buyMilk)
    await first.type("Buy oat milk")
    await second.rename(.buyMilk, to: "Buy bread")
    await second.server.saves.succeed(1)
    await first.type("")
    #expect(first.changed == nil, "an empty field holds no draft")
    await first.type("Buy oat bread")
    #expect(first.changed == nil, "this draft began over Buy bread, the title the list shows")
  }

  @Test func aRefusedSaveGivesTheDraftBackOverTheTitleItBeganOver() async {
    let (first, second) = await App.twoWindows()
    await first.open(.buyMilk)
    await first.type("Buy oat milk")
    await second.rename(.buyMilk, to: "Buy bread")
    await second.server.saves.succeed(1)
    await first.look()
    // The user reads the line, and saves anyway; the server refuses.
    await first.tap(QuickRenameID.save)
    await first.server.saves.answer(2, with: .failure(ServerDown()))
    #expect(first.field == "Buy oat milk", "the refused title is back in the field (L2)")
    #expect(
      first.changed == QuickRenameMessage.renamedMeanwhile("Buy bread"),
      "the same text, begun over Buy milk, which the list shows as Buy bread")
  }

  @Test func aWindowThePreviousVersionSavedKeepsWhatWasTyped() async {
    // The app as users have it saved Buy milk's text alone; the system restores that window into this version.
    let app = await App.restored(sceneStorage: ["quickRename.drafts": #"{"1":"Buy oat milk"}"#])
    await app.open(.buyMilk)
    #expect(app.field == "Buy oat milk", "what was typed is there again, whichever version saved it (L3)")
    await app.open(.callMom)
    await app.type("Call mom back")
    await app.open(.buyMilk)
    #expect(app.field == "Buy oat milk", "and each todo keeps its own field (L3)")
  }

  @Test func aRestoredDraftKnowsTheTitleItBeganOver() async {
    let app = await App.loaded()
    await app.open(.buyMilk)
    await app.type("Buy oat milk")
    // While the app isn't running, the todo is renamed on the server.
    let next = await App.relaunched(from: app, todos: [Todo(id: "1", title: "Buy bread"), .callMom])
    await next.open(.buyMilk)
    #expect(next.field == "Buy oat milk", "what was typed is there again (L3)")
    #expect(
      next.changed == QuickRenameMessage.renamedMeanwhile("Buy bread"),
      "and the screen knows it began over Buy milk, which the server has renamed since")
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
    let list = TodosModel(service: HeldService(remote: server)) { Todo.ID(rawValue: "unused") }
    self.list = list
    host = ViewHost(QuickRenameWindow().environment(list))
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// A second window of the same app: the same model, a scene of its own.
  init(sharing other: App) {
    server = other.server
    list = other.list
    host = ViewHost(QuickRenameWindow().environment(other.list))
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// The app launched after the system ended it: a new model and a new server, and the window restored
  /// from what its scene had kept, as the system restores a scene.
  private init(sceneStorage: [String: any Sendable]) {
    server = FakeTodosRemote()
    let list = TodosModel(service: HeldService(remote: server)) { Todo.ID(rawValue: "unused") }
    self.list = list
    host = ViewHost(QuickRenameWindow().environment(list), sceneStorage: sceneStorage)
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// A window restored from `sceneStorage`, as the system saved it, its list loaded.
  static func restored(sceneStorage: [String: any Sendable]) async -> App {
    let app = App(sceneStorage: sceneStorage)
    await app.server.server.run { _ = await app.list.load() }
    await app.server.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    await app.host.settle()
    return app
  }

  /// Two windows of one app whose list has loaded Buy milk and Call mom.
  static func twoWindows() async -> (first: App, second: App) {
    let first = await loaded()
    return (first, App(sharing: first))
  }

  /// `other` launched again, its list loaded: `todos` are the server's by then.
  static func relaunched(from other: App, todos: [Todo] = [.buyMilk, .callMom]) async -> App {
    let app = App(sceneStorage: other.host.sceneStorage)
    await app.server.server.run { _ = await app.list.load() }
    await app.server.fetches.answer(1, with: .success(todos))
    await app.host.settle()
    return app
  }

  /// An app whose list has loaded Buy milk and Call mom.
  static func loaded() async -> App {
    let app = App()
    await app.server.server.run { _ = await app.list.load() }
    await app.server.fetches.answer(1, with: .success([.buyMilk, .callMom]))
    await app.host.settle()
    return app
  }

  /// What the field shows.
  var field: String? { host.tree.element(identifier: QuickRenameID.field)?.value }
  /// What the line under the field says of a title changed meanwhile, if anything.
  var changed: String? { host.tree.element(identifier: QuickRenameID.changed)?.label }
  /// What the error line shows, if anything.
  var error: String? { host.tree.element(identifier: QuickRenameID.error)?.label }
  /// The titles of the app's list.
  var titles: [String] { list.todos.map(\.title) }

  func type(_ text: String) async {
    await play { _ = try self.host.type(text, into: QuickRenameID.field) }
  }

  func tap(_ identifier: String) async {
    await play { _ = try self.host.tap(identifier) }
  }

  /// The user opens the quick-rename screen of `todo`: a new screen is made.
  func open(_ todo: Todo) async {
    await tap(QuickRenameID.open(todo.id))
  }

  /// The user looks at this window again, after something happened in another: it shows the model as it is.
  func look() async {
    await host.settle()
  }

  /// The user of this window renames `todo`: opens its screen, types `title` and taps Save; the server holds
  /// the answer.
  func rename(_ todo: Todo, to title: String) async {
    await open(todo)
    await type(title)
    await tap(QuickRenameID.save)
  }

  /// The user closes the screen open, if any.
  func close() async {
    await tap(QuickRenameID.close)
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

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let callMom = Todo(id: "2", title: "Call mom")
}
