// The app's model of the user's todos: the list, the changes on their way to the server, and the
// operations on it. Shared by every view that shows todos; the Todos and Todo views own their screens.

import Foundation
import Observation
import SharedModel

// snippet.mv-todos-model
/// The user's todos as the app knows them, with the changes not yet confirmed.
///
/// An app-level `@Observable` model, made once and put in the environment, as
/// ``ProfileModel`` is. It owns the data and what keeps it true to the server:
/// optimistic changes, their rollback, latest-wins loads. It owns no screen:
/// the field and the filter are the Todos view's, the error line the root
/// view's, and a refused change reaches the view that asked as a thrown
/// ``Refusal``, which the view puts in words.
///
/// The list, the Todo screen and the Todos tab's badge all read this one model,
/// so a change made from either screen, and the server's answer to it, show in
/// every place at once (N3): there is no copy of a todo to keep in step.
///
/// Each stored property is observed on its own, so a view that reads only
/// ``todos`` is not drawn again when ``isLoading`` changes.
@MainActor
@Observable
public final class TodosModel {
  /// Every todo, in the server's order, with changes not yet confirmed,
  /// including the todos whose deletion waits for the server's answer.
  public private(set) var todos: [Todo] = []
  /// The todos whose save is on its way to the server (T3, T4).
  public private(set) var saving: Set<Todo.ID> = []
  /// The todos whose deletion is on its way: hidden, but kept in their place
  /// until the server says yes or no (T5, T9).
  public private(set) var deleting: Set<Todo.ID> = []
  /// A request for the list is on its way.
  public private(set) var isLoading = false
  /// The list has arrived at least once.
  public private(set) var hasLoaded = false

  private let service: any TodosService
  private let makeTodoID: @MainActor () -> Todo.ID
  private let latestRequest = LatestRequest<[Todo]>()
  /// Who waits for the next load to end: ``whenNextLoadEnds(_:)``.
  @ObservationIgnored private var loadEndHandlers: [@MainActor (LoadOutcome) -> Void] = []

  /// A new todo's id is made on the device, so that its row can be tracked
  /// before the server has answered. Tests pass ids they can predict.
  public init(
    service: any TodosService,
    makeTodoID: @escaping @MainActor () -> Todo.ID = { Todo.ID(rawValue: UUID().uuidString) }
  ) {
    self.service = service
    self.makeTodoID = makeTodoID
  }

  /// Every todo but those being deleted, in order: the list as it will be if the server agrees.
  public var shownTodos: [Todo] {
    todos.filter(withoutIDsIn: deleting)
  }

  /// How many of ``shownTodos`` are not done (T8).
  public var itemsLeft: Int {
    todos.countNotDone(withoutIDsIn: deleting)
  }

  /// The todo `id` of ``shownTodos``, if the list holds it: one whose deletion is on its way is not there.
  public func todo(_ id: Todo.ID) -> Todo? {
    deleting.contains(id) ? nil : todos.todo(withID: id)
  }

  /// Whether a todo of the list can take a change: the list is not loading, and
  /// no change of that todo is on its way (T6).
  public func canChange(_ id: Todo.ID) -> Bool {
    !isLoading && !saving.contains(id) && !deleting.contains(id)
  }

  /// A change the server refused: it is undone, and `todo` is the todo as it was before it.
  public struct Refusal: Error, Equatable {
    public var todo: Todo

    public init(todo: Todo) {
      self.todo = todo
    }
  }
}
// snippet.end

// MARK: - Loading

extension TodosModel {
  /// How a load ended, for the view that asked.
  public enum LoadOutcome: Equatable, Sendable {
    case loaded
    case failed
    /// A later load replaced this one, or it was stopped: it changed nothing (T1, L1).
    case dropped
  }

  /// Loads the list; the latest load wins (T1).
  public func load() async -> LoadOutcome {
    isLoading = true
    guard let answer = await latestRequest.send({ [service] in try await service.fetchTodos() }) else {
      if Task.isCancelled {
        isLoading = false
        ended(.dropped)
      }
      return .dropped
    }
    isLoading = false
    switch answer {
    case .success(let loaded):
      // T12: the list is the server's now; the marks of changes on their way stay.
      todos = loaded
      hasLoaded = true
      ended(.loaded)
      return .loaded
    case .failure:
      ended(.failed)
      return .failed
    }
  }

  /// Stops the load on its way, if any (L1). Changes go on.
  public func stopLoading() {
    guard isLoading else { return }
    latestRequest.cancel()
    isLoading = false
    ended(.dropped)
  }

