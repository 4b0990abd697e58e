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
  /// The app with SwiftUI views: its one store over the scripted server, and the root view, which
  /// the hosted driver plays as a UI test plays an app. Each transition is told to the narrator as
  /// the screen's store it concerns sees it.
  static func hosted(_ context: DriverContext, narrator: Narrator?) -> HostedDriver {
    let server = context.server
    let store = AppStore(
      profileAPI: ScriptedServerAPI(server: server, narrator: narrator, store: "ProfileStore"),
      todosAPI: ScriptedServerAPI(server: server, narrator: narrator, store: "TodosStore"),
      makeTodoID: context.makeTodoID)
    if let narrator {
      store.onTransition = { intent, before, after in
        switch intent {
        case .profile(let intent): tell(narrator, "ProfileStore", intent, before.profile, after.profile)
        case .todos(let intent): tell(narrator, "TodosStore", intent, before.todos, after.todos)
        case .tabTapped, .linkOpened: tell(narrator, "AppStore", intent, before, after)
        }
      }
    }
    return HostedDriver(AppView(store: store), server: server, narrator: narrator)
  }
  // snippet.end

  /// Tells an intent a store receives, from its view or from an effect's answer, and the members of
  /// the state it changed, found by reflection.
  private static func tell<Intent, State>(
    _ narrator: Narrator, _ store: String, _ intent: Intent, _ before: State, _ after: State
  ) {
    let sender = narrator.takeViewCall() ?? store
    narrator.tell(.message(sender, store, "send(.\(StateDiff.describe(intent)))"))
    for change in StateChanges.between(before, after, named: "state") {
      narrator.tell(.note(store, change))
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
