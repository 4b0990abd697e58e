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
  // What the screen shows, one observed property per piece, as the presentation side keeps it:
  // a view that reads `field` is drawn again when `field` changes, and only then. Views read
  // them; only the presenter writes them.
  public private(set) var list = TodoList()
  public private(set) var isLoading = false
  public private(set) var hasLoaded = false
  public private(set) var field = ""
  public private(set) var filter = TodosScreen.Filter.all
  public private(set) var errorMessage: String?

  /// The todos on screen, in order (T7): reads `list` and `filter` only.
  public var visibleTodos: [Todo] {
    filter.visible(list.shown)
  }

  /// Everything the screen shows, as one value (``State``): what a test compares. Reading it reads every piece.
  public var state: State {
    var state = State()
    (state.list, state.isLoading, state.hasLoaded) = (list, isLoading, hasLoaded)
    (state.field, state.filter, state.errorMessage) = (field, filter, errorMessage)
    return state
  }

  private let useCases: TodoUseCases
  private let makeTodoID: @MainActor () -> Todo.ID
  private let latestRequest = LatestRequest<[Todo]>()

  public init(useCases: TodoUseCases, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    self.useCases = useCases
    self.makeTodoID = makeTodoID
  }
}
// snippet.end

extension TodosPresenter {
  /// Everything the Todos screen shows, as one value.
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

    /// A screen with nothing loaded yet.
    public init() {}
  }
}

// MARK: - Loading

extension TodosPresenter {
  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func open() async {
    guard !hasLoaded, !isLoading else { return }
    await load()
  }

  /// Loads the list again, clearing the error while it loads (T1, T10).
  public func retry() async {
    await load()
  }

  /// The screen goes away: the load in flight stops, quietly (L1). Changes go on.
  public func close() {
    guard isLoading else { return }
    latestRequest.cancel()
    isLoading = false
  }

  private func load() async {
    isLoading = true
    errorMessage = nil
    guard let answer = await latestRequest.send({ [useCases] in try await useCases.loadTodos() }) else {
      if Task.isCancelled { isLoading = false }  // the screen went away: no error to show
      return
    }
    isLoading = false
    switch answer {
    case .success(let loaded):
      // Assigned, not changed in place: `@Observable` compares an assigned value with the one it
      // replaces, so a reload that brings the same todos redraws nothing (T12 keeps them equal).
      var reloaded = list
      reloaded.reload(with: loaded)
      list = reloaded
      hasLoaded = true
    case .failure:
      errorMessage = UserMessage.todosLoadFailed
    }
  }
}

// MARK: - Typing and filtering, which send nothing

extension TodosPresenter {
  public func type(_ text: String) {
    field = text
  }

  /// Changes which rows are visible, and nothing else (T7).
  public func pick(_ filter: TodosScreen.Filter) {
    self.filter = filter
  }
}

// MARK: - Changes, shown at once and kept or undone by the answer

// While the list loads, no change starts: it would land on a list about to be
// replaced (T6). Which changes are allowed otherwise is the use cases' decision.

extension TodosPresenter {
  // snippet.hexagonal-todos-presenter-add
  public func add() async {
    guard !isLoading else { return }
    let new: NewTodo
    do {
      new = try useCases.addTodo.change(titled: field, id: makeTodoID)
    } catch {
      errorMessage = error.message
      return
    }
    field = ""
    guard await !send(new.change, { [useCases] in try await useCases.addTodo(new) }) else { return }
    // Nothing typed is lost: the title comes back only to an empty field.
    if field.isEmpty { field = new.todo.title }
    errorMessage = UserMessage.addFailed(new.todo.title)
  }
  // snippet.end

  public func toggle(_ id: Todo.ID) async {
    guard !isLoading, let toggled = useCases.toggleTodo.change(id, in: list) else { return }
    guard await !send(toggled.change, { [useCases] in try await useCases.toggleTodo(toggled) }) else { return }
    errorMessage = UserMessage.updateFailed(toggled.old.title)
  }

  // snippet.hexagonal-todos-presenter-delete
  public func delete(_ id: Todo.ID) async {
    guard !isLoading, let deleted = useCases.deleteTodo.change(id, in: list) else { return }
    guard await !send(deleted.change, { [useCases] in try await useCases.deleteTodo(deleted) }) else { return }
    errorMessage = UserMessage.deleteFailed(deleted.todo.title)
  }
  // snippet.end

  public func clearCompleted() async {
    // Nothing to clear: an ignored gesture, which leaves even the error line alone (T10).
    guard !isLoading, let cleared = useCases.clearCompletedTodos.change(in: list) else { return }
    guard await !send(cleared.change, { [useCases] in try await useCases.clearCompletedTodos(cleared) }) else {
      return
    }
    errorMessage = UserMessage.clearCompletedFailed
  }

  // snippet.hexagonal-todos-presenter-send
  /// Shows `change` at once, runs `perform` (the use case that carries it out), then keeps or undoes it;
  /// tells whether the server took it.
  ///
  /// The use case runs in a task of the presenter's, not the caller's: the
  /// change is the user's, not the screen's work, so cancelling the caller (the
  /// screen going away) does not reach it, and its answer still lands (L2).
  private func send(_ change: TodoChange, _ perform: @escaping @Sendable () async throws -> Void) async -> Bool {
    list.apply(change)
    errorMessage = nil
    let accepted = await Task {
      do {
        try await perform()
        return true
      } catch {
        return false
      }
    }.value
    if accepted {
      list.confirm(change)
    } else {
      list.undo(change)
    }
    return accepted
  }
  // snippet.end
}
