// The checks of exercise 09: one set of checks, played against the small MVI, MVVM and Hexagonal versions.
// Lesson 05: the same behaviour, three shapes of code; the checks can't tell which shape they drive.

import ScreenContract
import SharedModel
import SwiftUISubset
import TestSupport
import Testing

@testable import Exercise09

@MainActor
@Suite(.failsInsteadOfHanging) struct RenameTests {
  @Test(arguments: Version.all)
  func toggleStillWorks(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    server.saves.answerEveryRequest(with: .success(()))
    await screen.toggle(Todo.buyMilk.id)
    #expect(server.saves.requests == [Todo(id: "1", title: "Buy milk", isDone: true)], "the toggled todo was sent (T4)")
    #expect(shown(screen.screen) == "[x] Buy milk", "and is shown done (T4)")
  }

  @Test(arguments: Version.all)
  func aRenameShowsTheNewTitleAtOnceMarkedSaving(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk, .walkTheDog])
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      shown(screen.screen) == "[ ] Buy oat milk …saving, [x] Walk the dog",
      "while the server saves it, the row shows the new title, marked saving (T4)")
    await server.saveAll()
  }

  @Test(arguments: Version.all)
  func aRenameSendsTheTodoWithItsNewTitle(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk, .walkTheDog])
    server.saves.answerEveryRequest(with: .success(()))
    await screen.rename(Todo.walkTheDog.id, to: "Walk the cat")
    #expect(
      server.saves.requests == [Todo(id: "2", title: "Walk the cat", isDone: true)],
      "one save, of the same todo (same id, still done) with the new title (T4)")
  }

  @Test(arguments: Version.all)
  func aSavedRenameLosesItsSavingMark(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    server.saves.answerEveryRequest(with: .success(()))
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      shown(screen.screen) == "[ ] Buy oat milk", "once saved, the row keeps its new title, not saving, no error (T4)")
  }

  @Test(arguments: Version.all)
  func aFailedRenamePutsTheOldTitleBack(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    server.saves.answerEveryRequest(with: .failure(SavingServer.Refused()))
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      shown(screen.screen) == "[ ] Buy milk; error: Couldn't update “Buy milk”.",
      "the server refused: the row shows its old title again, and the error line says so (T4)")
  }

  @Test(arguments: Version.all)
  func theNewTitleFollowsTheTitleRules(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    server.saves.answerEveryRequest(with: .success(()))
    await screen.rename(Todo.buyMilk.id, to: "  Buy oat milk \n")
    #expect(server.saves.requests.map(\.title) == ["Buy oat milk"], "the new title is trimmed, as a new todo's is (T2)")
  }

  @Test(arguments: Version.all)
  func anEmptyTitleIsRefusedAndSendsNothing(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: "   ")
    #expect(
      shown(screen.screen) == "[ ] Buy milk; error: A todo needs a title.",
      "a refused title changes nothing on the row, and the error line says why (T2)")
    #expect(server.saves.requests == [], "and nothing is sent (T2)")
    await server.saveAll()
  }

  @Test(arguments: Version.all)
  func aTitleOverAHundredCharactersIsRefused(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: String(repeating: "a", count: 101))
    #expect(screen.screen.error == "A title can't be longer than 100 characters.", "the error line says why (T2)")
    #expect(server.saves.requests == [], "and nothing is sent (T2)")
    await server.saveAll()
  }

  @Test(arguments: Version.all)
  func aRowThatIsSavingIgnoresARename(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    await screen.rename(Todo.buyMilk.id, to: "Buy bread")
    #expect(server.saves.requests.map(\.title) == ["Buy oat milk"], "a rename of a row still saving is ignored (T6)")
    await server.saveAll()
    #expect(shown(screen.screen) == "[ ] Buy oat milk", "the row keeps the title being saved (T6)")
  }

  @Test(arguments: Version.all)
  func aRenameClearsTheErrorLineWhenItStarts(_ version: Version) async {
    let (screen, server) = await version.make([.buyMilk, .walkTheDog])
    await screen.toggle(Todo.walkTheDog.id)
    await server.saves.answer(1, with: .failure(SavingServer.Refused()))
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(server.saves.count == 2, "the rename was sent (T4)")
    #expect(
      screen.screen.error == nil,
      "the toggle's error is gone while the rename saves: a request clears the error line (T10)")
    await server.saveAll(from: 2)
  }
}

// MARK: - Helpers

/// One small version of the Todos screen, made over a server that holds each save.
struct Version: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let makeView: @MainActor @Sendable ([Todo], SavingServer) -> any View

  static let all = [
    Version(testDescription: "MVI") { SmallMVI.TodosView(store: SmallMVI.Store(todos: $0, api: $1)) },
    Version(testDescription: "MVVM") { SmallMVVM.TodosView(viewModel: SmallMVVM.ViewModel(todos: $0, service: $1)) },
    Version(testDescription: "Hexagonal") {
      SmallHexagonal.TodosView(presenter: SmallHexagonal.Presenter(todos: $0, repository: $1))
    },
  ]

  /// The screen, on screen, over a fresh server.
  @MainActor
  func make(_ todos: [Todo]) async -> (PlayedScreen, SavingServer) {
    let server = SavingServer()
    return (await PlayedScreen(makeView(todos, server), server: server.server), server)
  }
}

/// The rows and the error line in a few words: `[ ] Buy oat milk …saving, [x] Walk the dog; error: …`.
@MainActor
func shown(_ screen: TodosScreen) -> String {
  let rows = screen.rows.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)\($0.isSaving ? " …saving" : "")" }
  return rows.joined(separator: ", ") + (screen.error.map { "; error: \($0)" } ?? "")
}

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let walkTheDog = Todo(id: "2", title: "Walk the dog", isDone: true)
}
