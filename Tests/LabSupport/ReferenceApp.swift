// A small, plain implementation of the whole feature, for testing the lab itself.
// It is no architecture at all: one class per screen, state and logic together.
// The lab's tests play scenarios against it, so they don't depend on MVI, MVVM or Hexagonal.

import LabEngine
import LabServer
import ScreenContract
import SharedModel

// snippet.planted-bug
/// A bug planted in the reference app, for tests that prove a checker finds what it should.
public enum PlantedBug: String, CaseIterable, Sendable {
  /// A failed delete puts the row back at the end of the list, not in its place (T5).
  case rollbackAtTheEnd = "rollback-at-the-end"
  /// A failed add gives its title back even over text typed since (T3).
  case titleOverTypedText = "title-over-typed-text"
  /// Closing the Todos screen forgets the saving marks of changes still on their way (L2).
  case closeForgetsChanges = "close-forgets-changes"
  /// A refused delete goes back to the index it had, whatever the list became (T5, T12).
  case rollbackByIndex = "rollback-by-index"
  /// An add keeps the whitespace around its title: a bug in the rules every architecture calls.
  case untrimmedTitle = "untrimmed-title"
  /// A title of exactly 100 characters is refused: in the shared rules too.
  case hundredCharactersRefused = "hundred-characters-refused"
  /// A refused toggle flips its row again: seen only with a reload before the answer (T4, T12).
  case refusalFlipsAgain = "refusal-flips-again"
}
// snippet.end

/// The reference app as the engine plays it.
@MainActor
public final class ReferenceDriver: Driver {
  /// The reference app, named `reference`.
  public static let architecture = Architecture(
    name: "reference", summary: "Reference: the feature in two plain classes (tests only)"
  ) { context in ReferenceDriver(context) }

  /// The reference app with `bug` planted, named after the bug.
  public static func planted(_ bug: PlantedBug) -> Architecture {
    Architecture(name: bug.rawValue, summary: "Reference with a planted bug (tests only)") { context in
      ReferenceDriver(context, bug: bug)
    }
  }

  public let profile: any ProfileUserInterface
  public let todos: any TodosUserInterface
  private let list: ReferenceTodos
  public var todo: (any TodoUserInterface)? { list.detail == nil ? nil : ReferenceTodo(list: list) }
  public var badge: Int? { list.badge }

  init(_ context: DriverContext, bug: PlantedBug? = nil) {
    profile = ReferenceProfile(server: context.server)
    list = ReferenceTodos(server: context.server, makeTodoID: context.makeTodoID, bug: bug)
    todos = list
  }

  /// N8: the three links the app knows; anything else changes nothing.
  public func open(_ text: String) async {
    guard let link = AppLink(text) else { return }
    list.waitingLink = nil
    switch link {
    case .profile: await profile.open()
    case .todos:
      list.detail = nil
      await list.open()
    case .todo(let id): await list.follow(id)
    }
  }
}

@MainActor
final class ReferenceProfile: ProfileUserInterface {
  private let server: ScriptedServer
  private(set) var screen = ProfileScreen()
  private var latest: Task<Profile, any Error>?

  init(server: ScriptedServer) { self.server = server }

  func open() async {
    guard screen.name == nil, !screen.isLoading else { return }
    await load()
  }

  func refresh() async { await load() }
  func retry() async { await load() }

  func close() async {
    latest?.cancel()
    latest = nil
    screen.isLoading = false
  }

  private func load() async {
    latest?.cancel()
    let request = Task { try await server.fetchProfile() }
    latest = request
    screen.isLoading = true
    screen.error = nil
    let answer = await withTaskCancellationHandler {
      await request.result
    } onCancel: {
      request.cancel()
    }
    guard request == latest, !request.isCancelled else {
      if Task.isCancelled { screen.isLoading = false }
      return
    }
    screen.isLoading = false
    switch answer {
    case .success(let profile):
      screen.name = profile.name
      screen.email = profile.email
    case .failure:
      screen.error = UserMessage.profileLoadFailed
    }
  }
}

