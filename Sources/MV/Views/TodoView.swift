// The Todo screen the plain SwiftUI way: one todo's details, pushed over the list, read from the app's
// TodosModel like the list's rows. Its own state (the field, and whether it was typed in) is in the scene.

import ScreenContract
import SharedModel

// snippet.mv-todo-view
/// The Todo screen: one todo of ``TodosModel``, and a field to rename it.
///
/// In SwiftUI:
///
///     struct TodoView: View {
///       let id: Todo.ID
///       @Environment(TodosModel.self) private var list
///       @Environment(Router.self) private var router
///       @SceneStorage("todo.field") private var field = ""
///       @SceneStorage("todos.error") private var error: String?
///
///       var body: some View {
///         if let todo = list.todo(id) {
///           Form {
///             Text(todo.title).font(.title)
///             Button(todo.isDone ? "Not done" : "Done") { Task { await toggle() } }
///             TextField("Title", text: $field)
///             Button("Save") { Task { await save() } }
///             Button("Delete", role: .destructive) { Task { await delete() } }
///           }
///         }
///       }
///     }
///
/// The todo is not copied into the screen: the title, the done mark and the
/// saving mark are read from the one list each time the screen is drawn, so a
/// change made here shows on the list, and the other way round (N3). The error
/// line is the list's own, under the same key (N6).
///
/// The field is the screen's own, and would be `@State` if it only had to live
/// as long as the view. It is kept in the scene instead, because the answer to a
/// Save can come after the view that sent it has gone: after Back, or once the
/// same todo's screen was pushed again. That answer must still reach the field
/// of the screen that is open (N4). Pushing the screen sets it afresh, as a
/// pushed view's `@State` starts afresh (N2).
@MainActor
public final class TodoView: TodoUserInterface {
  private let id: Todo.ID
  private let list: TodosModel
  private let router: Router
  /// The todo as it was when this view was made, for the screen to show if the list
  /// lost it meanwhile: the screen is closed by then (N5, N7), but draws no empty title.
  private let made: Todo
  @SceneStorage private var field: String
  /// Whether `type` ran since the last Save: a refused rename then leaves the field alone (N4).
  @SceneStorage private var typedSinceSave: Bool
  @SceneStorage private var error: String?

  /// The screen of the todo `id`, or nil if the list doesn't hold it: a destination
  /// whose todo has gone draws nothing.
  public init?(id: Todo.ID, list: TodosModel, router: Router, scene: SceneValues) {
    guard let todo = list.todo(id) else { return nil }
    self.id = id
    self.list = list
    self.router = router
    made = todo
    _field = SceneStorage(wrappedValue: todo.title, Key.field, in: scene)
    _typedSinceSave = SceneStorage(wrappedValue: false, Key.typedSinceSave, in: scene)
    _error = SceneStorage(wrappedValue: nil, TodosView.Key.error, in: scene)
  }

  /// The scene's keys of the view's own state. There is one Todo screen at a time, so one of each.
  public enum Key {
    public static let field = "todo.field"
    public static let typedSinceSave = "todo.typedSinceSave"
  }

  public var screen: TodoScreen {
    let todo = list.todo(id) ?? made
    return TodoScreen(
      id: id, title: todo.title, field: field, isDone: todo.isDone, isSaving: list.saving.contains(id), error: error)
  }
}
// snippet.end

// MARK: - Navigation

extension TodoView {
  // snippet.mv-todo-view-push
  /// Pushes the screen of `todo` over the list, or in place of the one there: what
  /// `NavigationLink(value: todo.id)` does. The new screen's field starts with the
  /// title, nothing typed in it yet (N2).
  static func push(_ todo: Todo, on router: Router, in scene: SceneValues) {
    router.path = [todo.id]
    SceneStorage(wrappedValue: todo.title, Key.field, in: scene).wrappedValue = todo.title
    SceneStorage(wrappedValue: false, Key.typedSinceSave, in: scene).wrappedValue = false
  }
  // snippet.end

  /// The Back button: the screen goes, and the list shows as it is now (N1). Nothing is sent.
  public func back() async {
    _ = router.path.popLast()
  }
}

// MARK: - Gestures

extension TodoView {
  /// `$field`, as the user types.
  public func type(_ text: String) async {
    field = text
    typedSinceSave = true
  }

  // snippet.mv-todo-view-save
  /// The Save button: checks the field against the title rules here, as the list's Add
  /// does, then hands the new title to the list (N4).
  public func save() async {
    guard list.canChange(id), let todo = list.todo(id) else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      self.error = error.message
      return
    }
    // The title it has already: nothing to send, and nothing changes.
    guard title != todo.title else { return }
    field = title
    typedSinceSave = false
    error = nil
    do {
      try await list.rename(id, to: title)
    } catch {
      let oldTitle = error.todo.title
      // Nothing typed is lost: the old title comes back only to a field no one typed in since.
      if router.top == id, !typedSinceSave { field = oldTitle }
      self.error = UserMessage.renameFailed(oldTitle)
    }
  }
  // snippet.end

  /// The done mark: the list's Toggle, from here (N5, T4).
  public func toggle() async {
    guard list.canChange(id) else { return }
    error = nil
    do {
      try await list.toggle(id)
    } catch {
      self.error = UserMessage.updateFailed(error.todo.title)
    }
  }

  // snippet.mv-todo-view-delete
  /// The Delete button: the screen goes at once, then the list's Delete, from here (N5, T5).
  /// If the server refuses, the row comes back on the list, and the screen stays closed.
  public func delete() async {
    guard list.canChange(id) else { return }
    router.path.removeAll()
    error = nil
    do {
      try await list.delete(id)
    } catch {
      self.error = UserMessage.deleteFailed(error.todo.title)
    }
  }
  // snippet.end
}
