// A deliberately broken app for exercise 08: MVI's own Todos screen, with latest wins taken out of its list.
// Lesson 06: the bug of the seed article's store, where every answer lands, even an old one.

import LabEngine
import LabServer
import MVI
import ScreenContract
import SharedModel

/// MVI's Profile store as it is, and its Todos screen with a stale-answer bug.
@MainActor
final class StaleListDriver: Driver {
  static let architecture = Architecture(
    name: "stale-list", summary: "MVI, except that a new load of the todo list doesn't replace the one in flight"
  ) { context in StaleListDriver(context) }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  // The list's stale-answer bug is the whole exercise: no Todo screen, no badge, no links.
  var todo: (any TodoUserInterface)? { nil }
  var badge: Int? { nil }
  func open(_ link: String) async {}

  init(_ context: DriverContext) {
    let server = context.server
    let makeTodoID = context.makeTodoID
    profile = ProfileScreenOverStore(store: ProfileStore(api: ServerProfileAPI(server: server)))
    let store = Store<TodosState, TodosIntent, EveryAnswerLands>(
      initialState: TodosState(),
      reduce: { state, intent in
        TodosReducer.reduce(&state, intent, newTodoID: makeTodoID).map(EveryAnswerLands.init)
      },
      perform: { wrapped in await Self.perform(wrapped.effect, server: server) })
    todos = BrokenListView(store: store)
  }

  /// What MVI's TodosStore does for each effect. The stretch's broken store calls it too.
  static func perform(_ effect: TodosEffect, server: ScriptedServer) async -> TodosIntent? {
    switch effect {
    case .fetchTodos:
      return .todosAnswered(await outcome { try await server.fetchTodos() })
    case .stopFetching:
      return nil
    case .saveNew(let todo):
      return .addAnswered(todo, await outcome { try await server.save(todo) })
    case .saveToggled(let todo):
      return .toggleAnswered(todo, await outcome { try await server.save(todo) })
    case .saveRenamed(let todo, let oldTitle):
      return .renameAnswered(todo, oldTitle: oldTitle, await outcome { try await server.save(todo) })
    case .delete(let todo):
      return .deleteAnswered(todo, await outcome { try await server.delete([todo.id]) })
    case .deleteCompleted(let todos):
      return .clearCompletedAnswered(todos, await outcome { try await server.delete(todos.map(\.id)) })
    }
  }
}

/// MVI's TodosEffect, with the one difference that makes the bug: no effect is latest-wins.
///
/// A new load no longer cancels the load in flight, and the older answer, arriving
/// last, overwrites the list.
struct EveryAnswerLands: SideEffect {
  var effect: TodosEffect
  var latestWinsID: TodosEffect.LatestWinsID? { nil }
}

/// MVI's TodosView over a broken store, whatever its effects.
@MainActor
final class BrokenListView<Effect: SideEffect>: TodosUserInterface {
  private let store: Store<TodosState, TodosIntent, Effect>

  init(store: Store<TodosState, TodosIntent, Effect>) {
    self.store = store
  }

  var screen: TodosScreen {
    let state = store.state
    return TodosScreen(
      isLoading: state.isLoading,
      rows: state.visibleTodos.map { todo in
        TodosScreen.Row(
          id: todo.id, title: todo.title, isDone: todo.isDone, isSaving: state.saving.contains(todo.id))
      },
      itemsLeft: state.itemsLeft,
      filter: state.filter,
      field: state.field,
      error: state.errorMessage
    )
  }

  func open() async { await store.send(.viewAppeared) }
  func retry() async { await store.send(.retryTapped) }
  func type(_ text: String) async { await store.send(.fieldEdited(text)) }
  func add() async { await store.send(.addTapped) }
  func toggle(_ id: Todo.ID) async { await store.send(.toggleTapped(id)) }
  func delete(_ id: Todo.ID) async { await store.send(.deleteSwiped(id)) }
  func clearCompleted() async { await store.send(.clearCompletedTapped) }
  func filter(_ filter: TodosScreen.Filter) async { await store.send(.filterPicked(filter)) }
  func show(_ id: Todo.ID) async { await store.send(.rowTapped(id)) }
  func close() async { await store.send(.viewDisappeared) }
}

/// MVI's Profile store, each gesture sent as the intent MVI's ProfileView sends.
@MainActor
final class ProfileScreenOverStore: ProfileUserInterface {
  private let store: ProfileStore

  init(store: ProfileStore) {
    self.store = store
  }

  var screen: ProfileScreen {
    ProfileScreen(
      isLoading: store.isLoading, name: store.profile?.name, email: store.profile?.email, error: store.errorMessage)
  }

  func open() async { await store.send(.viewAppeared) }
  func refresh() async { await store.send(.refreshPulled) }
  func retry() async { await store.send(.retryTapped) }
  func close() async { await store.send(.viewDisappeared) }
}

/// The scripted server as MVI's ProfileAPI.
struct ServerProfileAPI: ProfileAPI {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile {
    try await server.fetchProfile()
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
