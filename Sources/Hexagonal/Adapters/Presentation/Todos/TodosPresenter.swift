// TodosPresenter: the Todos screen's adapter, from gestures to the todo use cases and back to a screen.
// Lesson 04 reads it for which layer decides what; lesson 06 for the optimistic changes and their rollback.

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-todos-presenter
/// The Todos screen, on the presentation side of the hexagon.
///
/// The use cases decide what a change is: a valid title, what a toggle flips,
/// which todos are completed. This adapter decides what the screen shows while
/// a change waits for its answer: the change at once, marked saving, undone if
/// the repository refuses it (T3–T5, T9). That optimism lives here because it is
/// about a screen: another driving adapter, such as a command line, would call
/// the same use cases, wait for each answer and never show a half-saved todo.
@MainActor
public final class TodosPresenter: TodosUserInterface {
  private let loadTodos: LoadTodos
  private let addTodo: AddTodo
  private let toggleTodo: ToggleTodo
  private let deleteTodo: DeleteTodo
  private let clearCompletedTodos: ClearCompletedTodos
  private let makeTodoID: @MainActor () -> Todo.ID
  private let latestRequest = LatestRequest<TodoList>()

  private var list = TodoList()
  /// The todos whose change waits for the repository's answer.
  private var saving: Set<Todo.ID> = []
  private var hasLoaded = false
  private var isLoading = false
  private var field = ""
  private var currentFilter = TodosScreen.Filter.all
  private var errorMessage: String?

  public init(
    loadTodos: LoadTodos, addTodo: AddTodo, toggleTodo: ToggleTodo, deleteTodo: DeleteTodo,
    clearCompletedTodos: ClearCompletedTodos, makeTodoID: @escaping @MainActor () -> Todo.ID
  ) {
    self.loadTodos = loadTodos
    self.addTodo = addTodo
    self.toggleTodo = toggleTodo
    self.deleteTodo = deleteTodo
    self.clearCompletedTodos = clearCompletedTodos
    self.makeTodoID = makeTodoID
  }

  public var screen: TodosScreen {
    TodosScreen(
      isLoading: isLoading,
      rows: list.todos.filter { currentFilter.shows(isDone: $0.isDone) }.map(row),
      itemsLeft: list.itemsLeft,
      filter: currentFilter,
      field: field,
      error: errorMessage)
  }

  private func row(for todo: Todo) -> TodosScreen.Row {
    TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: saving.contains(todo.id))
  }
}
// snippet.end

// MARK: - Loading

extension TodosPresenter {
  /// Loads the list unless it is shown or on its way (T1).
  public func open() async {
    guard !hasLoaded, !isLoading else { return }
    await load()
  }

  /// Loads the list again, clearing the error while it loads (T1, T10).
  public func retry() async {
    await load()
  }

  private func load() async {
    isLoading = true
    errorMessage = nil
    guard let answer = await latestRequest.send({ [loadTodos] in try await loadTodos() }) else { return }
    isLoading = false
    switch answer {
    case .success(let loaded):
      list = loaded
      hasLoaded = true
    case .failure where Task.isCancelled:
      break  // The screen is going away: a cancelled load is no failure to show.
    case .failure:
      errorMessage = UserMessage.todosLoadFailed
    }
  }
}

// MARK: - Typing and filtering, which send nothing

extension TodosPresenter {
  public func type(_ text: String) async {
    field = text
  }

  /// Changes which rows are visible, and nothing else (T7).
  public func filter(_ filter: TodosScreen.Filter) async {
    currentFilter = filter
  }
}

// MARK: - Changes, shown at once and undone on failure
//
// While the list loads, no change starts: it would land on a list about to be
// replaced. While a row waits for its answer, it takes no other change: two
// changes in flight for one todo could reach the server in either order (T6).
// A cancelled change shows no error: the screen is going away, and the next
// load shows what the server kept (T11).

// snippet.hexagonal-todos-presenter-add
extension TodosPresenter {
  /// Shows the new todo at once, marked saving; on failure takes it out and gives its title back (T2, T3).
  public func add() async {
    guard !isLoading else { return }
    let todo: Todo
    do {
      todo = try addTodo.todo(titled: field, id: makeTodoID)
    } catch {
      errorMessage = error.message
      return
    }
    list.append(todo)
    saving.insert(todo.id)
    field = ""
    errorMessage = nil
    defer { saving.remove(todo.id) }
    do {
      try await addTodo(todo)
    } catch {
      guard !Task.isCancelled else { return }
      list.remove([todo.id])
      // Nothing typed is lost: the title comes back only to an empty field.
      if field.isEmpty { field = todo.title }
      errorMessage = UserMessage.addFailed(todo.title)
    }
  }
}
// snippet.end

extension TodosPresenter {
  /// Flips the row at once, marked saving; on failure flips it back (T4).
  public func toggle(_ id: Todo.ID) async {
    guard !isLoading, !saving.contains(id), let todo = list.todo(id) else { return }
    let toggled = toggleTodo.toggled(todo)
    list.replace(toggled)
    saving.insert(id)
    errorMessage = nil
    defer { saving.remove(id) }
    do {
      try await toggleTodo(toggled)
    } catch {
      guard !Task.isCancelled else { return }
      list.replace(todo)
      errorMessage = UserMessage.updateFailed(todo.title)
    }
  }

  // snippet.hexagonal-todos-presenter-delete
  /// Takes the row out at once; on failure puts it back in its place (T5).
  public func delete(_ id: Todo.ID) async {
    guard !isLoading, !saving.contains(id), let todo = list.todo(id) else { return }
    let removed = list.remove([id])
    errorMessage = nil
    do {
      try await deleteTodo(todo)
    } catch {
      guard !Task.isCancelled else { return }
      list.restore(removed)
      errorMessage = UserMessage.deleteFailed(todo.title)
    }
  }
  // snippet.end

  /// Takes out every completed todo that is not saving, at once; on failure puts them all back (T9).
  public func clearCompleted() async {
    guard !isLoading else { return }
    let completed = clearCompletedTodos.completed(in: list.todos.filter { !saving.contains($0.id) })
    // Nothing to clear: an ignored gesture, which leaves even the error line alone (T10).
    guard !completed.isEmpty else { return }
    let removed = list.remove(completed.map(\.id))
    errorMessage = nil
    do {
      try await clearCompletedTodos(completed)
    } catch {
      guard !Task.isCancelled else { return }
      list.restore(removed)
      errorMessage = UserMessage.clearCompletedFailed
    }
  }
}
