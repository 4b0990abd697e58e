// A fake server that each small version reaches through its own abstraction: API, service or port.
// Lesson 07: it records what was sent and what the screen showed while the save was in flight.

import ScreenContract
import SharedModel

@testable import Exercise09

/// Saves todos in memory; can refuse the next save, and run a gesture in the middle of one.
@MainActor
final class FakeServer: SmallMVI.TodosAPI, SmallMVVM.TodosService, SmallHexagonal.TodoRepository {
  /// Every todo sent, in order.
  private(set) var saved: [Todo] = []
  /// What the screen showed during each save, in order.
  private(set) var screensDuringSave: [TodosScreen] = []
  /// The next save fails.
  var failsNextSave = false
  /// Runs once, in the middle of the next save.
  var duringNextSave: (@MainActor () async -> Void)?
  private weak var watched: (any RenamingTodosScreen)?

  /// Notes what `screen` shows during each save.
  func watch(_ screen: any RenamingTodosScreen) {
    watched = screen
  }

  // On the main actor in so many words: this one method is the `save` of three protocols at once.
  @MainActor
  func save(_ todo: Todo) async throws {
    saved.append(todo)
    if let screen = watched { screensDuringSave.append(screen.screen) }
    if let gesture = duringNextSave {
      duringNextSave = nil
      await gesture()
    }
    if failsNextSave {
      failsNextSave = false
      throw Refused()
    }
  }

  struct Refused: Error {}
}
