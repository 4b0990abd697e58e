// TodosPresenter: the Todos tab's driving adapter, from gestures to the todo use cases and back: the list,
// and the Todo screen pushed over it. Lesson 04 reads it for which layer decides what; lesson 05 for the
// changes that outlive the screen.

import HexagonalDomain
import Observation
import ScreenContract
import SharedModel

/// The Todos tab, on the presentation side of the hexagon: the list, and the
/// Todo screen pushed over it.
///
/// The domain decides what a change is and how the list takes it: the use
/// cases decide (a valid title, what a toggle flips, which todos are
/// completed), the ``TodoList`` entity shows, keeps or undoes it. This adapter
/// decides what belongs to a screen: the fields, the filter, the loading
/// indicator, the error line, which Todo screen is pushed, and showing a
/// change before its answer. Another driving adapter, such as a command line,
/// would call the same use cases and wait for each answer.
// snippet.hexagonal-todos-presenter
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
  // The tab's navigation stack (N1): the todo whose Todo screen is pushed over the list, if any, and
  // that screen's own pieces. The todo itself stays in `list`, where both screens read it (N3).
  public private(set) var pushedTodo: Todo.ID?
  public private(set) var todoField = ""
  public private(set) var typedSinceSave = false
  /// A link to a todo, waiting for the list's load on its way (N8).
  public private(set) var waitingLink: Todo.ID?

  /// The todos on screen, in order (T7): reads `list` and `filter` only.
  public var visibleTodos: [Todo] {
    filter.visible(list.shown)
  }

  /// Everything the screen shows, as one value (``State``): what a test compares. Reading it reads every piece.
  public var state: State {
    var state = State()
    (state.list, state.isLoading, state.hasLoaded) = (list, isLoading, hasLoaded)
    (state.field, state.filter, state.errorMessage) = (field, filter, errorMessage)
    (state.pushedTodo, state.todoField, state.typedSinceSave) = (pushedTodo, todoField, typedSinceSave)
    state.waitingLink = waitingLink
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
  /// The Todos tab's badge: the todos left (T8), once a load has succeeded; nothing before (S1).
  public var badge: Int? {
    hasLoaded ? list.itemsLeft : nil
  }
}

extension TodosPresenter {
  /// Everything the Todos tab shows, as one value.
  public struct State: Equatable, Sendable {
    /// The todos, with the changes on their way (the domain's entity).
    public var list = TodoList()
    public var isLoading = false
    /// The list has loaded once, so opening again loads nothing (T1).
    public var hasLoaded = false
    public var field = ""
    public var filter = TodosScreen.Filter.all
    /// The error line: the latest failure (T10), shared by the list and the Todo screen (N6).
    public var errorMessage: String?
    /// The todo whose Todo screen is pushed over the list, if any (N1).
    public var pushedTodo: Todo.ID?
    /// The Todo screen's field, which starts with the todo's title (N2).
    public var todoField = ""
    /// The user typed in the Todo screen's field since its last Save sent (N4).
    public var typedSinceSave = false
    /// A link to a todo, waiting for the list's load on its way (N8).
    public var waitingLink: Todo.ID?

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

  /// The tab comes on screen: the list loads as ``open()`` does, if it is the list that shows. A Todo
  /// screen pushed over it shows again as it was, and the list under it stays covered and loads nothing.
  public func openTab() async {
    guard pushedTodo == nil else { return }
    await open()
  }

  /// Loads the list again, clearing the error while it loads (T1, T10).
  public func retry() async {
    await load()
  }

  /// The list goes away, closed or covered by a Todo screen: the load in flight stops, quietly (L1),
  /// and a link waiting for it is dropped (N8). Changes go on.
  public func close() {
    waitingLink = nil
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
      // A link that waited for this load looks for its todo among the rows it brought (N8).
      if let id = waitingLink {
        waitingLink = nil
        resolve(id)
      }
    case .failure:
      // The link waited for rows that didn't come; the error line says why (N8, T1).
      waitingLink = nil
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
  // snippet.hexagonal-todos-presenter-add (T3)
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

  // snippet.hexagonal-todos-presenter-delete (T5)
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

  // snippet.hexagonal-todos-presenter-send (T3, T5, N4)
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
      // A refused addition takes its todo off the list: a Todo screen showing it closes (N7).
      if let pushedTodo, list.todo(pushedTodo) == nil { pop() }
    }
    return accepted
  }
  // snippet.end
}

