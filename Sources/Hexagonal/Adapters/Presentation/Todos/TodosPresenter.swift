// TodosPresenter: the Todos screen's driving adapter, from gestures to the todo use cases and back.
// Lesson 04 reads it for which layer decides what; lesson 05 for the changes that outlive the screen.

import HexagonalDomain
import Observation
import ScreenContract
import SharedModel

// snippet.hexagonal-todos-presenter
/// The Todos screen, on the presentation side of the hexagon.
///
/// The domain decides what a change is and how the list takes it: the use
/// cases decide (a valid title, what a toggle flips, which todos are
/// completed), the ``TodoList`` entity shows, keeps or undoes it. This adapter
/// decides what belongs to a screen: the field, the filter, the loading
/// indicator, the error line, and showing a change before its answer. Another
/// driving adapter, such as a command line, would call the same use cases and
/// wait for each answer.
@MainActor
@Observable
public final class TodosPresenter {
  /// What the Todos screen shows.
  public struct State: Equatable, Sendable {
    /// The todos, with the changes on their way (the domain's entity).
    public var list = TodoList()
    public var isLoading = false
    /// The list has loaded once, so opening again loads nothing (T1).
    public var hasLoaded = false
    public var field = ""
    public var filter = TodosScreen.Filter.all
    /// The error line: the latest failure (T10).
    public var errorMessage: String?

    public init() {}

    /// The todos on screen, in order (T7).
    public var visibleTodos: [Todo] {
      filter == .all ? list.shown : list.shown.filter { filter.shows(isDone: $0.isDone) }
    }
  }

  /// What the screen shows: views read it, only the presenter writes it.
  public private(set) var state = State()

  private let useCases: TodoUseCases
  private let makeTodoID: @MainActor () -> Todo.ID
  private let latestRequest = LatestRequest<[Todo]>()

  public init(useCases: TodoUseCases, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    self.useCases = useCases
    self.makeTodoID = makeTodoID
  }
}
// snippet.end

// MARK: - Loading

extension TodosPresenter {
  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func open() async {
    guard !state.hasLoaded, !state.isLoading else { return }
    await load()
  }

  /// Loads the list again, clearing the error while it loads (T1, T10).
  public func retry() async {
    await load()
  }

  /// The screen goes away: the load in flight stops, quietly (L1). Changes go on.
  public func close() {
    guard state.isLoading else { return }
    latestRequest.cancel()
    state.isLoading = false
  }

  private func load() async {
    state.isLoading = true
    state.errorMessage = nil
    guard let answer = await latestRequest.send({ [useCases] in try await useCases.loadTodos() }) else {
      if Task.isCancelled { state.isLoading = false }  // the screen went away: no error to show
      return
    }
    state.isLoading = false
    switch answer {
    case .success(let loaded):
      state.list.reload(with: loaded)
      state.hasLoaded = true
    case .failure:
      state.errorMessage = UserMessage.todosLoadFailed
    }
  }
}

// MARK: - Typing and filtering, which send nothing

extension TodosPresenter {
  public func type(_ text: String) {
    state.field = text
  }

  /// Changes which rows are visible, and nothing else (T7).
  public func pick(_ filter: TodosScreen.Filter) {
    state.filter = filter
  }
}

// MARK: - Changes, shown at once and kept or undone by the answer

// While the list loads, no change starts: it would land on a list about to be
// replaced (T6). Which changes are allowed otherwise is the use cases' decision.

extension TodosPresenter {
  // snippet.hexagonal-todos-presenter-add
  public func add() async {
    guard !state.isLoading else { return }
    let new: NewTodo
    do {
      new = try useCases.addTodo.change(titled: state.field, id: makeTodoID)
    } catch {
      state.errorMessage = error.message
      return
    }
    state.field = ""
    guard await !send(new.change, { [useCases] in try await useCases.addTodo(new) }) else { return }
    // Nothing typed is lost: the title comes back only to an empty field.
    if state.field.isEmpty { state.field = new.todo.title }
    state.errorMessage = UserMessage.addFailed(new.todo.title)
  }
  // snippet.end

  public func toggle(_ id: Todo.ID) async {
    guard !state.isLoading, let toggled = useCases.toggleTodo.change(id, in: state.list) else { return }
    guard await !send(toggled.change, { [useCases] in try await useCases.toggleTodo(toggled) }) else { return }
    state.errorMessage = UserMessage.updateFailed(toggled.old.title)
  }

  // snippet.hexagonal-todos-presenter-delete
  public func delete(_ id: Todo.ID) async {
    guard !state.isLoading, let deleted = useCases.deleteTodo.change(id, in: state.list) else { return }
    guard await !send(deleted.change, { [useCases] in try await useCases.deleteTodo(deleted) }) else { return }
    state.errorMessage = UserMessage.deleteFailed(deleted.todo.title)
  }
  // snippet.end

  public func clearCompleted() async {
    // Nothing to clear: an ignored gesture, which leaves even the error line alone (T10).
    guard !state.isLoading, let cleared = useCases.clearCompletedTodos.change(in: state.list) else { return }
    guard await !send(cleared.change, { [useCases] in try await useCases.clearCompletedTodos(cleared) }) else {
      return
    }
    state.errorMessage = UserMessage.clearCompletedFailed
  }

  // snippet.hexagonal-todos-presenter-send
  /// Shows `change` at once, runs `perform` (the use case that carries it out), then keeps or undoes it;
  /// tells whether the server took it.
  ///
  /// The use case runs in a task of the presenter's, not the caller's: the
  /// change is the user's, not the screen's work, so cancelling the caller (the
  /// screen going away) does not reach it, and its answer still lands (L2).
  private func send(_ change: TodoChange, _ perform: @escaping @Sendable () async throws -> Void) async -> Bool {
    state.list.apply(change)
    state.errorMessage = nil
    let accepted = await Task {
      do {
        try await perform()
        return true
      } catch {
        return false
      }
    }.value
    if accepted {
      state.list.confirm(change)
    } else {
      state.list.undo(change)
    }
    return accepted
  }
  // snippet.end
}
