// The MVI binding: the scripted server behind MVI's own ProfileAPI and TodosAPI, a store per screen
// owned by the app, and the app's root view, played as a UI test plays it. Lab wiring, outside the
// architecture; lesson 02 shows it.

import LabEngine
import LabNarration
import LabServer
import MVI
import ScreenContract
import SharedModel

/// The MVI app as the engine plays it: one store per screen, kept by the app, shown by the root view.
@MainActor
enum MVIDriver {
  static let architecture = Architecture(
    name: "mvi", summary: "MVI: one State per screen, event Intents, a Store with a pure reducer and async effects"
  ) { context in hosted(context, narrator: context.observer(Narrator.self)) }

  // snippet.mvi-hosted
  /// The app with SwiftUI views: its stores over the scripted server, and the root view, which the
  /// hosted driver plays as a UI test plays an app. Each store tells its transitions to the narrator.
  static func hosted(_ context: DriverContext, narrator: Narrator?) -> HostedDriver {
    let server = context.server
    let profileStore = ProfileStore(api: ScriptedServerAPI(server: server, narrator: narrator, store: "ProfileStore"))
    let todosStore = TodosStore(
      api: ScriptedServerAPI(server: server, narrator: narrator, store: "TodosStore"), makeTodoID: context.makeTodoID)
    if let narrator {
      profileStore.onTransition = tell(narrator, store: "ProfileStore")
      todosStore.onTransition = tell(narrator, store: "TodosStore")
    }
    return HostedDriver(AppView(profile: profileStore, todos: todosStore), server: server, narrator: narrator)
  }
  // snippet.end

  /// Tells each intent a store receives, from its view or from an effect's answer, and the members of
  /// the state it changed, found by reflection.
  private static func tell<Intent, State>(_ narrator: Narrator, store: String) -> (Intent, State, State) -> Void {
    { intent, before, after in
      let sender = narrator.takeViewCall() ?? store
      narrator.tell(.message(sender, store, "send(.\(StateDiff.describe(intent)))"))
      for change in StateChanges.between(before, after, named: "state") {
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
