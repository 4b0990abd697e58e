// Plugs MVVM into the engine, twice: with declarative views (`mvvm`) and with
// UIKit-style view controllers (`mvvm-imperative`), over the same view models.
// Lesson 03 plays both to show that how a view draws changes nothing the user sees.

import MVVM
import ScreenContract
import SharedModel

/// MVVM with declarative views: each screen is computed from its view model's state.
@MainActor
final class MVVMDriver: Driver {
  static let name = "mvvm"
  static let summary = "MVVM: @Observable view models, declarative views"

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    profile = ProfileView(viewModel: ProfileViewModel(service: ScriptedProfileService(server: server)))
    todos = TodosView(
      viewModel: TodosViewModel(service: ScriptedTodosService(server: server), makeTodoID: makeTodoID))
  }
}

/// MVVM with imperative views: each controller subscribes to its view model and renders by hand.
@MainActor
final class MVVMImperativeDriver: Driver {
  static let name = "mvvm-imperative"
  static let summary = "MVVM: the same view models, UIKit-style controllers that render(_:) by hand"

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    profile = ProfileViewController(viewModel: ProfileViewModel(service: ScriptedProfileService(server: server)))
    todos = TodosViewController(
      viewModel: TodosViewModel(service: ScriptedTodosService(server: server), makeTodoID: makeTodoID))
  }
}

/// The scripted server as the Profile view model's service.
private struct ScriptedProfileService: ProfileService {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile {
    try await server.fetchProfile()
  }
}

/// The scripted server as the Todos view model's service.
private struct ScriptedTodosService: TodosService {
  let server: ScriptedServer

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
