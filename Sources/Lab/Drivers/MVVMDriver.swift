// Plugs MVVM into the engine: the view models and routers over the scripted server, which the app owns,
// and its root view, played as a UI test plays an app.

import LabEngine
import LabLanguage
import LabNarration
import LabServer
import MVVM
import ScreenContract
import SharedModel

/// The MVVM app as the engine plays it: one view model per screen, kept by the app, shown by a view,
/// and the routers that say which screen is on top and follow links.
@MainActor
enum MVVMDriver {
  static let architecture = Architecture(name: "mvvm", summary: "MVVM: @Observable view models, SwiftUI views") {
    context in hosted(context, narrator: context.observer(Narrator.self))
  }

  // snippet.mvvm-hosted
  /// The app with SwiftUI views: its view models and routers over the scripted server, and the
  /// root view, which the hosted driver plays as a UI test plays an app.
  static func hosted(_ context: DriverContext, narrator: Narrator?) -> HostedDriver {
    let server = context.server
    let profileViewModel = ProfileViewModel(service: ScriptedProfileService(server: server, narrator: narrator))
    let todosViewModel = TodosViewModel(
      service: ScriptedTodosService(server: server, narrator: narrator), makeTodoID: context.makeTodoID)
    let router = TodosRouter(list: todosViewModel)
    let appRouter = AppRouter(profile: profileViewModel, todos: router)
    let driver = HostedDriver(AppView(router: appRouter), server: server, narrator: narrator)
    if let narrator { driver.retained = [ObservedObjects([appRouter], narrator: narrator)] }
    return driver
  }
  // snippet.end
}

/// The scripted server as the Profile view model's service.
private struct ScriptedProfileService: ProfileService {
  let server: ScriptedServer
  let narrator: Narrator?

  func fetchProfile() async throws -> Profile {
    try await narrator.relay("ProfileViewModel", "ProfileService.fetchProfile()") { try await server.fetchProfile() }
  }
}

/// The scripted server as the Todos view model's service.
private struct ScriptedTodosService: TodosService {
  let server: ScriptedServer
  let narrator: Narrator?

  func fetchTodos() async throws -> [Todo] {
    try await narrator.relay("TodosViewModel", "TodosService.fetchTodos()") { try await server.fetchTodos() }
  }

  func save(_ todo: Todo) async throws {
    try await narrator.relay("TodosViewModel", "TodosService.save(\(todo.narration))") { try await server.save(todo) }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await narrator.relay("TodosViewModel", "TodosService.delete(\(ids.count) ids)") {
      try await server.delete(ids)
    }
  }
}
