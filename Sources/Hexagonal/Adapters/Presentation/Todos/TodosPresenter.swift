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
/// The domain owns every change and every load, from start to answer: the use
/// cases decide (a valid title, what a toggle flips, which todos are
/// completed, whether the list takes a change at all), and run it on the
/// ``TodoList`` entity this presenter holds. They tell it what they did through
/// its output port (``update(_:_:)``), and the presenter presents it: the
/// fields, the filter, the error line, which Todo screen is pushed. Another
/// driving adapter, such as a command line, would call the same use cases with
/// an output of its own.
// snippet.hexagonal-todos-presenter
@MainActor
@Observable
public final class TodosPresenter {
  // What the screen shows, one observed property per piece, as the presentation side keeps it:
  // a view that reads `field` is drawn again when `field` changes, and only then. Views read
  // them; the use cases write `list` and `load` through the output port, and the presenter the rest.
  public private(set) var list = TodoList()
  /// Where the list's loads stand, as the use cases leave it. It is not observed as a whole: the spinner
  /// reads `isLoading` and the badge `hasLoaded`, and each is drawn again only when its own piece changes.
  @ObservationIgnored public private(set) var load = TodoListLoad() {
    didSet { (isLoading, hasLoaded) = (load.isLoading, load.hasLoaded) }
  }
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
    (state.list, state.load, state.field, state.filter) = (list, load, field, filter)
    state.errorMessage = errorMessage
    (state.pushedTodo, state.todoField, state.typedSinceSave) = (pushedTodo, todoField, typedSinceSave)
    state.waitingLink = waitingLink
    return state
  }

  private let useCases: TodoUseCases
  private let makeTodoID: @MainActor () -> Todo.ID

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
    /// Where the list's loads stand: one on its way, one succeeded (T1).
    public var load = TodoListLoad()
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

// MARK: - The output port: what the use cases did, presented

// snippet.hexagonal-todos-presenter-output
extension TodosPresenter: TodoListOutput {
  /// The use cases change the list and its load here, and only here; the presenter presents what they did.
  public func update(
    _ event: TodoListEvent, list change: ((inout TodoList) -> Void)?, load changeLoad: ((inout TodoListLoad) -> Void)?
  ) {
    change?(&list)
    changeLoad?(&load)
    switch event {
    case .loadStarted:
      errorMessage = nil  // every load clears the error line (T10)
    case .loaded:
      // A link that waited for this load looks for its todo among the rows it brought (N8).
      if let id = waitingLink {
        waitingLink = nil
        resolve(id)
      }
    case .loadFailed:
      // The link waited for rows that didn't come; the error line says why (N8, T1).
      waitingLink = nil
      errorMessage = UserMessage.todosLoadFailed
    case .shown(let change):
      errorMessage = nil  // a gesture that sends clears the error line (T10)
      present(shown: change)
    case .undone:
      // A refused addition takes its todo off the list: a Todo screen showing it closes (N7).
      if let pushedTodo, list.todo(pushedTodo) == nil { pop() }
    case .loadStopped, .kept:
      break
    }
  }

  /// What a change showing means for the fields and the Todo screen.
  private func present(shown change: TodoChange) {
    switch change {
    case .add:
      field = ""  // the todo typed is on the list
    case .rename(let id, _, let title) where id == pushedTodo:
      (todoField, typedSinceSave) = (title, false)  // the field shows the title as the rules left it
    case .remove(let removed) where removed.contains { $0.id == pushedTodo }:
      pop()  // Delete on the Todo screen closes it at once (N5)
    case .update, .rename, .remove:
      break
    }
  }
}
// snippet.end

// MARK: - Loading

extension TodosPresenter {
  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func open() async {
    await useCases.loadTodos.open(on: self)
  }

  /// The tab comes on screen: the list loads as ``open()`` does, if it is the list that shows. A Todo
  /// screen pushed over it shows again as it was, and the list under it stays covered and loads nothing.
  public func openTab() async {
    guard pushedTodo == nil else { return }
    await open()
  }

  /// Loads the list again, clearing the error while it loads (T1, T10).
  public func retry() async {
    await useCases.loadTodos(on: self)
  }

  /// The list goes away, closed or covered by a Todo screen: the load in flight stops, quietly (L1),
  /// and a link waiting for it is dropped (N8). Changes go on.
  public func close() {
    waitingLink = nil
    useCases.loadTodos.stop(on: self)
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

// MARK: - Changes: the use cases run them; the presenter says what a refusal means

extension TodosPresenter {
  // snippet.hexagonal-todos-presenter-add (T3)
  public func add() async {
    do {
      guard case .refused(let new) = try await useCases.addTodo(titled: field, id: makeTodoID, on: self) else {
        return
      }
      // Nothing typed is lost: the title comes back only to an empty field.
      if field.isEmpty { field = new.todo.title }
      errorMessage = UserMessage.addFailed(new.todo.title)
    } catch {
      errorMessage = error.message
    }
  }
  // snippet.end

  public func toggle(_ id: Todo.ID) async {
    guard case .refused(let toggled) = await useCases.toggleTodo(id, on: self) else { return }
    errorMessage = UserMessage.updateFailed(toggled.old.title)
  }

  // snippet.hexagonal-todos-presenter-delete (T5)
  public func delete(_ id: Todo.ID) async {
    guard case .refused(let deleted) = await useCases.deleteTodo(id, on: self) else { return }
    errorMessage = UserMessage.deleteFailed(deleted.todo.title)
  }
  // snippet.end

  public func clearCompleted() async {
    // Nothing to clear: an ignored gesture, which leaves even the error line alone (T10).
    guard case .refused = await useCases.clearCompletedTodos(on: self) else { return }
    errorMessage = UserMessage.clearCompletedFailed
  }
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
  /// Save: the field becomes the title of the todo shown, everywhere at once (N3, N4). Nothing to save
  /// (a saving todo, or the title it has already) leaves the error line as it is.
  public func saveTitle() async {
    guard let id = pushedTodo else { return }
    do {
      guard case .refused(let renamed) = try await useCases.renameTodo(id, titled: todoField, on: self) else {
        return
      }
      // The old title is back on the list; it comes back to the field too, unless the user typed since.
      if pushedTodo == id, !typedSinceSave { todoField = renamed.old.title }
      errorMessage = UserMessage.renameFailed(renamed.old.title)
    } catch {
      errorMessage = error.message
    }
  }
  // snippet.end

  /// Delete on the Todo screen: the todo goes as from the list, and its screen closes as it goes (N5,
  /// T5). A todo the rules keep (T6) keeps its screen open too.
  public func deletePushedTodo() async {
    guard let id = pushedTodo else { return }
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
    if load.isSettled {
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
