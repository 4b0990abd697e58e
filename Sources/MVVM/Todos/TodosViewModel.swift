// The Todos screen's view model: the list, optimistic changes and their rollback, and the rename the
// Todo screen asks for. Read in lesson 03 (MVVM); lesson 06 (concurrency) reads why a change runs in a
// task of its own.

import Foundation
import Observation
import ScreenContract
import SharedModel

// snippet.mvvm-todos-view-model
/// Prepares what the Todos screen shows and carries out what the user asks.
///
/// Each part of the screen is a stored property of its own, and Observation
/// tracks each one apart: a view that shows the field is drawn again when
/// ``field`` changes, and only then. What can be worked out (the visible rows,
/// the counter) is computed, so it never disagrees with the list.
///
/// Changes are optimistic: the screen shows a change at once, marked as saving,
/// and takes it back if the server refuses it. Both halves live here, in the
/// view model, which is owned above the view: a change the user made goes on
/// when the screen goes away, and its answer lands here (L2).
///
/// It is the Todos tab's one list: the Todo screen's ``TodoViewModel`` reads its
/// todo here and asks for its changes here, so a row, its Todo screen, the counter
/// and the badge can never disagree (N3).
@MainActor
@Observable
public final class TodosViewModel {
  /// Every todo, in the server's order, with changes not yet confirmed,
  /// including the todos whose deletion waits for the server's answer.
  public private(set) var todos: [Todo] = []
  /// The todos whose save is on its way to the server (T3, T4).
  public private(set) var saving: Set<Todo.ID> = []
  /// The todos the user deleted whose deletion is on its way: hidden, but kept
  /// in their place until the server says yes or no (T5, T9).
  public private(set) var deleting: Set<Todo.ID> = []
  /// A request for the list is on its way.
  public private(set) var isLoading = false
  /// The list has arrived at least once (opening again then loads nothing, T1).
  public private(set) var hasLoaded = false
  /// The text field's content. ``TodosField`` binds to it, and is the one view that reads it.
  public var field = ""
  /// Which todos are visible (T7). The filter's `Picker` binds to it.
  public var filter = TodosScreen.Filter.all
  /// The error line: the message of the latest failure (T10). The Todo screen shows it too (N6).
  public private(set) var errorMessage: String?
  /// Who owns the tab's navigation, and hears what the list does that moves it: the
  /// ``TodosRouter`` over it. Weak, since the router holds the list; not something a screen
  /// shows, so Observation leaves it alone.
  @ObservationIgnored public weak var navigation: (any TodosNavigation)?

  private let service: any TodosService
  private let makeTodoID: @MainActor () -> Todo.ID
  private let latestRequest = LatestRequest<[Todo]>()

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

  /// The todos on screen, in order: every todo not being deleted that the filter lets through.
  ///
  /// Each property is read once, before the loop: every read of an `@Observable`
  /// property goes through its observation registrar, and a read per row is a
  /// registrar call per row (`archlab bench` measures it).
  public var visibleTodos: [Todo] {
    filter.visible(shownTodos)
  }

  /// How many todos on screen are not done, whatever the filter (T8).
  public var itemsLeft: Int {
    todos.countNotDone(withoutIDsIn: deleting)
  }

  /// The Todos tab's badge: the counter, once a list load has succeeded in this run of
  /// the app, and nothing before (S1). Computed, like the counter, so it follows every change.
  public var badge: Int? {
    hasLoaded ? itemsLeft : nil
  }

  // The passes over the list (`filter(withoutIDsIn:)`, `countNotDone`) are the shared model's: not
  // isolated to the main actor, so no todo pays for a run-time check that it runs there (lesson 08).

  /// Every todo but those being deleted, in order.
  public var shownTodos: [Todo] {
    todos.filter(withoutIDsIn: deleting)
  }
}
// snippet.end

// MARK: - Loading

extension TodosViewModel {
  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func loadIfNeeded() async {
    guard !hasLoaded, !isLoading else { return }
    await load()
  }

  /// Retry under the error: loads the list again (T1).
  public func retry() async {
    await load()
  }

  /// The screen goes away: the load in flight stops, quietly (L1). Changes go on.
  public func stopLoading() {
    guard isLoading else { return }
    latestRequest.cancel()
    isLoading = false
  }

  /// Loads the list; the latest load wins, as on the Profile screen (P6).
  private func load() async {
    isLoading = true
    errorMessage = nil
    guard let answer = await latestRequest.send({ [service] in try await service.fetchTodos() }) else {
      if Task.isCancelled { isLoading = false }  // the screen went away: no error to show
      return
    }
    isLoading = false
    switch answer {
    case .success(let loaded):
      // T12: the list is the server's now; the marks of changes on their way stay.
      todos = loaded
      hasLoaded = true
      navigation?.listLoaded()
    case .failure:
      errorMessage = UserMessage.todosLoadFailed
      navigation?.listLoadFailed()
    }
  }
}

// MARK: - Optimistic changes

// A change's request runs in a task of the view model's, not in the caller's:
// cancelling the caller (the screen going away) must not cancel what the user
// asked for (L2). Its answer applies to the list as it is when it comes, which a
// reload may have replaced meanwhile (T12), so every todo is found again by id.

