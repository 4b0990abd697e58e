// Exercise 04: the read-only todo list's view model, whose three loose properties can contradict each other.
// Lesson 03 (MVVM): replace them with one TodoListViewState that can only be a screen someone wants.

import Observation
import ScreenContract
import SharedModel

/// Prepares what the read-only todo list shows.
@MainActor
@Observable
public final class TodoListViewModel {
  // TODO: one stored `public private(set) var state: TodoListViewState`, and nothing beside it that can
  // disagree with it.
  // FR : une seule propriété stockée, `public private(set) var state: TodoListViewState`, et rien à côté qui puisse
  // la contredire.
  public private(set) var isLoading = false
  public private(set) var todos: [Todo] = []
  public private(set) var errorMessage: String?

  private let service: any TodoListService

  public init(service: any TodoListService) {
    self.service = service
  }

  /// Loads the list: what the screen shows stays meanwhile, and stays beside the error if the load fails.
  public func load() async {
    // TODO: T1: each step of a load leaves one screen someone wants; here each step writes one property and
    // forgets another.
    // FR : T1 : chaque étape d'un chargement laisse un écran que quelqu'un veut voir ; ici, chaque étape écrit une
    // propriété et en oublie une autre.
    isLoading = true
    do {
      todos = try await service.fetchTodos()
      isLoading = false
    } catch {
      errorMessage = UserMessage.todosLoadFailed
      isLoading = false
    }
  }

  /// The screen appears.
  public func loadIfNeeded() async {
    // TODO: stretch (README): T1, opening again loads only when no list is shown and none is on its way.
    // FR : pour aller plus loin (README) : T1, rouvrir ne charge que si aucune liste n'est affichée et qu'aucune
    // n'est en cours de chargement.
    await load()
  }

  /// Retry under the error: loads again.
  public func retry() async {
    await load()
  }
}
