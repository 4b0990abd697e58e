// A small, plain implementation of the whole feature, for testing the lab itself.
// It is no architecture at all: one class per screen, state and logic together.
// The lab's tests play scenarios against it, so they don't depend on MVI, MVVM or Hexagonal.

import Lab
import ScreenContract
import SharedModel

/// The reference app as the engine plays it.
@MainActor
final class ReferenceDriver: Driver {
  static let name = "reference"
  static let summary = "Reference: the feature in two plain classes (tests only)"

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    profile = ReferenceProfile(server: server)
    todos = ReferenceTodos(server: server, makeTodoID: makeTodoID)
  }
}

@MainActor
final class ReferenceProfile: ProfileUserInterface {
  private let server: ScriptedServer
  private(set) var screen = ProfileScreen()
  private var latest = 0

  init(server: ScriptedServer) { self.server = server }

  func open() async {
    guard screen.name == nil, !screen.isLoading else { return }
    await load()
  }

  func refresh() async { await load() }
  func retry() async { await load() }

  private func load() async {
    latest += 1
    let request = latest
    screen.isLoading = true
    screen.error = nil
    do {
      let profile = try await server.fetchProfile()
      guard request == latest else { return }
      screen.name = profile.name
      screen.email = profile.email
      screen.isLoading = false
    } catch is CancellationError {
      return
    } catch {
      guard request == latest else { return }
      screen.error = UserMessage.profileLoadFailed
      screen.isLoading = false
    }
  }
}

@MainActor
final class ReferenceTodos: TodosUserInterface {
  private let server: ScriptedServer
  private let makeTodoID: @MainActor () -> Todo.ID
  private var todos: [Todo] = []
  private var saving: Set<Todo.ID> = []
  private var isLoaded = false
  private var isLoading = false
  private var field = ""
  private var currentFilter = TodosScreen.Filter.all
  private var error: String?
  private var latest = 0

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    self.server = server
    self.makeTodoID = makeTodoID
  }

  var screen: TodosScreen {
    TodosScreen(
      isLoading: isLoading,
      rows: todos.filter { currentFilter.shows(isDone: $0.isDone) }
        .map { .init(id: $0.id, title: $0.title, isDone: $0.isDone, isSaving: saving.contains($0.id)) },
      itemsLeft: todos.count { !$0.isDone },
      filter: currentFilter,
      field: field,
      error: error)
  }

  func open() async {
    guard !isLoaded, !isLoading else { return }
    await load()
  }

  func retry() async { await load() }

  private func load() async {
    latest += 1
    let request = latest
    isLoading = true
    error = nil
    do {
      let loaded = try await server.fetchTodos()
      guard request == latest else { return }
      todos = loaded
      isLoaded = true
      isLoading = false
    } catch is CancellationError {
      return
    } catch {
      guard request == latest else { return }
      self.error = UserMessage.todosLoadFailed
      isLoading = false
    }
  }

  func type(_ text: String) async { field = text }

  func filter(_ filter: TodosScreen.Filter) async { currentFilter = filter }

  func add() async {
    guard !isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      self.error = error.message
      return
    }
    let todo = Todo(id: makeTodoID(), title: title)
    todos.append(todo)
    saving.insert(todo.id)
    field = ""
    error = nil
    do {
      try await server.save(todo)
      saving.remove(todo.id)
    } catch {
      saving.remove(todo.id)
      todos.removeAll { $0.id == todo.id }
      if field.isEmpty { field = title }
      self.error = UserMessage.addFailed(title)
    }
  }

  func toggle(_ id: Todo.ID) async {
    guard !isLoading, !saving.contains(id), let index = todos.firstIndex(where: { $0.id == id }) else { return }
    var changed = todos[index]
    changed.isDone.toggle()
    todos[index] = changed
    saving.insert(id)
    error = nil
    do {
      try await server.save(changed)
      saving.remove(id)
    } catch {
      saving.remove(id)
      if let index = todos.firstIndex(where: { $0.id == id }) { todos[index].isDone.toggle() }
      self.error = UserMessage.updateFailed(changed.title)
    }
  }

  func delete(_ id: Todo.ID) async {
    guard !isLoading, !saving.contains(id), let index = todos.firstIndex(where: { $0.id == id }) else { return }
    let removed = todos.remove(at: index)
    error = nil
    do {
      try await server.delete([id])
    } catch {
      todos.insert(removed, at: min(index, todos.count))
      self.error = UserMessage.deleteFailed(removed.title)
    }
  }

  func clearCompleted() async {
    guard !isLoading else { return }
    let cleared = todos.enumerated().filter { $0.element.isDone && !saving.contains($0.element.id) }
    guard !cleared.isEmpty else { return }
    let ids = Set(cleared.map(\.element.id))
    todos.removeAll { ids.contains($0.id) }
    error = nil
    do {
      try await server.delete(cleared.map(\.element.id))
    } catch {
      for (index, todo) in cleared { todos.insert(todo, at: min(index, todos.count)) }
      self.error = UserMessage.clearCompletedFailed
    }
  }
}
