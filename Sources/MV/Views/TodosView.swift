// The Todos screen the plain SwiftUI way: a view that reads the app's TodosModel, checks titles, words the
// failures, keeps its own state (the field, the filter, the error line) in the scene, and pushes the Todo screen.

import ScreenContract
import SharedModel

// snippet.mv-todos-view
/// The Todos screen: reads ``TodosModel`` from the environment and calls it; the
/// screen's own logic lives here, in the view, where the plain way puts it.
///
/// In SwiftUI:
///
///     struct TodosView: View {
///       @Environment(TodosModel.self) private var list
///       @Environment(Router.self) private var router
///       @SceneStorage("todos.field") private var field = ""
///       @SceneStorage("todos.filter") private var filter = TodosScreen.Filter.all
///       @SceneStorage("todos.error") private var error: String?
///
///       var body: some View {
///         TextField("What needs to be done?", text: $field)
///           .onSubmit { Task { await add() } }
///         List(list.shownTodos.filter { filter.shows(isDone: $0.isDone) }) { todo in
///           NavigationLink(value: todo.id) {
///             TodoRow(todo: todo, isSaving: list.saving.contains(todo.id))
///           }
///         }
///         Text("\(list.itemsLeft) items left")
///         Picker("Filter", selection: $filter) { … }
///       }
///     }
///
/// What the view owns is what only this screen cares about: the title being
/// typed and its check against the title rules, the filter, and the words of
/// each failure. The Todo screen it pushes shares ``TodosModel`` and the error
/// line (N6), and none of the rest.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let list: TodosModel
  private let router: Router
  /// Handed on to the Todo screen this view pushes.
  private let scene: SceneValues
  @SceneStorage private var field: String
  @SceneStorage private var filterPicked: TodosScreen.Filter
  @SceneStorage private var error: String?

  public init(list: TodosModel, router: Router, scene: SceneValues) {
    self.list = list
    self.router = router
    self.scene = scene
    _field = SceneStorage(wrappedValue: "", Key.field, in: scene)
    _filterPicked = SceneStorage(wrappedValue: .all, Key.filter, in: scene)
    _error = SceneStorage(wrappedValue: nil, Key.error, in: scene)
  }

  /// The scene's keys of the view's own state.
  public enum Key {
    public static let field = "todos.field"
    public static let filter = "todos.filter"
    /// The Todos tab's one error line, the Todo screen's too (N6).
    public static let error = "todos.error"
  }

  // MARK: The parts of the screen, each reading only what it shows

  public var loadingIndicator: Bool { list.isLoading }
  public var textField: String { field }
  public var counter: Int { list.itemsLeft }
  public var filterPicker: TodosScreen.Filter { filterPicked }
  public var errorLine: String? { error }

  public var rowList: [TodosScreen.Row] {
    TodosScreen.Row.rows(list.shownTodos, showing: filterPicked, saving: list.saving)
  }

}
// snippet.end

// MARK: - Gestures

extension TodosView {
  /// `.task`: loads unless the list is shown or on its way (T1).
  public func open() async {
    guard !list.hasLoaded, !list.isLoading else { return }
    await load()
  }

  /// The Retry button: always loads; the latest load wins (T1).
  public func retry() async {
    await load()
  }

  /// `$field`, as the user types.
  public func type(_ text: String) async {
    field = text
  }

  // snippet.mv-todos-view-add
  /// The Add button: checks the title here, then hands it to the list (T2, T3).
  public func add() async {
    guard !list.isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      self.error = error.message
      return
    }
    field = ""
    error = nil
    do {
      try await list.add(title)
    } catch {
      // Nothing typed is lost: the title comes back only to an empty field.
      if field.isEmpty { field = title }
      self.error = UserMessage.addFailed(title)
      // N7: the todo has left the list; its screen, if it shows, goes with it.
      if router.top == error.todo.id { router.path.removeAll() }
    }
  }
  // snippet.end

  // snippet.mv-todos-view-toggle
  public func toggle(_ id: Todo.ID) async {
    guard list.canChange(id) else { return }
    error = nil
    do {
      try await list.toggle(id)
    } catch {
      self.error = UserMessage.updateFailed(error.todo.title)
    }
  }

  // snippet.end

  // snippet.mv-todos-view-delete
  public func delete(_ id: Todo.ID) async {
    guard list.canChange(id) else { return }
    error = nil
    do {
      try await list.delete(id)
    } catch {
      self.error = UserMessage.deleteFailed(error.todo.title)
    }
  }

  // snippet.end

  public func clearCompleted() async {
    guard !list.isLoading, !list.clearable.isEmpty else { return }
    error = nil
    do {
      try await list.clearCompleted()
    } catch {
      self.error = UserMessage.clearCompletedFailed
    }
  }

  /// `$filter`, as the user picks one.
  public func filter(_ filter: TodosScreen.Filter) async {
    filterPicked = filter
  }

  // snippet.mv-todos-view-show
  /// `NavigationLink(value:)`: a tap on a row pushes its Todo screen (N1). A link
  /// waiting for the list is dropped: the user went somewhere else (N8).
  public func show(_ id: Todo.ID) async {
    router.waitingLink = nil
    guard let todo = list.todo(id) else { return }
    TodoView.push(todo, on: router, in: scene)
  }
  // snippet.end

  /// `.onDisappear`, as the tab closes or a pushed screen covers the list: the load on
  /// its way stops, quietly, and so does the link waiting for it; changes go on (L1, L2, N8).
  public func close() async {
    list.stopLoading()
    router.waitingLink = nil
  }

  // snippet.mv-todos-view-load
  /// Loads, and shows the failure of the latest load only (T1, T10). A link waiting
  /// for the list opens against the rows this load brings, or goes if it fails (N8).
  private func load() async {
    error = nil
    switch await list.load() {
    case .loaded:
      if let id = router.waitingLink {
        router.waitingLink = nil
        openLinked(id)
      }
    case .failed:
      error = UserMessage.todosLoadFailed
      router.waitingLink = nil
    case .dropped:
      break
    }
  }
  // snippet.end
}

// MARK: - Links

extension TodosView {
  // snippet.mv-todos-view-link
  /// The tab opened by a link to one of its todos, `archlab://todos/ID` (N8): on a list
  /// that has loaded, with no load on its way, the todo's screen opens at once. Otherwise
  /// the link waits for the load, the one on its way or the one opening starts, and opens
  /// against the rows it brings; a link whose load this call started returns once it is answered.
  public func open(todo id: Todo.ID) async {
    if list.hasLoaded, !list.isLoading {
      openLinked(id)
      return
    }
    router.path.removeAll()
    router.waitingLink = id
    await open()
  }

  /// Opens the screen of the todo a link names, among the todos on the list, whatever the
  /// filter hides. A screen that shows it already stays as it is, field and all.
  private func openLinked(_ id: Todo.ID) {
    guard let todo = list.todo(id) else {
      router.path.removeAll()
      error = UserMessage.todoNotFound
      return
    }
    guard router.top != id else { return }
    TodoView.push(todo, on: router, in: scene)
  }
  // snippet.end
}
