// The hexagonal architecture as the engine plays it: the scripted server plugged into the hexagon's
// output ports, through the composition root. Lesson 04 reads it: to the hexagon, the lab is one more
// pair of adapters.

import Hexagonal
import HexagonalDomain
import HexagonalPresentation
import LabEngine
import LabNarration
import LabServer
import ScreenContract
import SharedModel

// snippet.hexagonal-driver
/// Builds the hexagonal app over the scripted server, through its composition root.
///
/// The adapters it hands over decorate the scripted server: each port call is
/// told to the narrator on its way through. The hexagon can't tell the
/// difference, and that is the point of a port: anything that honours the
/// protocol can stand behind it, a decorator included.
@MainActor
final class HexagonalDriver: Driver {
  static let architecture = Architecture(
    name: "hexagonal",
    summary: "Hexagonal: use cases and ports in a pure domain, adapters around it, one composition root"
  ) { context in HexagonalDriver(context, narrator: context.observer(Narrator.self)) }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  var todo: (any TodoUserInterface)? { todoHost.ifOpen }
  var badge: Int? { todosPresenter.badge }
  private let todoHost: TodoHost
  private let todosPresenter: TodosPresenter
  /// The app's second way in, beside the views: links reach the presenters through it.
  private let deepLinks: DeepLinkAdapter
  private let narrator: Narrator?
  private var observers: [AnyObject] = []

  init(_ context: DriverContext, narrator: Narrator?) {
    let profilePresenter = CompositionRoot.makeProfilePresenter(
      gateway: ScriptedServerProfileGateway(server: context.server, narrator: narrator))
    let todosPresenter = CompositionRoot.makeTodosPresenter(
      repository: ScriptedServerTodoRepository(server: context.server, narrator: narrator),
      makeTodoID: context.makeTodoID)
    self.todosPresenter = todosPresenter
    self.narrator = narrator
    deepLinks = CompositionRoot.makeDeepLinkAdapter(profile: profilePresenter, todos: todosPresenter)
    profile = ProfileHost(
      narration: narrator.map {
        Narration(narrator: $0, view: "ProfileView", calls: Self.calls("ProfilePresenter", Self.screenMethods))
      }
    ) { ProfileView(presenter: profilePresenter) }
    todos = TodosHost(
      narration: narrator.map {
        Narration(narrator: $0, view: "TodosView", calls: Self.calls("TodosPresenter", Self.screenMethods))
      }
    ) { TodosView(presenter: todosPresenter) }
    // The view for the todo on top of the tab's stack, made from the presenter's navigation state.
    todoHost = TodoHost(
      narration: narrator.map {
        Narration(narrator: $0, view: "TodoView", calls: Self.calls("TodosPresenter", Self.todoScreenMethods))
      },
      screenOnTop: { todosPresenter.pushedTodo },
      makeView: { todosPresenter.pushedTodo.map { TodoView(presenter: todosPresenter, id: $0) } })
    if let narrator {
      observers = [
        ObservedState("ProfilePresenter", fields: .hexagonalProfile, narrator: narrator) { profilePresenter.state },
        ObservedState("TodosPresenter", fields: .hexagonalTodos, narrator: narrator) { todosPresenter.state },
      ]
    }
  }

  /// The app follows `link` through its deep-link adapter, as SwiftUI's `onOpenURL` would hand it over.
  func open(_ link: String) async {
    narrator?.beginGesture("link", argument: link, view: "DeepLinkAdapter", call: Self.linkCall(link))
    await deepLinks.open(link)
    narrator?.endGesture()
  }

  /// The methods the Profile and Todos views call for each gesture.
  private static let screenMethods = [
    "open": "open()", "refresh": "refresh()", "retry": "retry()", "type": "type(_:)", "add": "add()",
    "toggle": "toggle(_:)", "delete": "delete(_:)", "clear-completed": "clearCompleted()", "filter": "pick(_:)",
    "show": "show(_:)", "close": "close()",
  ]

  /// The methods the Todo view calls for each gesture.
  private static let todoScreenMethods = [
    "type": "typeTitle(_:)", "save": "saveTitle()", "toggle": "toggle(_:)", "delete": "deletePushedTodo()",
    "back": "back()",
  ]

  /// Whom a view calls for a gesture, and how.
  private typealias Call = (to: String, text: String)

  /// Which call of `presenter` each gesture makes: the views' code is fixed, so a table tells it.
  private static func calls(_ presenter: String, _ methods: [String: String]) -> (String) -> Call? {
    { gesture in methods[gesture].map { (presenter, $0) } }
  }

  /// The presenter call the deep-link adapter makes for `link`; none for text that is no link of the app's.
  private static func linkCall(_ link: String) -> Call? {
    switch AppLink(link) {
    case .profile: ("ProfilePresenter", "open()")
    case .todos: ("TodosPresenter", "openList()")
    case .todo: ("TodosPresenter", "openTodo(_:)")
    case nil: nil
    }
  }
}

/// The scripted server as a ``ProfileGateway``.
private struct ScriptedServerProfileGateway: ProfileGateway {
  let server: ScriptedServer
  let narrator: Narrator?

  func fetchProfile() async throws -> Profile {
    await narrator?.tell(.message("ProfilePresenter", "LoadProfile", "run"))
    return try await narrator.relay("LoadProfile", "ProfileGateway.fetchProfile()") { try await server.fetchProfile() }
  }
}

/// The scripted server as a ``TodoRepository``.
private struct ScriptedServerTodoRepository: TodoRepository {
  let server: ScriptedServer
  let narrator: Narrator?

  func fetchAll() async throws -> [Todo] {
    await narrator?.tell(.message("TodosPresenter", "LoadTodos", "run"))
    return try await narrator.relay("LoadTodos", "TodoRepository.fetchAll()") { try await server.fetchTodos() }
  }

  func save(_ todo: Todo) async throws {
    let useCase =
      switch await narrator?.currentGesture {
      case "toggle": "ToggleTodo"
      case "save": "RenameTodo"
      default: "AddTodo"
      }
    await narrator?.tell(.message("TodosPresenter", useCase, "run"))
    try await narrator.relay(useCase, "TodoRepository.save(\(todo.narration))") { try await server.save(todo) }
  }

  func delete(_ ids: [Todo.ID]) async throws {
    let useCase = await narrator?.currentGesture == "clear-completed" ? "ClearCompletedTodos" : "DeleteTodo"
    await narrator?.tell(.message("TodosPresenter", useCase, "run"))
    try await narrator.relay(useCase, "TodoRepository.delete(\(ids.count) ids)") { try await server.delete(ids) }
  }
}
// snippet.end
