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
  private let observers: [AnyObject]

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    let models = MVVMViewModels(server: server, makeTodoID: makeTodoID, narrator: narrator)
    profile = models.narrated(ProfileView(viewModel: models.profile), view: "ProfileView")
    todos = models.narrated(TodosView(viewModel: models.todos), view: "TodosView")
    observers = models.observers
  }
}

/// MVVM with imperative views: each controller subscribes to its view model and renders by hand.
@MainActor
final class MVVMImperativeDriver: Driver {
  static let name = "mvvm-imperative"
  static let summary = "MVVM: the same view models, UIKit-style controllers that render(_:) by hand"
  static let isVariant = true

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  private let observers: [AnyObject]

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    let models = MVVMViewModels(server: server, makeTodoID: makeTodoID, narrator: narrator)
    profile = models.narrated(ProfileViewController(viewModel: models.profile), view: "ProfileViewController")
    todos = models.narrated(TodosViewController(viewModel: models.todos), view: "TodosViewController")
    observers = models.observers
  }
}

/// The two view models over the scripted server, with what they do told to the narrator:
/// the calls a view makes, the service calls, and each change of `state` as Observation reports it.
@MainActor
private struct MVVMViewModels {
  let profile: ProfileViewModel
  let todos: TodosViewModel
  let narrator: Narrator
  let observers: [AnyObject]

  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator) {
    let profile = ProfileViewModel(service: ScriptedProfileService(server: server, narrator: narrator))
    let todos = TodosViewModel(
      service: ScriptedTodosService(server: server, narrator: narrator), makeTodoID: makeTodoID)
    self.profile = profile
    self.todos = todos
    self.narrator = narrator
    observers = [
      ObservedState("ProfileViewModel", narrator: narrator) { profile.state },
      ObservedState("TodosViewModel", narrator: narrator) { todos.state },
    ]
  }

  func narrated(_ view: any ProfileUserInterface, view name: String) -> any ProfileUserInterface {
    NarratedProfile(view, view: name, narrator: narrator) { gesture in
      let method = ["open": "loadIfNeeded()", "refresh": "refresh()", "retry": "retry()"][gesture]
      return method.map { ("ProfileViewModel", $0) }
    }
  }

  func narrated(_ view: any TodosUserInterface, view name: String) -> any TodosUserInterface {
    NarratedTodos(view, view: name, narrator: narrator) { gesture in
      let methods = [
        "open": "loadIfNeeded()", "retry": "retry()", "type": "updateField(_:)", "add": "add()",
        "toggle": "toggle(_:)", "delete": "delete(_:)", "clear-completed": "clearCompleted()",
        "filter": "select(_:)",
      ]
      return methods[gesture].map { ("TodosViewModel", $0) }
    }
  }
}

/// The scripted server as the Profile view model's service.
private struct ScriptedProfileService: ProfileService {
  let server: ScriptedServer
  let narrator: Narrator

  func fetchProfile() async throws -> Profile {
    try await narrator.relay("ProfileViewModel", "ProfileService.fetchProfile()") {
      try await server.fetchProfile()
    }
  }
}

/// The scripted server as the Todos view model's service.
private struct ScriptedTodosService: TodosService {
  let server: ScriptedServer
  let narrator: Narrator

  func fetchTodos() async throws -> [Todo] {
    try await narrator.relay("TodosViewModel", "TodosService.fetchTodos()") {
      try await server.fetchTodos()
    }
  }

  func save(_ todo: Todo) async throws {
    try await narrator.relay("TodosViewModel", "TodosService.save(\(todo.narration))") {
      try await server.save(todo)
    }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    try await narrator.relay("TodosViewModel", "TodosService.delete(\(ids.count) ids)") {
      try await server.delete(ids)
    }
  }
}
