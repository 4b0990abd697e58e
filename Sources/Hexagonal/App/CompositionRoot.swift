// CompositionRoot: the one place where adapters meet use cases.
// Lesson 04 reads it: change an adapter here, and nothing else in the app changes.

import Foundation
import HexagonalDomain
import HexagonalDrivenAdapters
import HexagonalPresentation
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet.hexagonal-composition-root
/// Builds the app's presenters from output-port adapters, and its root view
/// over them, with the deep-link adapter beside the views.
///
/// It is the only code that knows the use cases and the adapters at once. The
/// presenters see use cases, the use cases see ports, and the two ways in,
/// the views and the deep-link adapter, see presenters and navigation. The app keeps the
/// presenters for as long as it runs, so a screen that closes and opens again
/// finds its state as it left it.
@MainActor
public enum CompositionRoot {
  /// The Profile screen's presenter, fetching the profile through `gateway`.
  public static func makeProfilePresenter(gateway: any ProfileGateway) -> ProfilePresenter {
    ProfilePresenter(loadProfile: LoadProfile(gateway: gateway))
  }

  /// The Todos tab, keeping todos in `repository` and giving new ones ids from `makeTodoID`: the list's
  /// presenter, and the navigator that pushes a Todo screen's presenter over it.
  public static func makeTodosNavigator(
    repository: any TodoRepository, makeTodoID: @escaping @MainActor () -> Todo.ID
  ) -> TodosNavigator {
    makeTodosNavigator(useCases: makeTodoUseCases(repository: repository), makeTodoID: makeTodoID)
  }

  /// The Todos tab over `useCases`: both screens' presenters call the same use cases, on the one list.
  public static func makeTodosNavigator(
    useCases: TodoUseCases, makeTodoID: @escaping @MainActor () -> Todo.ID
  ) -> TodosNavigator {
    let list = TodosPresenter(useCases: useCases, makeTodoID: makeTodoID)
    return TodosNavigator(list: list) { id in
      TodoPresenter(id: id, todos: list, renameTodo: useCases.renameTodo)
    }
  }

  /// Every todo use case over `repository`, the one the Todos tab's changes and loads all go through.
  public static func makeTodoUseCases(repository: any TodoRepository) -> TodoUseCases {
    TodoUseCases(
      loadTodos: LoadTodos(repository: repository), addTodo: AddTodo(repository: repository),
      toggleTodo: ToggleTodo(repository: repository), renameTodo: RenameTodo(repository: repository),
      deleteTodo: DeleteTodo(repository: repository), clearCompletedTodos: ClearCompletedTodos(repository: repository))
  }

  /// The app's links, followed through the presenters its screens use: a second way in, to the same state.
  public static func makeDeepLinkAdapter(tabs: TabsPresenter) -> DeepLinkAdapter {
    DeepLinkAdapter(tabs: tabs)
  }

  /// The app's root view over its two tabs: the tab bar, and the links handed to the deep-link adapter.
  public static func makeAppView(profile: ProfilePresenter, todos: TodosNavigator) -> AppView {
    let tabs = TabsPresenter(profile: profile, todos: todos)
    return AppView(tabs: tabs, links: makeDeepLinkAdapter(tabs: tabs))
  }
}

extension CompositionRoot {
  /// The Profile screen's presenter over the REST server at `baseURL`.
  public static func makeProfilePresenter(serverAt baseURL: URL, session: URLSession = .shared) -> ProfilePresenter {
    makeProfilePresenter(gateway: HTTPProfileGateway(baseURL: baseURL, session: session))
  }

  /// The Todos tab over the REST server at `baseURL`. New todos get a random UUID.
  public static func makeTodosNavigator(serverAt baseURL: URL, session: URLSession = .shared) -> TodosNavigator {
    makeTodosNavigator(repository: HTTPTodoRepository(baseURL: baseURL, session: session), makeTodoID: makeRandomTodoID)
  }

  /// The app over the REST server at `baseURL`.
  public static func makeAppView(serverAt baseURL: URL, session: URLSession = .shared) -> AppView {
    makeAppView(
      profile: makeProfilePresenter(serverAt: baseURL, session: session),
      todos: makeTodosNavigator(serverAt: baseURL, session: session))
  }

  /// The Todos tab over a JSON file, for working with no server at all.
  public static func makeTodosNavigator(fileAt fileURL: URL) -> TodosNavigator {
    makeTodosNavigator(repository: JSONFileTodoRepository(fileURL: fileURL), makeTodoID: makeRandomTodoID)
  }

  private static func makeRandomTodoID() -> Todo.ID {
    Todo.ID(rawValue: UUID().uuidString)
  }
}
// snippet.end
