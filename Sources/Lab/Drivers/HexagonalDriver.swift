// The hexagonal architecture as the engine plays it: the scripted server plugged into the hexagon's
// output ports, the app's root view made by the composition root, and that view played as a UI test
// plays an app. Lesson 04 reads it: to the hexagon, the lab is one more pair of adapters.

import Hexagonal
import HexagonalDomain
import HexagonalPresentation
import LabEngine
import LabNarration
import LabServer
import SharedModel

// snippet.hexagonal-driver
/// Builds the hexagonal app over the scripted server, and hands its root view to the
/// ``HostedDriver``, which plays it through what it renders.
///
/// The adapters it plugs into the ports decorate the scripted server: each port
/// call is told to the narrator on its way through. The hexagon can't tell the
/// difference, and that is the point of a port: anything that honours the
/// protocol can stand behind it, a decorator included. Each todo use case gets an
/// adapter of its own, so the narration names the use case that made each request
/// without guessing it; the presenters' changes are observed as they happen.
@MainActor
enum HexagonalDriver {
  static let architecture = Architecture(
    name: "hexagonal",
    summary: "Hexagonal: use cases and ports in a pure domain, adapters around it, one composition root"
  ) { context in hosted(context, narrator: context.observer(Narrator.self)) }

  /// The app over the scripted server, its root view made by the composition root.
  static func hosted(_ context: DriverContext, narrator: Narrator?) -> HostedDriver {
    let server = context.server
    let profile = CompositionRoot.makeProfilePresenter(
      gateway: ScriptedServerProfileGateway(server: server, narrator: narrator))
    let repository = { (useCase: String, caller: String) in
      ScriptedServerTodoRepository(server: server, narrator: narrator, caller: caller, useCase: useCase)
    }
    let list = "TodosPresenter"
    let useCases = TodoUseCases(
      loadTodos: LoadTodos(repository: repository("LoadTodos", list)),
      addTodo: AddTodo(repository: repository("AddTodo", list)),
      toggleTodo: ToggleTodo(repository: repository("ToggleTodo", list)),
      renameTodo: RenameTodo(repository: repository("RenameTodo", "TodoPresenter")),
      deleteTodo: DeleteTodo(repository: repository("DeleteTodo", list)),
      clearCompletedTodos: ClearCompletedTodos(repository: repository("ClearCompletedTodos", list)))
    let todos = CompositionRoot.makeTodosNavigator(useCases: useCases, makeTodoID: context.makeTodoID)
    let driver = HostedDriver(
      CompositionRoot.makeAppView(profile: profile, todos: todos), server: server, narrator: narrator)
    if let narrator {
      driver.retained = [ObservedObjects([profile, todos.list, todos], narrator: narrator)]
    }
    return driver
  }
}

/// The scripted server as a ``ProfileGateway``, which ``LoadProfile`` alone calls.
private struct ScriptedServerProfileGateway: ProfileGateway {
  let server: ScriptedServer
  let narrator: Narrator?

  func fetchProfile() async throws -> Profile {
    await narrator?.tell(.message("ProfilePresenter", "LoadProfile", "run"))
    return try await narrator.relay("LoadProfile", "ProfileGateway.fetchProfile()") { try await server.fetchProfile() }
  }
}

/// The scripted server as the ``TodoRepository`` of one use case, named `useCase`, which the presenter
/// named `caller` runs.
private struct ScriptedServerTodoRepository: TodoRepository {
  let server: ScriptedServer
  let narrator: Narrator?
  let caller: String
  let useCase: String

  func fetchAll() async throws -> [Todo] {
    await narrator?.tell(.message(caller, useCase, "run"))
    return try await narrator.relay(useCase, "TodoRepository.fetchAll()") { try await server.fetchTodos() }
  }

  func save(_ todo: Todo) async throws {
    await narrator?.tell(.message(caller, useCase, "run"))
    try await narrator.relay(useCase, "TodoRepository.save(\(todo.narration))") { try await server.save(todo) }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    await narrator?.tell(.message(caller, useCase, "run"))
    try await narrator.relay(useCase, "TodoRepository.delete(\(ids.count) ids)") { try await server.delete(ids) }
  }
}
// snippet.end