// MARK: - The Todo screen, pushed over the list

// The Todo screen shows a todo of `list`, read there each time, and the tab's one error line: a change
// made on either screen, and its answer, shows on both at once (N3, N6). Only its field is its own. Its
// Toggle is the list's ``toggle(_:)``, of the todo it shows (N5).

extension TodosPresenter {
  /// The user taps a row: its Todo screen is pushed, the field filled with its title (N1, N2), and a
  /// link that waits is dropped (N8). Nothing is sent: the list, covered, closes next (``close()``).
  public func show(_ id: Todo.ID) {
    waitingLink = nil
    guard let todo = list.todo(id) else { return }
    push(todo)
  }

  /// Back: the Todo screen goes, and the list shows as it is now. Nothing is sent (N1).
  public func back() {
    pop()
  }

  /// Typing on the Todo screen changes its field, and nothing else (N2).
  public func typeTitle(_ text: String) {
    todoField = text
    typedSinceSave = true
  }

  // snippet.hexagonal-todos-presenter-rename (N4)
  /// Save: the field becomes the title of the todo shown, everywhere at once (N3, N4).
  public func saveTitle() async {
    guard !isLoading, let id = pushedTodo else { return }
    let renamed: RenamedTodo
    do {
      // Nil: nothing to save, a saving todo or the title it has already; the error line stays as it is.
      guard let change = try useCases.renameTodo.change(id, titled: todoField, in: list) else { return }
      renamed = change
    } catch {
      errorMessage = error.message
      return
    }
    todoField = renamed.new.title
    typedSinceSave = false
    guard await !send(renamed.change, { [useCases] in try await useCases.renameTodo(renamed) }) else { return }
    // The old title is back on the list; it comes back to the field too, unless the user typed since.
    if pushedTodo == id, !typedSinceSave { todoField = renamed.old.title }
    errorMessage = UserMessage.renameFailed(renamed.old.title)
  }
  // snippet.end

  /// Delete on the Todo screen: the screen closes at once, and the todo goes as from the list (N5, T5).
  /// A todo the rules keep (T6) keeps its screen open too.
  public func deletePushedTodo() async {
    guard let id = pushedTodo, useCases.deleteTodo.change(id, in: list) != nil else { return }
    pop()
    await delete(id)
  }

  /// Pushes `todo`'s Todo screen, over the list or in place of another todo's.
  private func push(_ todo: Todo) {
    pushedTodo = todo.id
    todoField = todo.title
    typedSinceSave = false
  }

  /// Pops the Todo screen, if one is pushed: the list shows.
  private func pop() {
    pushedTodo = nil
    todoField = ""
    typedSinceSave = false
  }
}

// MARK: - Links

// A link is one more way in (N8): ``DeepLinkAdapter`` calls these as a view calls the gestures above. A
// link asks what opening its screen asks, and nothing more.

// snippet.hexagonal-todos-presenter-links (N8)
extension TodosPresenter {
  /// A later link, of any kind, replaces the one waiting for the list's load (N8).
  public func dropWaitingLink() {
    waitingLink = nil
  }

  /// `archlab://todos`: the Todo screen closes, and the list opens as ``open()`` does (N8). When the tab
  /// is `appearing`, its appearance opens the list (``openTab()``), and this loads nothing.
  public func openList(appearing: Bool) async {
    pop()
    if !appearing { await open() }
  }

  /// `archlab://todos/ID`: the todo's Todo screen, at once if the list has loaded and no load is on its
  /// way; else the list opens as ``open()`` does, or as the `appearing` tab opens it, and the link waits
  /// for the load (N8).
  public func openTodo(_ id: Todo.ID, appearing: Bool) async {
    if hasLoaded, !isLoading {
      resolve(id)
      return
    }
    pop()
    waitingLink = id
    if !appearing { await open() }
  }

  /// Shows the Todo screen of todo `id` if the list holds it (a todo being deleted is not on the list, a
  /// todo the filter hides is); the one already shown stays as it is, field and all. Else the Todo screen
  /// closes, and the error line says the todo doesn't exist (N8).
  private func resolve(_ id: Todo.ID) {
    guard let todo = list.todo(id) else {
      pop()
      errorMessage = UserMessage.todoNotFound
      return
    }
    if pushedTodo != id { push(todo) }
  }
}
// snippet.end