extension TodosViewModel {
  // snippet.mvvm-todos-add (T3)
  /// Adds the title in the field: shown at once and saving, taken back if the
  /// server refuses it (T2, T3).
  public func add() async {
    guard !isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      errorMessage = error.message
      return
    }
    let todo = Todo(id: makeTodoID(), title: title)
    todos.append(todo)
    saving.insert(todo.id)
    field = ""
    errorMessage = nil
    let saved = await send { [service] in try await service.save(todo) }
    saving.remove(todo.id)
    guard !saved else { return }
    todos.removeAll(withIDsIn: [todo.id])
    // Nothing typed is lost: the title comes back only to an empty field.
    if field.isEmpty { field = title }
    errorMessage = UserMessage.addFailed(title)
    navigation?.todoLeft(todo.id)
  }
  // snippet.end

  // snippet.mvvm-todos-toggle
  /// Flips a todo at once, saving, and puts the old value back if the server refuses (T4, T6).
  public func toggle(_ id: Todo.ID) async {
    guard !isLoading, canChange(id), let index = todos.index(of: id) else { return }
    var changed = todos[index]
    changed.isDone.toggle()
    todos[index] = changed
    let toggled = changed
    saving.insert(id)
    errorMessage = nil
    let saved = await send { [service] in try await service.save(toggled) }
    saving.remove(id)
    guard !saved else { return }
    if let index = todos.index(of: id) {
      todos[index].isDone = !toggled.isDone
    }
    errorMessage = UserMessage.updateFailed(toggled.title)
  }
  // snippet.end

  // snippet.mvvm-todos-delete (T5)
  /// Hides a todo at once; takes it out when the server agrees, shows it again in its place if not (T5, T6).
  public func delete(_ id: Todo.ID) async {
    guard !isLoading, canChange(id), let todo = todos.todo(withID: id) else { return }
    deleting.insert(id)
    errorMessage = nil
    navigation?.todoLeft(id)
    let deleted = await send { [service] in try await service.delete([id]) }
    deleting.remove(id)
    if deleted {
      todos.removeAll(withIDsIn: [id])
    } else {
      errorMessage = UserMessage.deleteFailed(todo.title)
    }
  }
  // snippet.end

  /// Hides every done todo that no change is on its way for, in one request;
  /// shows them all again in their places if the server refuses (T9).
  public func clearCompleted() async {
    guard !isLoading else { return }
    let ids = todos.filter { $0.isDone && canChange($0.id) }.map(\.id)
    guard !ids.isEmpty else { return }
    deleting.formUnion(ids)
    errorMessage = nil
    for id in ids { navigation?.todoLeft(id) }
    let deleted = await send { [service] in try await service.delete(ids) }
    deleting.subtract(ids)
    if deleted {
      todos.removeAll(withIDsIn: Set(ids))
    } else {
      errorMessage = UserMessage.clearCompletedFailed
    }
  }

  // snippet.mvvm-todos-rename (N4)
  /// Renames a todo, for its Todo screen: the new title shows at once everywhere, saving,
  /// and the old one comes back if the server refuses it (N4).
  ///
  /// `text` is checked against the title rules, as Add checks the field (T2). A
  /// title they refuse shows its message and sends nothing; a title equal to the
  /// todo's sends nothing either. So does a todo with a change on its way (T6).
  ///
  /// - Parameter sending: Runs as the new title goes out, before the server
  ///   answers; never when nothing is sent.
  public func rename(_ id: Todo.ID, to text: String, sending: () -> Void = {}) async {
    guard canChange(id), let index = todos.index(of: id) else { return }
    let title: String
    do {
      title = try TodoTitle.validate(text)
    } catch {
      errorMessage = error.message
      return
    }
    let oldTitle = todos[index].title
    guard title != oldTitle else { return }
    todos[index].title = title
    let renamed = todos[index]
    saving.insert(id)
    errorMessage = nil
    sending()
    let saved = await send { [service] in try await service.save(renamed) }
    saving.remove(id)
    guard !saved else { return }
    // T12: the title from before the Save, set on the list as it is now, never worked out again.
    if let index = todos.index(of: id) {
      todos[index].title = oldTitle
    }
    errorMessage = UserMessage.renameFailed(oldTitle)
  }
  // snippet.end

  /// Whether the todo with `id` can take a change: no change of it is on its way (T6).
  private func canChange(_ id: Todo.ID) -> Bool {
    !saving.contains(id) && !deleting.contains(id)
  }

  // snippet.mvvm-send-change (T3, T5, N4)
  /// Sends a change in a task of its own, and tells whether the server took it.
  ///
  /// The caller waits for the answer, but cancelling the caller does not reach
  /// the task: a change the user made is not the screen's to cancel.
  private func send(_ change: @escaping @Sendable () async throws -> Void) async -> Bool {
    await Task {
      do {
        try await change()
        return true
      } catch {
        return false
      }
    }.value
  }
  // snippet.end
}

// MARK: - What the list tells the tab

/// What a list tells the owner of its tab's navigation, as it happens, the list already
/// changed: the ``TodosRouter``, in the app.
///
/// The list knows no screen: it reports what happened to it, and the router decides what
/// that does to the navigation. The router never calls back through this: it calls the list.
@MainActor
public protocol TodosNavigation: AnyObject {
  /// A load's rows are on the list: a link that waits for them can be followed (N8).
  func listLoaded()
  /// A load failed, and the error line says so: a link that waits for it is dropped (N8).
  func listLoadFailed()
  /// A todo left the list: its add was refused, or its deletion is on its way. Its Todo
  /// screen has nothing left to show, and closes (N5, N7).
  func todoLeft(_ id: Todo.ID)
}

extension TodosViewModel {
  /// A link named a todo the list doesn't hold: the tab's error line says so (N8).
  public func reportMissingTodo() {
    errorMessage = UserMessage.todoNotFound
  }
}
