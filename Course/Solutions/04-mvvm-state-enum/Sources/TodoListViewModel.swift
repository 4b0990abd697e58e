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

  /// Loads the list: what the screen shows stays meanwhile, and stays beside the error if the load fails.
  public func load() async {
    // Each step writes the whole state, so nothing of the step before can linger:
    // `loading` has no room for the old error, and `loaded` has neither error nor indicator.
    state = .loading(shown: state.shown)
    do {
      state = .loaded(try await service.fetchTodos())
    } catch {
      state = .failed(message: UserMessage.todosLoadFailed, shown: state.shown)
    }
  }

  /// The screen appears: loads only when no list is shown, not even an empty one, and
  /// none is on its way (T1). After a failed first load nothing is shown, so it loads
  /// again; after a failed refresh the rows are still shown, and Retry is the way.
  public func loadIfNeeded() async {
    guard state.shown == nil, !state.isLoading else { return }
    await load()
  }

  /// Retry under the error: loads again.
  public func retry() async {
    await load()
  }
}
