// Exercise 04: the read-only todo list's view model, whose loose properties can contradict each other.
// Lesson 03 (MVVM): replace them with one TodoListViewState that can only be a screen someone wants.

import Observation
import ScreenContract
import SharedModel

/// Prepares what the read-only todo list shows.
@MainActor
@Observable
public final class TodoListViewModel {
  // TODO: one stored `public private(set) var state: TodoListViewState`, and nothing else stored beside it but
  // the service.
  // FR : une seule propriété stockée, `public private(set) var state: TodoListViewState`, et aucune autre propriété
  // stockée, hormis le service.
  public private(set) var isLoading = false
  public private(set) var todos: [Todo] = []
  public private(set) var errorMessage: String?
  public private(set) var pages = 0
  public private(set) var hasMore = false
  public private(set) var isLoadingMore = false
  public private(set) var moreFailed = false

  private let service: any TodoListService

  public init(service: any TodoListService) {
    self.service = service
  }

  /// Loads the list from its first page: pull to refresh.
  public func load() async {
    // TODO: the README's rules, after every step and every answer, in whatever order the answers come.
    // FR : les règles du README, après chaque étape et chaque réponse, quel que soit l'ordre d'arrivée des réponses.
    isLoading = true
    do {
      let page = try await service.fetchPage(1)
      todos = page.todos
      pages = 1
      hasMore = page.hasMore
      isLoading = false
    } catch {
      errorMessage = UserMessage.todosLoadFailed
      isLoading = false
    }
  }

  /// The footer's button: loads the next page.
  public func loadMore() async {
    isLoadingMore = true
    do {
      let page = try await service.fetchPage(pages + 1)
      todos += page.todos
      pages += 1
      hasMore = page.hasMore
    } catch {
      moreFailed = true
    }
    isLoadingMore = false
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
