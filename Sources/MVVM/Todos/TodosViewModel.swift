// The Todos screen's view model: the list, optimistic changes and their rollback.
// Read in lesson 03 (MVVM); lesson 06 (concurrency pitfalls) reads its cancellation paths.

import Foundation
import Observation
import ScreenContract
import SharedModel

/// Prepares what the Todos screen shows and carries out what the user asks.
///
/// Changes are optimistic: the screen shows a change at once, marked as saving,
/// and takes it back if the server refuses it. Both halves live here, in the
/// view model, where the state lives; the view never sees a request.
///
/// A gesture cut short by cancellation (the app closing) never shows an error:
/// the change may or may not have reached the server, and the next load shows
/// what the server holds (T11).
@MainActor
@Observable
public final class TodosViewModel {
  /// What the screen shows: the view reads it, and only the view model writes it.
  public private(set) var state = TodosViewState()

  private let service: any TodosService
  private let makeTodoID: @MainActor () -> Todo.ID
  /// The list request in flight, so that a newer load can cancel it.
  @ObservationIgnored private var currentRequest: Task<[Todo], any Error>?

  /// Creates a view model over `service`.
  ///
  /// A new todo's id is made here, on the device, so that its row can be
  /// tracked before the server has answered. Tests pass ids they can predict.
  public init(
    service: any TodosService,
    makeTodoID: @escaping @MainActor () -> Todo.ID = { Todo.ID(rawValue: UUID().uuidString) }
  ) {
    self.service = service
    self.makeTodoID = makeTodoID
  }

  // MARK: - Loading

  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func loadIfNeeded() async {
    guard !state.isLoaded, !state.isLoading else { return }
    await load()
  }

  /// Retry under the error: loads the list again (T1).
  public func retry() async {
    await load()
  }

  /// Loads the list; the latest load wins, as on the Profile screen (P6).
  private func load() async {
    currentRequest?.cancel()
    state.isLoading = true
    state.error = nil
    let request = Task { try await service.fetchTodos() }
    currentRequest = request
    do {
      let todos = try await withTaskCancellationHandler {
        try await request.value
      } onCancel: {
        request.cancel()
      }
      guard request == currentRequest else { return }
      state.todos = todos
      state.isLoaded = true
      state.isLoading = false
    } catch {
      guard request == currentRequest else { return }
      state.isLoading = false
      if !request.isCancelled {
        state.error = UserMessage.todosLoadFailed
      }
    }
  }

  // MARK: - Editing without the server

  /// The user edits the text field. The state stays read-only: the view
  /// reports each edit here rather than writing the field itself.
  public func updateField(_ text: String) {
    state.field = text
  }

  /// The user picks a filter: only the visible rows change, nothing is sent (T7).
  public func select(_ filter: TodosScreen.Filter) {
    state.filter = filter
  }

  // MARK: - Optimistic changes

  // snippet.mvvm-todos-add
  /// Adds the title in the field: shown at once and saving, taken back if the
  /// server refuses it (T2, T3).
  public func add() async {
    guard !state.isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(state.field)
    } catch {
      state.error = error.message
      return
    }
    let todo = Todo(id: makeTodoID(), title: title)
    state.todos.append(todo)
    state.savingIDs.insert(todo.id)
    state.field = ""
    state.error = nil
    do {
      try await service.save(todo)
      state.savingIDs.remove(todo.id)
    } catch {
      state.savingIDs.remove(todo.id)
      guard !Task.isCancelled else { return }
      state.todos.removeAll { $0.id == todo.id }
      // Nothing typed is lost: the title comes back only to an empty field.
      if state.field.isEmpty {
        state.field = title
      }
      state.error = UserMessage.addFailed(title)
    }
  }
  // snippet.end

  // snippet.mvvm-todos-toggle
  /// Flips a todo at once, saving, and flips it back if the server refuses (T4, T6).
  public func toggle(_ id: Todo.ID) async {
    guard !state.isLoading, !state.savingIDs.contains(id),
      let index = state.todos.firstIndex(where: { $0.id == id })
    else { return }
    var toggled = state.todos[index]
    toggled.isDone.toggle()
    state.todos[index] = toggled
    state.savingIDs.insert(id)
    state.error = nil
    do {
      try await service.save(toggled)
      state.savingIDs.remove(id)
    } catch {
      state.savingIDs.remove(id)
      guard !Task.isCancelled else { return }
      // Found again by id: the list may have changed while the request was out.
      if let index = state.todos.firstIndex(where: { $0.id == id }) {
        state.todos[index].isDone = !toggled.isDone
      }
      state.error = UserMessage.updateFailed(toggled.title)
    }
  }
  // snippet.end

  // snippet.mvvm-todos-delete
  /// Removes a todo at once, and puts it back in its place if the server refuses (T5, T6).
  public func delete(_ id: Todo.ID) async {
    guard !state.isLoading, !state.savingIDs.contains(id),
      let index = state.todos.firstIndex(where: { $0.id == id })
    else { return }
    let deleted = state.todos.remove(at: index)
    state.error = nil
    do {
      try await service.delete([id])
    } catch {
      guard !Task.isCancelled else { return }
      state.todos.insert(deleted, at: min(index, state.todos.count))
      state.error = UserMessage.deleteFailed(deleted.title)
    }
  }
  // snippet.end

  /// Removes every done todo that is not saving, in one request, and puts them
  /// all back in place if the server refuses (T9).
  public func clearCompleted() async {
    guard !state.isLoading else { return }
    let cleared = state.todos.enumerated().filter { _, todo in
      todo.isDone && !state.savingIDs.contains(todo.id)
    }
    guard !cleared.isEmpty else { return }
    let ids = cleared.map(\.element.id)
    state.todos.removeAll { ids.contains($0.id) }
    state.error = nil
    do {
      try await service.delete(ids)
    } catch {
      guard !Task.isCancelled else { return }
      // In order of position, each insertion puts a todo back where it was.
      for (position, todo) in cleared {
        state.todos.insert(todo, at: min(position, state.todos.count))
      }
      state.error = UserMessage.clearCompletedFailed
    }
  }
}
