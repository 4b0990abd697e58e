// The checks of exercise 09: one set of checks, played against the small MVI, MVVM and Hexagonal versions.
// Lesson 05: the same behaviour, three shapes of code; the checks can't tell which shape they drive.

import ScreenContract
import SharedModel
import Testing

@testable import Exercise09

@MainActor
@Suite struct RenameTests {
  @Test(arguments: Version.all)
  func toggleStillWorks(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk])
    await screen.toggle(Todo.buyMilk.id)
    #expect(server.saved == [Todo(id: "1", title: "Buy milk", isDone: true)], "the toggled todo was sent (T4)")
    #expect(shown(screen.screen) == "[x] Buy milk", "and is shown done (T4)")
  }

  @Test(arguments: Version.all)
  func aRenameShowsTheNewTitleAtOnceMarkedSaving(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk, .walkTheDog])
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      server.screensDuringSave.map(shown) == ["[ ] Buy oat milk …saving, [x] Walk the dog"],
      "while the server saves it, the row shows the new title, marked saving (T4)")
  }

  @Test(arguments: Version.all)
  func aRenameSendsTheTodoWithItsNewTitle(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk, .walkTheDog])
    await screen.rename(Todo.walkTheDog.id, to: "Walk the cat")
    #expect(
      server.saved == [Todo(id: "2", title: "Walk the cat", isDone: true)],
      "one save, of the same todo (same id, still done) with the new title (T4)")
  }

  @Test(arguments: Version.all)
  func aSavedRenameLosesItsSavingMark(_ version: Version) async {
    let (screen, _) = version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      shown(screen.screen) == "[ ] Buy oat milk", "once saved, the row keeps its new title, not saving, no error (T4)")
  }

  @Test(arguments: Version.all)
  func aFailedRenamePutsTheOldTitleBack(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk])
    server.failsNextSave = true
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      shown(screen.screen) == "[ ] Buy milk; error: Couldn't update “Buy milk”.",
      "the server refused: the row shows its old title again, and the error line says so (T4)")
  }

  @Test(arguments: Version.all)
  func theNewTitleFollowsTheTitleRules(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: "  Buy oat milk \n")
    #expect(server.saved.map(\.title) == ["Buy oat milk"], "the new title is trimmed, as a new todo's is (T2)")
  }

  @Test(arguments: Version.all)
  func anEmptyTitleIsRefusedAndSendsNothing(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: "   ")
    #expect(
      shown(screen.screen) == "[ ] Buy milk; error: A todo needs a title.",
      "a refused title changes nothing on the row, and the error line says why (T2)")
    #expect(server.saved == [], "and nothing is sent (T2)")
  }

  @Test(arguments: Version.all)
  func aTitleOverAHundredCharactersIsRefused(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk])
    await screen.rename(Todo.buyMilk.id, to: String(repeating: "a", count: 101))
    #expect(screen.screen.error == "A title can't be longer than 100 characters.", "the error line says why (T2)")
    #expect(server.saved == [], "and nothing is sent (T2)")
  }

  @Test(arguments: Version.all)
  func aRowThatIsSavingIgnoresARename(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk])
    server.duringNextSave = { await screen.rename(Todo.buyMilk.id, to: "Buy bread") }
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(server.saved.map(\.title) == ["Buy oat milk"], "a rename of a row still saving is ignored (T6)")
    #expect(shown(screen.screen) == "[ ] Buy oat milk", "the row keeps the title being saved (T6)")
  }

  @Test(arguments: Version.all)
  func aRenameClearsTheErrorLineWhenItStarts(_ version: Version) async {
    let (screen, server) = version.make([.buyMilk, .walkTheDog])
    server.failsNextSave = true
    await screen.toggle(Todo.walkTheDog.id)
    await screen.rename(Todo.buyMilk.id, to: "Buy oat milk")
    #expect(
      server.screensDuringSave.map(\.error) == [nil, nil],
      "the rename was sent, and the toggle's error was gone while it saved: a request clears the error line (T10)")
  }
}

// MARK: - Helpers

/// One small version of the Todos screen, made over a fake server.
struct Version: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let makeScreen: @MainActor ([Todo], FakeServer) -> any RenamingTodosScreen

  static let all = [
    Version(testDescription: "MVI") { SmallMVI.View(store: SmallMVI.Store(todos: $0, api: $1)) },
    Version(testDescription: "MVVM") { SmallMVVM.View(viewModel: SmallMVVM.ViewModel(todos: $0, service: $1)) },
    Version(testDescription: "Hexagonal") { SmallHexagonal.Presenter(todos: $0, repository: $1) },
  ]

  /// The screen over a fresh fake server that notes what the screen shows during each save.
  @MainActor
  func make(_ todos: [Todo]) -> (any RenamingTodosScreen, FakeServer) {
    let server = FakeServer()
    let screen = makeScreen(todos, server)
    server.watch(screen)
    return (screen, server)
  }
}

/// The rows and the error line in a few words: `[ ] Buy oat milk …saving, [x] Walk the dog; error: …`.
@MainActor
private func shown(_ screen: TodosScreen) -> String {
  let rows = screen.rows.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)\($0.isSaving ? " …saving" : "")" }
  return rows.joined(separator: ", ") + (screen.error.map { "; error: \($0)" } ?? "")
}

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let walkTheDog = Todo(id: "2", title: "Walk the dog", isDone: true)
}
