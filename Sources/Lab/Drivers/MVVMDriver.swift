// Plugs MVVM into the engine, with either kind of view: declarative views (`mvvm`) or UIKit-style
// view controllers (`mvvm-imperative`), over the same view models, which the app owns.
// Lesson 03 plays both to show that how a view draws changes nothing the user sees.

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
final class MVVMDriver: Driver {
  /// How the views draw.
  enum Views {
    /// `ProfileView`, `TodosView` and `TodoView`: the screen is computed from the view model, as in SwiftUI.
    case declarative
    /// `ProfileViewController`, `TodosViewController` and `TodoViewController`: widgets updated by hand, as
    /// in UIKit.
    case imperative
  }

  static func architecture(_ views: Views) -> Architecture {
    switch views {
    case .declarative:
      Architecture(name: "mvvm", summary: "MVVM: @Observable view models, SwiftUI views") { context in
        hosted(context, narrator: context.observer(Narrator.self))
      }
    case .imperative:
      Architecture(
        name: "mvvm-imperative", summary: "MVVM: the same view models, UIKit-style controllers that render by hand",
        isShownByDefault: false
      ) { context in MVVMDriver(context, narrator: context.observer(Narrator.self)) }
    }
  }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  var todo: (any TodoUserInterface)? { todoHost.ifOpen }
  var badge: Int? { todosViewModel.badge }
  private let todoHost: TodoHost
  private let todosViewModel: TodosViewModel
  /// The app's entry for links, over the Profile view model and the Todos tab's router: made once, with them.
  private let appRouter: AppRouter
  private let narrator: Narrator?
  private var observers: [AnyObject] = []

  /// The app with view controllers, played through the screen hosts.
  init(_ context: DriverContext, narrator: Narrator?) {
    let server = context.server
    let profileViewModel = ProfileViewModel(service: ScriptedProfileService(server: server, narrator: narrator))
    let todosViewModel = TodosViewModel(
      service: ScriptedTodosService(server: server, narrator: narrator), makeTodoID: context.makeTodoID)
    let router = TodosRouter(list: todosViewModel)
    self.todosViewModel = todosViewModel
    self.narrator = narrator
    appRouter = AppRouter(profile: profileViewModel, todos: router)
    let names = ("ProfileViewController", "TodosViewController", "TodoViewController")
    profile = ProfileHost(narration: narrator.map { Narration(narrator: $0, view: names.0, calls: Self.profileCalls) })
    { ProfileViewController(viewModel: profileViewModel) }
    todos = TodosHost(narration: narrator.map { Narration(narrator: $0, view: names.1, calls: Self.todosCalls) }) {
      TodosViewController(viewModel: todosViewModel, router: router)
    }
    // The Todo screen is there while the router has a todo on top, drawn over that todo's view model.
    todoHost = TodoHost(
      narration: narrator.map { Narration(narrator: $0, view: names.2, calls: Self.todoCalls) },
      screenOnTop: { router.top.map(ObjectIdentifier.init) },
      makeView: { () -> (any TodoUserInterface)? in
        router.top.map { TodoViewController(viewModel: $0, router: router) }
      })
    if let narrator { observers = [ObservedObjects([appRouter], narrator: narrator)] }
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

  /// SwiftUI's `onOpenURL`, on the app's scene, hands the link to the app's router.
  func open(_ link: String) async {
    narrator?.beginGesture("link", argument: Scenario.quoted(link), view: "App", call: ("AppRouter", "open(_:)"))
    await appRouter.open(link)
    narrator?.endGesture()
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
    if gesture == "show" { return ("TodosRouter", "show(_:)") }
    return methods[gesture].map { ("TodosViewModel", $0) }
  }

  /// Which call each Todo gesture makes: Back is the router's, the rest the Todo view model's.
  private static func todoCalls(_ gesture: String) -> (to: String, text: String)? {
    if gesture == "back" { return ("TodosRouter", "back()") }
    let methods = ["type": "field = …", "save": "save()", "toggle": "toggle()", "delete": "delete()"]
    return methods[gesture].map { ("TodoViewModel", $0) }
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