@MainActor
final class ReferenceTodos: TodosUserInterface {
  private let server: ScriptedServer
  private let makeTodoID: @MainActor () -> Todo.ID
  private var todos: [Todo] = []
  private var saving: Set<Todo.ID> = []
  private var deleting: Set<Todo.ID> = []
  private var isLoaded = false
  private var isLoading = false
  private var field = ""
  private var currentFilter = TodosScreen.Filter.all
  private var error: String?
  private var latest: Task<[Todo], any Error>?
  private let bug: PlantedBug?
  /// The Todo screen over the list: which todo, its field, whether it was typed in since the last Save.
  var detail: (id: Todo.ID, field: String, typed: Bool)?
  /// A link waiting for the list's load (N8).
  var waitingLink: Todo.ID?

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, bug: PlantedBug? = nil) {
    self.server = server
    self.makeTodoID = makeTodoID
    self.bug = bug
  }

  var screen: TodosScreen {
    let shown = todos.filter { !deleting.contains($0.id) }
    return TodosScreen(
      isLoading: isLoading,
      rows: shown.filter { currentFilter.shows(isDone: $0.isDone) }
        .map { .init(id: $0.id, title: $0.title, isDone: $0.isDone, isSaving: saving.contains($0.id)) },
      itemsLeft: shown.count { !$0.isDone },
      filter: currentFilter,
      field: field,
      error: error)
  }

  func open() async {
    guard !isLoaded, !isLoading else { return }
    await load()
  }

  func retry() async { await load() }

  func close() async {
    latest?.cancel()
    latest = nil
    isLoading = false
    waitingLink = nil
    if bug == .closeForgetsChanges { saving = [] }
  }

  var badge: Int? { isLoaded ? todos.count { !$0.isDone && !deleting.contains($0.id) } : nil }

  func show(_ id: Todo.ID) async {
    waitingLink = nil
    if let todo = onList(id) { detail = (id, todo.title, false) }
  }

  func follow(_ id: Todo.ID) async {
    if isLoaded, !isLoading {
      resolve(id)
      return
    }
    detail = nil
    waitingLink = id
    if !isLoading { await load() }
  }

  private func resolve(_ id: Todo.ID) {
    guard let todo = onList(id) else {
      detail = nil
      error = UserMessage.todoNotFound
      return
    }
    if detail?.id != id { detail = (id, todo.title, false) }
  }

  func onList(_ id: Todo.ID) -> Todo? {
    deleting.contains(id) ? nil : todos.first { $0.id == id }
  }

  func typeInDetail(_ text: String) {
    detail?.field = text
    detail?.typed = true
  }

  func back() { detail = nil }

  func save() async {
    guard let detail, !isLoading, canChange(detail.id), let index = todos.firstIndex(where: { $0.id == detail.id })
    else { return }
    let title: String
    do throws(TitleError) {
      title = try TodoTitle.validate(detail.field)
    } catch {
      self.error = error.message
      return
    }
    let old = todos[index]
    guard title != old.title else { return }
    todos[index].title = title
    self.detail = (detail.id, title, false)
    saving.insert(detail.id)
    error = nil
    let sent = todos[index]
    let saved = await send { [server] in try await server.save(sent) }
    saving.remove(detail.id)
    guard !saved else { return }
    if let index = todos.firstIndex(where: { $0.id == detail.id }) { todos[index].title = old.title }
    if let shown = self.detail, shown.id == detail.id, !shown.typed { self.detail?.field = old.title }
    error = UserMessage.renameFailed(old.title)
  }

  func deleteShown() async {
    guard let detail, !isLoading, canChange(detail.id) else { return }
    self.detail = nil
    await delete(detail.id)
  }

  private func load() async {
    latest?.cancel()
    let request = Task { try await server.fetchTodos() }
    latest = request
    isLoading = true
    error = nil
    let answer = await withTaskCancellationHandler {
      await request.result
    } onCancel: {
      request.cancel()
    }
    guard request == latest, !request.isCancelled else {
      if Task.isCancelled { isLoading = false }
      return
    }
    isLoading = false
    switch answer {
    case .success(let loaded):
      todos = loaded
      isLoaded = true
      if let link = waitingLink {
        waitingLink = nil
        resolve(link)
      }
    case .failure:
      waitingLink = nil
      error = UserMessage.todosLoadFailed
    }
  }

  func type(_ text: String) async { field = text }

  func filter(_ filter: TodosScreen.Filter) async { currentFilter = filter }

  /// Sends a change in a task of its own: cancelling the gesture does not cancel the user's change.
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

  private func canChange(_ id: Todo.ID) -> Bool { !saving.contains(id) && !deleting.contains(id) }
  func isSaving(_ id: Todo.ID) -> Bool { saving.contains(id) }

  func add() async {
    guard !isLoading else { return }
    var title: String
    do throws(TitleError) {
      title = try TodoTitle.validate(field)
      if bug == .hundredCharactersRefused, title.count == TodoTitle.maximumLength { throw TitleError.tooLong }
      if bug == .untrimmedTitle { title = field }
    } catch {
      self.error = error.message
      return
    }
    let todo = Todo(id: makeTodoID(), title: title)
    todos.append(todo)
    saving.insert(todo.id)
    field = ""
    error = nil
    let saved = await send { [server] in try await server.save(todo) }
    saving.remove(todo.id)
    guard !saved else { return }
    todos.removeAll { $0.id == todo.id }
    if detail?.id == todo.id { detail = nil }
    if field.isEmpty || bug == .titleOverTypedText { field = title }
    error = UserMessage.addFailed(title)
  }

  func toggle(_ id: Todo.ID) async {
    guard !isLoading, canChange(id), let index = todos.firstIndex(where: { $0.id == id }) else { return }
    var changed = todos[index]
    changed.isDone.toggle()
    todos[index] = changed
    saving.insert(id)
    error = nil
    let sent = changed
    let saved = await send { [server] in try await server.save(sent) }
    saving.remove(id)
    guard !saved else { return }
    if let index = todos.firstIndex(where: { $0.id == id }) {
      if bug == .refusalFlipsAgain { todos[index].isDone.toggle() } else { todos[index].isDone = !changed.isDone }
    }
    error = UserMessage.updateFailed(changed.title)
  }

  func delete(_ id: Todo.ID) async {
    guard !isLoading, canChange(id), let todo = todos.first(where: { $0.id == id }) else { return }
    if bug == .rollbackByIndex, let index = todos.firstIndex(where: { $0.id == id }) {
      todos.remove(at: index)
      error = nil
      let deleted = await send { [server] in try await server.delete([id]) }
      if !deleted {
        todos.insert(todo, at: min(index, todos.count))
        error = UserMessage.deleteFailed(todo.title)
      }
      return
    }
    deleting.insert(id)
    error = nil
    let deleted = await send { [server] in try await server.delete([id]) }
    deleting.remove(id)
    if deleted {
      todos.removeAll { $0.id == id }
    } else {
      if bug == .rollbackAtTheEnd, let index = todos.firstIndex(where: { $0.id == id }) {
        todos.append(todos.remove(at: index))
      }
      error = UserMessage.deleteFailed(todo.title)
    }
  }

  func clearCompleted() async {
    guard !isLoading else { return }
    let ids = todos.filter { $0.isDone && canChange($0.id) }.map(\.id)
    guard !ids.isEmpty else { return }
    deleting.formUnion(ids)
    error = nil
    let deleted = await send { [server] in try await server.delete(ids) }
    deleting.subtract(ids)
    if deleted {
      todos.removeAll { ids.contains($0.id) }
    } else {
      error = UserMessage.clearCompletedFailed
    }
  }
}

/// The Todo screen over the reference list: it reads and changes the list's one todo.
@MainActor
final class ReferenceTodo: TodoUserInterface {
  private let list: ReferenceTodos

  init(list: ReferenceTodos) { self.list = list }

  var screen: TodoScreen {
    let detail = list.detail ?? (Todo.ID(rawValue: ""), "", false)
    let todo = list.onList(detail.id)
    return TodoScreen(
      id: detail.id, title: todo?.title ?? "", field: detail.field, isDone: todo?.isDone ?? false,
      isSaving: list.isSaving(detail.id), error: list.screen.error)
  }

  func type(_ text: String) async { list.typeInDetail(text) }
  func save() async { await list.save() }
  func toggle() async {
    guard let id = list.detail?.id else { return }
    await list.toggle(id)
  }
  func delete() async { await list.deleteShown() }
  func back() async { list.back() }
}
