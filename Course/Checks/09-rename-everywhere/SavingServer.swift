// The server each small version reaches through its own abstraction (API, service or port), and each version's
// screen mounted in a host and played as a UI test plays an app. Lesson 07: the server holds each save until the
// check answers it, so a check can read the screen while a save is on its way.

import ScreenContract
import SharedModel
import SwiftUISubset
import TestSupport

@testable import Exercise09

/// Holds every save until the check answers it; one never answered fails the check.
@MainActor
final class SavingServer: SmallMVI.TodosAPI, SmallMVVM.TodosService, SmallHexagonal.TodoRepository {
  let server = FakeServer()
  let saves: HeldEndpoint<Todo, Void>

  init() {
    saves = server.endpoint("save", of: Todo.self)
  }

  // On the main actor in so many words: this one method is the `save` of three protocols at once.
  @MainActor
  func save(_ todo: Todo) async throws {
    try await saves.receive(todo)
  }

  /// Answers with success every save received, from `first` on.
  func saveAll(from first: Int = 1) async {
    for number in stride(from: first, through: saves.count, by: 1) { await saves.succeed(number) }
  }

  struct Refused: Error {}
}

/// One small version's screen, on screen: each gesture acts on what the view rendered, found by its
/// accessibility identifier, and the screen is read back the same way, as the lab reads an app.
@MainActor
final class PlayedScreen {
  private let views: HostedViews

  init(_ root: some View, server: FakeServer) async {
    views = await HostedViews(root, server: server)
  }

  /// A tap on the row's done mark.
  func toggle(_ id: Todo.ID) async {
    await views.play { _ = try self.views.host.toggle(AccessibilityID.Todos.rowDone, in: Self.row(id)) }
  }

  /// The user types `text` into the row's new-title field and submits it.
  func rename(_ id: Todo.ID, to text: String) async {
    await views.play {
      _ = try self.views.host.type(text, into: AccessibilityID.Todos.rowNewTitle, in: Self.row(id))
      _ = try self.views.host.submit(AccessibilityID.Todos.rowNewTitle, in: Self.row(id))
    }
  }

  /// What the screen shows, read off the rendered tree.
  var screen: TodosScreen { views.screens.todos }

  private static func row(_ id: Todo.ID) -> ElementScope { ElementScope(AccessibilityID.Todos.row, tag: id) }
}
