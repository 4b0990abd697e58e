// TodosPresenter: the Todos list's driving adapter, from gestures to the todo use cases and back.
// Lesson 04 reads it for which layer decides what; lesson 05 for the changes that outlive the screen.

import HexagonalDomain
import Observation
import ScreenContract
import SharedModel

/// The Todos list, on the presentation side of the hexagon: the one list of the
/// tab, which the Todo screen pushed over it reads too (N3).
///
/// The domain owns every change and every load, from start to answer: the use
/// cases decide (a valid title, what a toggle flips, which todos are
/// completed, whether the list takes a change at all), and run it on the
/// ``TodoList`` entity this presenter holds. They tell it what they did through
/// its output port (``update(_:list:load:)``), and the presenter presents it:
/// the field, the filter, the error line. What happens to the list that moves
/// the tab's navigation, it reports to ``navigation``, and knows no screen.
/// Another driving adapter, such as a command line, would call the same use
/// cases with an output of its own.
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
  /// The tab's one error line, which the Todo screen shows too (N6).
  public private(set) var errorMessage: String?

  /// Who owns the tab's navigation, and hears what happens to the list that moves it: the
  /// ``TodosNavigator``, in the app. Weak: the navigator holds this presenter.
  @ObservationIgnored public weak var navigation: (any TodosNavigation)?

  /// The todos on screen, in order (T7): reads `list` and `filter` only.
  public var visibleTodos: [Todo] {
    filter.visible(list.shown)
  }

  /// Everything the screen shows, as one value (``State``): what a test compares. Reading it reads every piece.
  public var state: State {
    var state = State()
    (state.list, state.load, state.field, state.filter) = (list, load, field, filter)
    state.errorMessage = errorMessage
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
  /// Everything the Todos list shows, as one value.
  public struct State: Equatable, Sendable {
    /// The todos, with the changes on their way (the domain's entity).
    public var list = TodoList()
    /// Where the list's loads stand: one on its way, one succeeded (T1).
    public var load = TodoListLoad()
    public var field = ""
    public var filter = TodosScreen.Filter.all
    /// The error line: the latest failure (T10), shared by the list and the Todo screen (N6).
    public var errorMessage: String?

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
      navigation?.listLoaded()  // a link that waited for these rows can be followed (N8)
    case .loadFailed:
      errorMessage = UserMessage.todosLoadFailed
      navigation?.listLoadFailed()  // a link that waited for rows that didn't come is dropped (N8)
    case .shown(let change):
      errorMessage = nil  // a gesture that sends clears the error line (T10)
      switch change {
      case .add: field = ""  // the todo typed is on the list
      case .remove(let removed): for todo in removed { navigation?.todoLeft(todo.id) }  // its screen closes (N5)
      case .update, .rename: break
      }
    case .undone(.add(let todo)):
      navigation?.todoLeft(todo.id)  // a refused addition takes its todo off the list (N7)
    case .loadStopped, .kept, .undone:
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

  /// Loads the list again, clearing the error while it loads (T1, T10).
  public func retry() async {
    await useCases.loadTodos(on: self)
  }

  /// The list goes away, closed or covered by a Todo screen: the load in flight stops, quietly (L1).
  /// Changes go on.
  public func close() {
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

  /// A change made on a Todo screen failed: the tab's one error line says so (N6).
  public func report(_ message: String) {
    errorMessage = message
  }
}

// MARK: - What the list tells the tab

/// What the list tells the owner of its tab's navigation, as it happens, the list
/// already changed: the ``TodosNavigator``, in the app.
///
/// The list knows no screen: it reports what happened to it, and the navigator decides
/// what that does to the stack. The navigator never calls back through this: it calls
/// the list's presenter.
@MainActor
public protocol TodosNavigation: AnyObject {
  /// A load's rows are on the list: a link that waits for them can be followed (N8).
  func listLoaded()
  /// A load failed, and the error line says so: a link that waits for it is dropped (N8).
  func listLoadFailed()
  /// A todo left the list: its addition was refused, or its deletion is on its way. Its
  /// Todo screen has nothing left to show, and closes (N5, N7).
  func todoLeft(_ id: Todo.ID)
}