  /// Calls `handler` with how the list's next load ends, whoever started it, as it ends: the
  /// load on its way, or the next to start. A load that a later one replaces doesn't count, the
  /// later one does; stopping the list's loads ends it as `.dropped` (L1).
  func whenNextLoadEnds(_ handler: @escaping @MainActor (LoadOutcome) -> Void) {
    loadEndHandlers.append(handler)
  }

  private func ended(_ outcome: LoadOutcome) {
    let handlers = loadEndHandlers
    loadEndHandlers = []
    for handler in handlers { handler(outcome) }
  }
}

// MARK: - Optimistic changes

// A change's request runs in a task of the model's, not in the caller's: the
// screen going away must not cancel what the user asked for (L2). Its answer
// applies to the list as it is when it comes, which a reload may have replaced
// meanwhile (T12), so every todo is found again by id.

extension TodosModel {
  // snippet.mv-todos-model-add (T3)
  /// Adds a todo titled `title`, shown at once and saving; takes it out again and
  /// throws if the server refuses it (T3). The title is one the title rules took.
  public func add(_ title: String) async throws(Refusal) {
    let todo = Todo(id: makeTodoID(), title: title)
    todos.append(todo)
    saving.insert(todo.id)
    let saved = await send { [service] in try await service.save(todo) }
    saving.remove(todo.id)
    guard !saved else { return }
    todos.removeAll(withIDsIn: [todo.id])
    throw Refusal(todo: todo)
  }
  // snippet.end

  // snippet.mv-todos-model-toggle
  /// Flips a todo at once, saving; puts the old mark back and throws if the server refuses (T4).
  /// Does nothing to a todo that can't take a change.
  public func toggle(_ id: Todo.ID) async throws(Refusal) {
    guard canChange(id), let index = todos.index(of: id) else { return }
    let before = todos[index]
    todos[index].isDone.toggle()
    let toggled = todos[index]
    saving.insert(id)
    let saved = await send { [service] in try await service.save(toggled) }
    saving.remove(id)
    guard !saved else { return }
    if let index = todos.index(of: id) {
      todos[index].isDone = before.isDone
    }
    throw Refusal(todo: before)
  }

  // snippet.end

  // snippet.mv-todos-model-rename (N4)
  /// Gives a todo a new title at once, saving; puts the old title back and throws if the server
  /// refuses (N4). Does nothing to a todo that can't take a change. The title is one the title rules took.
  public func rename(_ id: Todo.ID, to title: String) async throws(Refusal) {
    guard canChange(id), let index = todos.index(of: id) else { return }
    let before = todos[index]
    todos[index].title = title
    let renamed = todos[index]
    saving.insert(id)
    let saved = await send { [service] in try await service.save(renamed) }
    saving.remove(id)
    guard !saved else { return }
    // The title from before the Save is set, never worked out again, on the list as it is now (T12).
    if let index = todos.index(of: id) {
      todos[index].title = before.title
    }
    throw Refusal(todo: before)
  }
  // snippet.end

  // snippet.mv-todos-model-delete (T5)
  /// Hides a todo at once; takes it out when the server agrees, shows it again in its place and throws if not (T5).
  public func delete(_ id: Todo.ID) async throws(Refusal) {
    guard canChange(id), let todo = todos.todo(withID: id) else { return }
    deleting.insert(id)
    let deleted = await send { [service] in try await service.delete([id]) }
    deleting.remove(id)
    guard !deleted else {
      todos.removeAll(withIDsIn: [id])
      return
    }
    throw Refusal(todo: todo)
  }

  // snippet.end

  /// The done todos that can take a change: what Clear completed takes off (T9).
  public var clearable: [Todo.ID] {
    todos.filter { $0.isDone && canChange($0.id) }.map(\.id)
  }

  /// Hides every todo in ``clearable`` at once, in one request; shows them all
  /// again in their places and throws if the server refuses (T9). The refusal
  /// names the first of them.
  public func clearCompleted() async throws(Refusal) {
    let ids = clearable
    guard let first = ids.first.flatMap(todos.todo(withID:)) else { return }
    deleting.formUnion(ids)
    let deleted = await send { [service] in try await service.delete(ids) }
    deleting.subtract(ids)
    guard !deleted else {
      todos.removeAll(withIDsIn: Set(ids))
      return
    }
    throw Refusal(todo: first)
  }

  // snippet.mv-send-change (T3, T5, N4)
  /// Sends a change in a task of its own, and tells whether the server took it.
  /// Cancelling the caller does not reach the task: a change is not the screen's to cancel.
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
