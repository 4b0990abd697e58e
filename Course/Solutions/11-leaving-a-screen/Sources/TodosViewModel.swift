// Exercise 11, solved: the Todos view model, whose add outlives the screen that made it.
// Lesson 06 (concurrency pitfalls): closing a screen cancels its load, never a change the user made (L1, L2).

import Observation
import ScreenContract
import SharedModel

/// Prepares what the Todos screen shows, and carries out what the user asks.
///
/// The app owns it, above the view: when the screen closes, the view goes and this stays,
/// with everything it was doing. The view cancels its tasks when it goes, though (SwiftUI its
/// `.task`, the view those its buttons started), and every gesture runs in one of them.
@MainActor
@Observable
public final class TodosViewModel {
  /// Every todo, in the server's order, with the ones being added at the end.
  public private(set) var todos: [Todo] = []
  /// The todos whose save is on its way to the server (T3).
  public private(set) var saving: Set<Todo.ID> = []
  /// A request for the list is on its way.
  public private(set) var isLoading = false
  /// The list has arrived at least once: opening again loads nothing (T1).
  public private(set) var hasLoaded = false
  /// The text field's content.
  public var field = ""
  /// The error line: the latest failure (T10).
  public private(set) var errorMessage: String?

  private let service: any TodosService
  private let makeTodoID: @MainActor () -> Todo.ID
  /// The request of the latest load, while it is on its way: a Retry cancels it (the stretch).
  private var latestLoad: Task<Result<[Todo], any Error>, Never>?

  public init(service: any TodosService, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    self.service = service
    self.makeTodoID = makeTodoID
  }

  // MARK: Loading, the screen's own work

  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func loadIfNeeded() async {
    guard !hasLoaded, !isLoading else { return }
    await load()
  }

  /// Retry under the error: loads the list again, even while a load is on its way (T1).
  public func retry() async {
    await load()
  }

  /// The screen goes away (L1): its load stops, quietly, and what the screen shows stays.
  /// The view cancels the task the load runs in, but a view model doesn't choose how it is
  /// called: it cancels the load it keeps itself.
  public func stopLoading() {
    latestLoad?.cancel()
    latestLoad = nil
    isLoading = false
  }

  /// Loads the list for the caller: closing the screen cancels it, which is right for a load.
  ///
  /// The stretch: Retry always loads (T1), so a load may replace one on its way, and must
  /// cancel it. To cancel it, the view model needs a handle on it: the request runs in a task
  /// of its own, `latestLoad`, which the caller awaits. That task is not a child of the
  /// caller's, so the cancellation handler passes on the caller's cancellation: closing the
  /// screen still stops the load (L1). The save is the opposite on purpose: nothing passes the
  /// caller's cancellation on to it.
  private func load() async {
    isLoading = true
    errorMessage = nil
    latestLoad?.cancel()
    let request = Task { [service] () -> Result<[Todo], any Error> in
      do {
        return .success(try await service.fetchTodos())
      } catch {
        return .failure(error)
      }
    }
    latestLoad = request
    let answer = await withTaskCancellationHandler {
      await request.value
    } onCancel: {
      request.cancel()
    }
    // A newer load replaced this one, or the screen went away meanwhile: nobody waits for this
    // list, and a cancellation is no failure (T1, L1).
    guard latestLoad == request, !Task.isCancelled else { return }
    latestLoad = nil
    isLoading = false
    switch answer {
    case .success(let loaded):
      todos = loaded
      hasLoaded = true
    case .failure:
      errorMessage = UserMessage.todosLoadFailed
    }
  }

  // MARK: Adding, the user's change

  /// Adds the title in the field: shown at once and marked saving, taken back if the server refuses (T2, T3).
  public func add() async {
    guard !isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      errorMessage = error.message
      return
    }
    let todo = Todo(id: makeTodoID(), title: title)
    todos.append(todo)
    saving.insert(todo.id)
    field = ""
    errorMessage = nil
    let saved = await send(todo)
    // The answer lands here, in the view model, whether the screen is open or not:
    // the mark goes either way, and a refusal takes the change back (T3, L2).
    saving.remove(todo.id)
    guard !saved else { return }
    todos.removeAll { $0.id == todo.id }
    // Nothing typed is lost: the title comes back only to an empty field.
    if field.isEmpty { field = title }
    errorMessage = UserMessage.addFailed(title)
  }

  /// Saves `todo` in a task of its own, and tells whether the server took it.
  ///
  /// `Task { }` starts a new task, not a child of the caller's: cancelling the caller, as
  /// SwiftUI does when the screen goes away, doesn't reach it. Waiting for its `value`
  /// doesn't end when the waiter is cancelled either, so `add()` goes on to its last
  /// lines when the answer comes, and applies it. The load does the opposite on purpose:
  /// it is the screen's own work, and closing the screen must stop it (L1).
  private func send(_ todo: Todo) async -> Bool {
    await Task { [service] in
      do {
        try await service.save(todo)
        return true
      } catch {
        return false
      }
    }.value
  }
}
