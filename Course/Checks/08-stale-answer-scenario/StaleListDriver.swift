// A deliberately broken app for exercise 08: MVI's own app, its Todos reducer with latest wins taken out.
// Lesson 06: the bug of the seed article's store, where every answer lands, even an old one.

import LabDrivers
import LabEngine
import LabServer
import MVI
import SharedModel

/// MVI's app, views and store as they are, played through what it renders, except for one line of
/// its reducer.
@MainActor
enum StaleListDriver {
  static let architecture = Architecture.app(
    name: "stale-list", summary: "MVI, except that a new load of the todo list doesn't cancel the one in flight"
  ) { context in
    let server = context.server
    let makeTodoID = context.makeTodoID
    return app(server: server, makeTodoID: makeTodoID) { effect in await perform(effect, server: server) }
  }

  /// MVI's app over `server`, except that the Todos screen's cancellations are dropped, so every load
  /// runs to its end and every answer is applied when it arrives, old or new; `performTodos` does the
  /// Todos screen's effects.
  static func app(
    server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID,
    performTodos: @escaping @MainActor (TodosEffect) async -> TodosIntent?
  ) -> AppView {
    let performProfile = ProfileStore.perform(api: ServerAPI(server: server))
    let store = AppStore(
      initialState: AppState(),
      reduce: { state, intent in
        // The bug: the Todos reducer's cancellations never reach the store.
        AppReducer.reduce(&state, intent, newTodoID: makeTodoID).filter { effect in
          guard case .todos(let todos) = effect else { return true }
          return todos.cancels == nil
        }
      },
      perform: { effect in
        switch effect {
        case .profile(let effect): await performProfile(effect).map(AppIntent.profile)
        case .todos(let effect): await performTodos(effect).map(AppIntent.todos)
        }
      })
    return AppView(store: store)
  }

  /// What MVI's TodosStore does for each effect, over the scripted server. The stretch's broken store calls it too.
  static func perform(_ effect: TodosEffect, server: ScriptedServer) async -> TodosIntent? {
    await TodosStore.perform(api: ServerAPI(server: server))(effect)
  }
}

/// The scripted server as MVI's ProfileAPI and TodosAPI.
struct ServerAPI: ProfileAPI, TodosAPI {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile {
    try await server.fetchProfile()
  }

  func fetchTodos() async throws -> [Todo] {
    try await server.fetchTodos()
  }

  func save(_ todo: Todo) async throws {
    try await server.save(todo)
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await server.delete(ids)
  }
}

/// What `work` returned, or the error it threw. On the main actor, where the scripted server lives.
@MainActor
func outcome<Value>(_ work: () async throws -> Value) async -> Result<Value, any Error> {
  do {
    return .success(try await work())
  } catch {
    return .failure(error)
  }
}
