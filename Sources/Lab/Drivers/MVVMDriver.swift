// Plugs MVVM into the engine, with either kind of view: declarative views (`mvvm`) or UIKit-style
// view controllers (`mvvm-imperative`), over the same view models, which the app owns.
// Lesson 03 plays both to show that how a view draws changes nothing the user sees.

import LabEngine
import LabNarration
import LabServer
import MVVM
import ScreenContract
import SharedModel

/// The MVVM app as the engine plays it: one view model per screen, kept by the app, shown by a view.
@MainActor
final class MVVMDriver: Driver {
  /// How the views draw.
  enum Views {
    /// `ProfileView` and `TodosView`: the screen is computed from the view model, as in SwiftUI.
    case declarative
    /// `ProfileViewController` and `TodosViewController`: widgets updated by hand, as in UIKit.
    case imperative
  }

  static func architecture(_ views: Views) -> Architecture {
    switch views {
    case .declarative:
      Architecture(name: "mvvm", summary: "MVVM: @Observable view models, declarative views") { context in
        MVVMDriver(context, views: .declarative, narrator: context.observer(Narrator.self))
      }
    case .imperative:
      Architecture(
        name: "mvvm-imperative", summary: "MVVM: the same view models, UIKit-style controllers that render by hand",
        isShownByDefault: false
      ) { context in MVVMDriver(context, views: .imperative, narrator: context.observer(Narrator.self)) }
    }
  }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  private var observers: [AnyObject] = []

  init(_ context: DriverContext, views: Views, narrator: Narrator?) {
    let server = context.server
    let profileViewModel = ProfileViewModel(service: ScriptedProfileService(server: server, narrator: narrator))
    let todosViewModel = TodosViewModel(
      service: ScriptedTodosService(server: server, narrator: narrator), makeTodoID: context.makeTodoID)
    let names = views == .declarative ? ("ProfileView", "TodosView") : ("ProfileViewController", "TodosViewController")
    profile = ProfileHost(narration: narrator.map { Narration(narrator: $0, view: names.0, calls: Self.profileCalls) })
    { () -> any ProfileUserInterface in
      switch views {
      case .declarative: ProfileView(viewModel: profileViewModel)
      case .imperative: ProfileViewController(viewModel: profileViewModel)
      }
    }
    todos = TodosHost(narration: narrator.map { Narration(narrator: $0, view: names.1, calls: Self.todosCalls) }) {
      () -> any TodosUserInterface in
      switch views {
      case .declarative: TodosView(viewModel: todosViewModel)
      case .imperative: TodosViewController(viewModel: todosViewModel)
      }
    }
    if let narrator {
      observers = [
        ObservedState("ProfileViewModel", fields: .whole, narrator: narrator) { profileViewModel.state },
        ObservedState("TodosViewModel", name: "", fields: .mvvmTodos, narrator: narrator) {
          TodosViewModelProperties(todosViewModel)
        },
      ]
    }
  }

  /// Which view-model call each Profile gesture makes: the views' code is fixed, so a table tells it.
  private static func profileCalls(_ gesture: String) -> (to: String, text: String)? {
    let methods = ["open": "loadIfNeeded()", "refresh": "refresh()", "retry": "retry()", "close": "stopLoading()"]
    return methods[gesture].map { ("ProfileViewModel", $0) }
  }

  /// Which view-model call each Todos gesture makes.
  private static func todosCalls(_ gesture: String) -> (to: String, text: String)? {
    let methods = [
      "open": "loadIfNeeded()", "retry": "retry()", "type": "field = …", "add": "add()", "toggle": "toggle(_:)",
      "delete": "delete(_:)", "clear-completed": "clearCompleted()", "filter": "filter = …", "close": "stopLoading()",
    ]
    return methods[gesture].map { ("TodosViewModel", $0) }
  }
}

/// The Todos view model's stored properties, read together so the narrator can tell which of them changed.
struct TodosViewModelProperties: Equatable {
  var todos: [Todo]
  var saving: Set<Todo.ID>
  var deleting: Set<Todo.ID>
  var isLoading: Bool
  var hasLoaded: Bool
  var field: String
  var filter: TodosScreen.Filter
  var errorMessage: String?

  @MainActor
  init(_ viewModel: TodosViewModel) {
    todos = viewModel.todos
    saving = viewModel.saving
    deleting = viewModel.deleting
    isLoading = viewModel.isLoading
    hasLoaded = viewModel.hasLoaded
    field = viewModel.field
    filter = viewModel.filter
    errorMessage = viewModel.errorMessage
  }
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
