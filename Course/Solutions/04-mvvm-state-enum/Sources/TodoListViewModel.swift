// Exercise 04, solved: the read-only todo list's view model, its state one TodoListViewState.
// Lesson 03 (MVVM); Sources/MVVM/Profile/ProfileViewModel.swift does the same for the Profile screen.

import Observation
import ScreenContract
import SharedModel

/// Prepares what the read-only todo list shows.
@MainActor
@Observable
public final class TodoListViewModel {
  /// What the screen shows, as one value: the view reads it, only the view model writes it.
  public private(set) var state: TodoListViewState = .idle

  private let service: any TodoListService

  public init(service: any TodoListService) {
    self.service = service
  }

  /// Loads page 1, in place of the whole list: what the screen shows stays meanwhile, and stays beside the
  /// error if the load fails.
  public func load() async {
    // Pull to refresh does nothing while page 1 is already on its way, as every button not on screen.
    guard !state.isLoading else { return }
    // Each step writes the whole state, so nothing of the step before can linger: `loading` has no room for
    // the old error, and `loaded` has neither error nor indicator. A page on its way is given up: its answer
    // will find another state, and the list kept offers again what its footer offered before the page was asked
    // for: More, or Try again.
    // The list kept on screen is another load from now on, even if page 1 fails: a page asked for before this
    // refresh answers a list that is no longer there.
    var shown = state.shown
    shown?.load += 1
    state = .loading(shown: shown)
    do {
      state = .loaded(LoadedList(firstPage: try await service.fetchPage(1), load: (shown?.load ?? 0) + 1))
    } catch {
      state = .failed(message: UserMessage.todosLoadFailed, shown: shown)
    }
  }

  /// The footer's button: loads the page after the last one, when the footer offers it.
  public func loadMore() async {
    // A button not on screen does nothing: no footer while page 1 loads, no second tap while a page loads.
    guard !state.isLoading, !state.isLoadingMore, var list = state.shown, list.offersNextPage else { return }
    state = .loadingMore(list)
    let asking = state
    let page: TodoPage?
    do {
      page = try await service.fetchPage(list.pages + 1)
    } catch {
      page = nil
    }
    // The answer belongs to the state that asked for it. Anything else happened meanwhile (a refresh, above
    // all) and the rows on screen must come from one load of the list: the answer is dropped.
    guard state == asking else { return }
    if let page {
      list.todos += page.todos
      list.pages += 1
      list.next = page.hasMore ? .available : .end
    } else {
      list.next = .failed
    }
    state = .loaded(list)
  }

  /// The screen appears: loads only when no list is shown, not even an empty one, and none is on its way
  /// (T1). After a failed first load nothing is shown, so it loads again; after a failed refresh the rows
  /// are still shown, and Retry is the way.
  public func loadIfNeeded() async {
    guard state.shown == nil, !state.isLoading else { return }
    await load()
  }

  /// Retry under the error: loads again, when the error line shows it.
  public func retry() async {
    guard case .failed = state else { return }
    await load()
  }
}
