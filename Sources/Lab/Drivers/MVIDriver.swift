// The MVI binding: the scripted server behind MVI's own ProfileAPI and TodosAPI, a store per screen
// owned by the app, and a view per opening. Lab wiring, outside the architecture; lesson 02 shows it.

import LabEngine
import LabNarration
import LabServer
import MVI
import ScreenContract
import SharedModel

/// The MVI app as the engine plays it: one store per screen, kept by the app, each shown by its view.
@MainActor
final class MVIDriver: Driver {
  static let architecture = Architecture(
    name: "mvi", summary: "MVI: one State per screen, event Intents, a Store with a pure reducer and async effects"
  ) { context in MVIDriver(context, narrator: context.observer(Narrator.self)) }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  private let todoHost: TodoHost
  private let todosStore: TodosStore
  private let links: LinkEntry
  var todo: (any TodoUserInterface)? { todoHost.ifOpen }
  var badge: Int? { todosStore.badge }

  init(_ context: DriverContext, narrator: Narrator?) {
    let server = context.server
    let profileStore = ProfileStore(api: ScriptedServerAPI(server: server, narrator: narrator, store: "ProfileStore"))
    let todosStore = TodosStore(
      api: ScriptedServerAPI(server: server, narrator: narrator, store: "TodosStore"), makeTodoID: context.makeTodoID)
    if let narrator {
      profileStore.onTransition = Self.tell(narrator, store: "ProfileStore", fields: .mviProfile)
      todosStore.onTransition = Self.tell(narrator, store: "TodosStore", fields: .mviTodos)
    }
    profile = ProfileHost(narration: narrator.map { Narration(narrator: $0, view: "ProfileView") }) {
      ProfileView(store: profileStore)
    }
    todos = TodosHost(narration: narrator.map { Narration(narrator: $0, view: "TodosView") }) {
      TodosView(store: todosStore)
    }
    // The Todo screen is a view of the Todos store, there while the state's stack holds a todo.
    todoHost = TodoHost(
      narration: narrator.map { Narration(narrator: $0, view: "TodoView") },
      screenOnTop: { todosStore.detail?.id }, makeView: { TodoView(store: todosStore) })
    self.todosStore = todosStore
    let appLinks = AppLinks(profile: profileStore, todos: todosStore)
    links = LinkEntry(narration: narrator.map { Narration(narrator: $0, view: "AppLinks") }) { await appLinks.open($0) }
  }

  func open(_ link: String) async {
    await links.open(link)
  }

  /// Tells each intent a store receives, from its view or from an effect's answer, and what it changed.
  private static func tell<Intent, State>(
    _ narrator: Narrator, store: String, fields: StateFields<State>
  ) -> (Intent, State, State) -> Void {
    { intent, before, after in
      let sender = narrator.takeViewCall() ?? store
      narrator.tell(.message(sender, store, "send(.\(StateDiff.describe(intent)))"))
      for change in fields.changes(of: "state", from: before, to: after) {
        narrator.tell(.note(store, change))
      }
    }
  }
}

/// The scripted server, seen through the APIs the MVI stores ask for.
private struct ScriptedServerAPI: ProfileAPI, TodosAPI {
  let server: ScriptedServer
  let narrator: Narrator?
  /// The store whose effects call it.
  let store: String

  func fetchProfile() async throws -> Profile {
    try await narrator.relay(store, "ProfileAPI.fetchProfile()") { try await server.fetchProfile() }
  }

  func fetchTodos() async throws -> [Todo] {
    try await narrator.relay(store, "TodosAPI.fetchTodos()") { try await server.fetchTodos() }
  }

  func save(_ todo: Todo) async throws {
    try await narrator.relay(store, "TodosAPI.save(\(todo.narration))") { try await server.save(todo) }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await narrator.relay(store, "TodosAPI.delete(\(ids.count) ids)") { try await server.delete(ids) }
  }
}
