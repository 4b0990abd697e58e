// Plugs the MVP Profile screen into the engine, as Sources/Lab/Drivers plugs in the other architectures.
// Lesson 05: a fourth architecture needs a driver, and nothing else, to be played by every scenario.

import LabEngine
import LabServer
import ScreenContract
import SharedModel

@testable import Exercise10

/// MVP's Profile screen over the scripted server. The Todos screen is not part of the exercise.
@MainActor
final class MVPDriver: Driver {
  static let architecture = Architecture(
    name: "mvp", summary: "MVP: a passive view and a presenter that decides (Profile screen only)"
  ) { context in MVPDriver(context) }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface = NoTodosScreen()
  // The Profile screen only: no Todo screen, no badge, and links change nothing.
  var todo: (any TodoUserInterface)? { nil }
  var badge: Int? { nil }
  func open(_ link: String) async {}

  init(_ context: DriverContext) {
    profile = MVPProfile.make(source: ScriptedProfileSource(server: context.server))
  }
}

/// The scripted server as MVP's model.
private struct ScriptedProfileSource: ProfileSource {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile {
    try await server.fetchProfile()
  }
}

/// A Todos screen that shows nothing and does nothing: no profile scenario opens it.
@MainActor
private final class NoTodosScreen: TodosUserInterface {
  let screen = TodosScreen()
  func open() async {}
  func retry() async {}
  func type(_ text: String) async {}
  func add() async {}
  func toggle(_ id: Todo.ID) async {}
  func delete(_ id: Todo.ID) async {}
  func clearCompleted() async {}
  func filter(_ filter: TodosScreen.Filter) async {}
  func show(_ id: Todo.ID) async {}
  func close() async {}
}
