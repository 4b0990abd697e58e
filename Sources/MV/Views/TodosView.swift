// The Todos screen the plain SwiftUI way: a view that reads the app's TodosModel, checks titles, words the
// failures, and keeps its own state (the field, the filter, the error line) in the scene.

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
///       @SceneStorage("todos.field") private var field = ""
///       @SceneStorage("todos.filter") private var filter = TodosScreen.Filter.all
///       @SceneStorage("todos.error") private var error: String?
///
///       var body: some View {
///         TextField("What needs to be done?", text: $field)
///           .onSubmit { Task { await add() } }
///         List(list.current.filter { filter.shows(isDone: $0.isDone) }) { todo in
///           TodoRow(todo: todo, isSaving: list.saving.contains(todo.id))
///         }
///         Text("\(list.remaining) items left")
///         Picker("Filter", selection: $filter) { … }
///       }
///     }
///
/// What the view owns is what only this screen cares about: the title being
/// typed and its check against the title rules, the filter, and the words of
/// each failure. A second screen showing todos would share ``TodosModel`` and
/// none of this.
@MainActor
public final class TodosView: TodosUserInterface, TodosScreenParts {
  private let list: TodosModel
  @SceneStorage private var field: String
  @SceneStorage private var filterPicked: TodosScreen.Filter
  @SceneStorage private var error: String?

  public init(list: TodosModel, scene: SceneValues) {
    self.list = list
    _field = SceneStorage(wrappedValue: "", Key.field, in: scene)
    _filterPicked = SceneStorage(wrappedValue: .all, Key.filter, in: scene)
    _error = SceneStorage(wrappedValue: nil, Key.error, in: scene)
  }

  /// The scene's keys of the view's own state.
  public enum Key {
    public static let field = "todos.field"
    public static let filter = "todos.filter"
    public static let error = "todos.error"
  }

  // MARK: The parts of the screen, each reading only what it shows

  public var loadingIndicator: Bool { list.isLoading }
  public var textField: String { field }
  public var counter: Int { list.remaining }
  public var filterPicker: TodosScreen.Filter { filterPicked }
  public var errorLine: String? { error }

  public var rowList: [TodosScreen.Row] {
    TodosScreen.Row.rows(list.current, showing: filterPicked, saving: list.saving)
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

  /// `.onDisappear`: the load on its way stops, quietly; changes go on (L1, L2).
  public func close() async {
    list.stopLoading()
  }

  /// Loads, and shows the failure of the latest load only (T1, T10).
  private func load() async {
    error = nil
    if await list.load() == .failed {
      error = UserMessage.todosLoadFailed
    }
  }
}
